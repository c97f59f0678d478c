// The tab's event streams (the live feed, an edit screen's presence) open once the page has
// painted its first content. Nothing on a first screen waits for them, and each holds a connection
// open for the life of the page: opened while the screen's code and data still load, they took two
// of the browser's six connections to the origin and their set-up ran on the main thread before the
// first paint (Lighthouse counted both streams in the website edit's simulated LCP).

/** At most this long to wait for a first paint (a tab opened in the background paints when shown). */
const LONGEST_WAIT_MS = 3000;

let painted: Promise<void> | null = null;

/** Resolves once the page has painted its first content: at once when it has, after 3 s at most. */
export function firstContentfulPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve();
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
    const done = () => {
      observer.disconnect();
      clearTimeout(longest);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const longest = setTimeout(done, LONGEST_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}

/** Runs `start` once the page has painted its first content; returns what stops it (or the wait). */
export function afterFirstPaint(start: () => () => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  void firstContentfulPaint().then(() => {
    if (!cancelled) stop = start();
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}
