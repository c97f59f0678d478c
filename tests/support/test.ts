import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

// Every modal dialog the end-to-end suites open is checked with axe-core (WCAG 2.2 A and AA, issue
// 30) as the test goes: once its opening animation has finished, the first time a dialog of that
// name opens in a test. A violation fails the test that opened the dialog. Popovers (a date
// picker, a select's list) close as soon as the test clicks on: a check running then would race
// the test, so accessibility.spec.ts checks those, and every screen in both colour schemes.

export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's source, evaluated only where the page has no axe yet: AxeBuilder evaluates its
 * source (half a megabyte) into the page before every check, which cost a second or more each.
 */
const axeSource = `if (!window.axe) { ${readFileSync(require.resolve('axe-core/axe.min.js', { paths: [require.resolve('@axe-core/playwright')] }), 'utf8')} }`;

/**
 * axe on `page` with every WCAG 2.2 A/AA rule, the page's own frames included. `axe.run` in the
 * page itself (AxeBuilder's legacy mode), not its default of a partial run per frame finished in
 * a blank page of its own that loads axe again: 2–2.5 s a check instead of 9–11 s on the shared
 * machine. The one thing legacy mode leaves out is cross-origin frames, which the app has none
 * of. Violations only: the passes and the rules that do not apply are the bulk of axe's result,
 * which nothing here reads (`resultTypes` keeps one node of each; every violating node is reported).
 */
export const axe = (page: Page) =>
  new AxeBuilder({ page, axeSource })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG)
    .setLegacyMode();

const OPENED = '__axeDialogOpened';
const READY = 'data-axe-ready';
/** The page's own test of a dialog at rest, defined by the init script for the checks below. */
const AT_REST = '__axeAtRest';

type AtRest = (dialog: Element | null) => boolean;

/** Runs in the page: names each dialog that opens, once it has settled. */
function announceDialogs({ binding, ready, atRest }: { binding: string; ready: string; atRest: string }) {
  const nameOf = (dialog: Element) => {
    const labelledBy = dialog.getAttribute('aria-labelledby');
    return dialog.getAttribute('aria-label') ?? (labelledBy && document.getElementById(labelledBy)?.textContent) ?? 'dialog';
  };
  // Settled: no animation running in it, and it and its ancestors fully opaque, for a few frames
  // in a row (a modal fades in; checked mid-fade, every colour would seem too faint).
  const opaque = (element: Element | null): boolean =>
    !element || (getComputedStyle(element).opacity === '1' && opaque(element.parentElement));
  const isAtRest: AtRest = (dialog) =>
    Boolean(dialog?.isConnected && dialog.getAnimations({ subtree: true }).length === 0 && opaque(dialog));
  (window as unknown as Record<string, AtRest>)[atRest] = isAtRest;
  const whenSettled = (dialog: Element, done: () => void, calm = 0) =>
    requestAnimationFrame(() => {
      if (!dialog.isConnected) return;
      const still = isAtRest(dialog);
      if (still && calm >= 5) done();
      else whenSettled(dialog, done, still ? calm + 1 : 0);
    });
  let marks = 0;
  const announce = (dialog: Element) => {
    if (dialog.hasAttribute(ready) || (dialog as HTMLElement).dataset.axeSeen) return;
    (dialog as HTMLElement).dataset.axeSeen = '1';
    whenSettled(dialog, () => {
      // Its own mark: with one dialog over another, the check and the look after it take this one.
      marks += 1;
      const mark = String(marks);
      dialog.setAttribute(ready, mark);
      (window as unknown as Record<string, (name: string, mark: string) => void>)[binding]?.(nameOf(dialog), mark);
    });
  };
  new MutationObserver(() => document.querySelectorAll('[role="dialog"][aria-modal="true"]').forEach(announce)).observe(document, {
    childList: true,
    subtree: true,
  });
}

/** One axe run at a time in a page (axe refuses a second): each waits for the one before. */
const queues = new WeakMap<Page, Promise<unknown>>();
export function oneAtATime<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const next = (queues.get(page) ?? Promise.resolve()).then(run);
  queues.set(
    page,
    next.catch(() => undefined),
  );
  return next;
}

/** Whether the checked dialog is still there, fully opaque and still. */
const stillOpen = (page: Page, mark: string) =>
  page
    .evaluate(
      ([ready, atRest, mark]) => (window as unknown as Record<string, AtRest>)[atRest]!(document.querySelector(`[${ready}="${mark}"]`)),
      [READY, AT_REST, mark] as const,
    )
    .catch(() => false);

/**
 * The violations inside the dialog open on `page`, once it has settled: for the accessibility
 * spec, which opens a dialog and waits for the check (the suites' checks run beside the test).
 */
export async function dialogViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(
    (atRest) => (window as unknown as Record<string, AtRest>)[atRest]!(document.querySelector('[role="dialog"]')),
    AT_REST,
  );
  const results = await oneAtATime(page, () => axe(page).include('[role="dialog"]').analyze());
  return results.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}: ${why(node.failureSummary)}`));
}

/** The line of axe's summary that says what is wrong (the contrast it measured, the name missing). */
const why = (summary: string | undefined) => summary?.split('\n')[1]?.trim() ?? '';

/** Checks the dialogs that open on `page`; the function returned answers the violations found. */
export async function checkDialogs(page: Page): Promise<() => Promise<string[]>> {
  const found: string[] = [];
  const checked = new Set<string>();
  const running = new Set<Promise<void>>();
  await page.exposeBinding(OPENED, (_source, name: string, mark: string) => {
    if (checked.has(name)) return;
    checked.add(name);
    const run: Promise<void> = oneAtATime(page, () => axe(page).include(`[${READY}="${mark}"]`).analyze())
      .then(async (results) => {
        // Closing (fading out) or gone by the time the check finished: its colours were mid-fade.
        if (!(await stillOpen(page, mark))) return;
        for (const violation of results.violations)
          for (const node of violation.nodes) found.push(`${name}: ${violation.id}: ${node.target.join(' ')}: ${why(node.failureSummary)}`);
      })
      // Closed (or the page gone) before the check ran: nothing to say about it.
      .catch(() => undefined)
      .finally(() => running.delete(run));
    running.add(run);
  });
  await page.addInitScript(announceDialogs, { binding: OPENED, ready: READY, atRest: AT_REST });
  return async () => {
    await Promise.all(running);
    return found;
  };
}

/** Pages a test opened in browser contexts of their own (two staff): checked with the test's. */
const otherPages: (() => Promise<string[]>)[] = [];
/**
 * Those contexts, closed when the test ends: left open, every two-staff test's browsers kept their
 * live streams and presence going for the rest of the run (25 pages at once by test 123 of CI's
 * run), and the later tests ran slower for it.
 */
const otherContexts: BrowserContext[] = [];

export async function checkDialogsOf(page: Page): Promise<void> {
  otherContexts.push(page.context());
  otherPages.push(await checkDialogs(page));
}

export const test = base.extend<{ dialogsChecked: void }>({
  dialogsChecked: [
    async ({ page }, use) => {
      const violations = await checkDialogs(page);
      await use();
      const others = await Promise.all(otherPages.splice(0).map((found) => found()));
      await Promise.all(otherContexts.splice(0).map((context) => context.close()));
      expect([...(await violations()), ...others.flat()], 'WCAG 2.2 A/AA violations in the dialogs this test opened').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
