// The live streams wait for the page's first contentful paint (first-paint.ts): not opened before
// it, opened once after it, never when the screen went away first, and at the latest after 3 s.

type Entries = { getEntriesByName(name: string): unknown[] };

/** A browser's PerformanceObserver for paint entries, whose first contentful paint the test sends. */
function fakePaintObserver(alreadyPainted = false) {
  let deliver: ((entries: Entries) => void) | null = null;
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: (entries: Entries) => void) {
      deliver = callback;
    }
    observe() {}
    disconnect() {
      deliver = null;
    }
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  // jsdom's performance has no paint entries: the page's are these.
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (alreadyPainted && name === 'first-contentful-paint' ? [{}] : []),
  });
  return {
    paint: () => deliver?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
  };
}

const realObserver = globalThis.PerformanceObserver;
const realEntriesByName = Object.getOwnPropertyDescriptor(performance, 'getEntriesByName');
afterEach(() => {
  Object.assign(globalThis, { PerformanceObserver: realObserver });
  if (realEntriesByName) Object.defineProperty(performance, 'getEntriesByName', realEntriesByName);
  else delete (performance as Partial<Performance>).getEntriesByName;
  jest.useRealTimers();
});

/** first-paint.ts as a page loads it: its wait for the first paint is once per page. */
const freshModule = () => {
  let loaded!: typeof import('./first-paint');
  jest.isolateModules(() => {
    loaded = jest.requireActual('./first-paint');
  });
  return loaded;
};

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

it('opens nothing before the first contentful paint, and opens once after it', async () => {
  const page = fakePaintObserver();
  const { afterFirstPaint } = freshModule();
  const closed = jest.fn();
  const start = jest.fn(() => closed);
  const stop = afterFirstPaint(start);
  await settled();
  expect(start).not.toHaveBeenCalled();

  page.paint();
  await settled();
  expect(start).toHaveBeenCalledTimes(1);
  stop();
  expect(closed).toHaveBeenCalledTimes(1);
});

it('opens nothing when the screen goes away before the paint', async () => {
  const page = fakePaintObserver();
  const { afterFirstPaint } = freshModule();
  const start = jest.fn(() => () => undefined);
  afterFirstPaint(start)();
  page.paint();
  await settled();
  expect(start).not.toHaveBeenCalled();
});

it('opens at once on a page that has painted (a screen opened later in the tab)', async () => {
  fakePaintObserver(true);
  const { afterFirstPaint } = freshModule();
  const start = jest.fn(() => () => undefined);
  afterFirstPaint(start);
  await settled();
  expect(start).toHaveBeenCalledTimes(1);
});

it('opens after 3 s when no paint is reported (a tab opened in the background)', async () => {
  jest.useFakeTimers();
  fakePaintObserver();
  const { afterFirstPaint } = freshModule();
  const start = jest.fn(() => () => undefined);
  afterFirstPaint(start);
  await jest.advanceTimersByTimeAsync(2_999);
  expect(start).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(start).toHaveBeenCalledTimes(1);
});
