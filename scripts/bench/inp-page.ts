import type { Browser, CDPSession, Locator, Page } from '@playwright/test';
import { withMainThreadCpu } from './inp-cpu.ts';

/** A phone: a 390 × 844 touch screen whose CPU runs four times slower than this machine's (issue 19). */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 3 } as const;
export const CPU_SLOWDOWN = 4;

/**
 * What the visitor sees once the interaction has been answered, checked in the page on every frame:
 * the time from the tap to the first frame where it holds is the "shown" figure.
 */
export type Shown =
  | { visible: string }
  | { hidden: string }
  | { text: string; in: string }
  | { url: string }
  | { focused: string }
  | { anyOf: Shown[] };

export interface Step {
  widget: string;
  act: (page: Page) => Promise<void>;
  /** Omitted where the browser answers natively (a typed character). */
  shown?: Shown;
}

/**
 * When the first tap comes (issue 29): `early`, 2.5 s after the load event, whatever the page is still doing
 * (hydrating, fetching and hydrating its islands when idle, decision 081), as a visitor who taps at once;
 * `hydrated`, once the page is hydrated and the network quiet.
 */
export const TIMINGS = ['early', 'hydrated'] as const;
export type Timing = (typeof TIMINGS)[number];
/** From the load event to the early tap. */
export const EARLY_TAP_MS = 2500;
/** What `tap` waits after scrolling, before the tap itself. */
const SETTLE_MS = 300;

export interface Scenario {
  page: string;
  path: string;
  /** Steps in order in one fresh page: each is the first use of its control. */
  steps: Step[];
}

export interface Measure {
  page: string;
  widget: string;
  timing: Timing;
  /** Event Timing: the longest entry of the step's first interaction (input delay + processing + presentation). */
  inp: number | null;
  /** From the tap to the first frame showing the result; null where the step has none. */
  shown: number | null;
  /** Whether the page had finished hydrating when the tap came. */
  hydrated?: boolean;
  /** With `BENCH_INP_CPU=1`: the main thread's CPU time from the tap to that frame (`inp-cpu.ts`). */
  cpu?: number | null;
}

const TRACE_CPU = process.env.BENCH_INP_CPU === '1';

/**
 * Every event entry with an interactionId, from the page's start (the INP definition, threshold 16 ms), and
 * the time of the latest input: where "shown" starts if no entry passed the threshold. Taken from the event,
 * not asked of the page before the tap, which would wait for the page's running task and so tap between tasks.
 */
function observeEvents() {
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(
      type,
      (event) => {
        const w = window as unknown as { __tapAt?: number; __tapHydrated?: boolean };
        w.__tapAt = event.timeStamp;
        w.__tapHydrated = document.documentElement.dataset.hydrated === 'true';
        // TAP_MARK of inp-cpu.ts (this function runs in the page: no imports).
        performance.mark('bench-inp-tap');
      },
      { capture: true },
    );
  }
  const store: { id: number; start: number; duration: number; name: string }[] = [];
  (window as unknown as { __inp: typeof store }).__inp = store;
  new PerformanceObserver((list) => {
    // interactionId is newer than this TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId) store.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration, name: entry.name });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** Watches, frame by frame, for what the step should show; records the frame's time. */
function watchFor(shown: Shown) {
  const state = ((window as unknown as { __shown: { at: number | null } }).__shown = { at: null as number | null });
  const holds = (shown: Shown): boolean => {
    if ('anyOf' in shown) return shown.anyOf.some(holds);
    if ('visible' in shown) return [...document.querySelectorAll(shown.visible)].some((e) => e.checkVisibility({ opacityProperty: false }));
    if ('hidden' in shown) return ![...document.querySelectorAll(shown.hidden)].some((e) => e.checkVisibility());
    if ('text' in shown) return [...document.querySelectorAll(shown.in)].some((e) => e.checkVisibility() && (e.textContent ?? '').includes(shown.text));
    if ('url' in shown) return location.href.includes(shown.url);
    return document.activeElement?.matches(shown.focused) ?? false;
  };
  const frame = (time: number) => {
    if (holds(shown)) {
      state.at = time;
      // SHOWN_MARK of inp-cpu.ts.
      performance.mark('bench-inp-shown');
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * A fresh, throttled phone page, loaded and then either hydrated with the network quiet, or as it is just
 * before 2.5 s after its load event (the first step's `tap` waits the rest after scrolling).
 */
async function openPage(browser: Browser, base: string, path: string, timing: Timing) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(observeEvents);
  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 60_000 });
  if (timing === 'early') {
    const sinceLoad = await page.evaluate(() => performance.now() - (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    await page.waitForTimeout(Math.max(0, EARLY_TAP_MS - SETTLE_MS - sinceLoad));
    return { page, cdp, close: () => context.close() };
  }
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
  return { page, cdp, close: () => context.close() };
}

async function measureStep(page: Page, cdp: CDPSession, step: Step): Promise<{ inp: number | null; shown: number | null; hydrated?: boolean; cpu?: number | null }> {
  if (!TRACE_CPU || !step.shown) return measureOnce(page, step);
  const { result, cpu } = await withMainThreadCpu(cdp, () => measureOnce(page, step));
  return { ...result, cpu };
}

async function measureOnce(page: Page, step: Step): Promise<{ inp: number | null; shown: number | null; hydrated?: boolean }> {
  const since = await page.evaluate(() => performance.now());
  if (step.shown) await page.evaluate(watchFor, step.shown);
  await step.act(page);
  if (step.shown) await page.waitForFunction(() => (window as unknown as { __shown: { at: number | null } }).__shown.at !== null, undefined, { timeout: 15_000 });
  // Entries arrive after the frame they end on has been presented; let them come.
  await page.waitForTimeout(400);
  return page.evaluate(
    ({ since, withShown }) => {
      const w = window as unknown as { __inp: { id: number; start: number; duration: number }[]; __shown?: { at: number | null }; __tapAt?: number; __tapHydrated?: boolean };
      const entries = w.__inp.filter((e) => e.start >= since);
      const tapAt = w.__tapAt ?? since;
      const hydrated = w.__tapHydrated;
      if (entries.length === 0) return { inp: null, shown: withShown && w.__shown?.at != null ? Math.max(0, w.__shown.at - tapAt) : null, hydrated };
      const first = entries.reduce((a, b) => (b.start < a.start ? b : a)).id;
      const own = entries.filter((e) => e.id === first);
      const start = Math.min(...own.map((e) => e.start));
      return { inp: Math.max(...own.map((e) => e.duration)), shown: withShown && w.__shown?.at != null ? Math.max(0, w.__shown.at - start) : null, hydrated };
    },
    { since, withShown: Boolean(step.shown) },
  );
}

/** Runs a scenario's steps in one fresh page. A step that fails is reported with no figure, the run goes on. */
export async function runScenario(browser: Browser, base: string, scenario: Scenario, timing: Timing): Promise<(Measure & { error?: string })[]> {
  const results: (Measure & { error?: string })[] = [];
  const { page, cdp, close } = await openPage(browser, base, scenario.path, timing);
  try {
    for (const step of scenario.steps) {
      try {
        results.push({ page: scenario.page, widget: step.widget, timing, ...(await measureStep(page, cdp, step)) });
      } catch (error) {
        results.push({ page: scenario.page, widget: step.widget, timing, inp: null, shown: null, error: (error as Error).message.split('\n')[0] });
        break;
      }
    }
  } finally {
    await close();
  }
  return results;
}

/**
 * A tap in the middle of the element, after scrolling it to the middle of the screen (a visitor scrolls before tapping). The
 * point is found before the pause and the touch sent as it is: a locator's tap first runs its checks in
 * the page, which waits for the page's running task and so would always tap between tasks.
 */
export async function tap(locator: Locator) {
  // To the middle of the screen, as a visitor scrolls: "if needed" leaves an element at the bottom edge, where
  // the phone's fixed Call / WhatsApp bar covers it and the tap lands on the bar.
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap: the element has no box');
  // Scrolling is not an interaction, but it can start work (a lazy image, an observer): let it settle.
  await locator.page().waitForTimeout(SETTLE_MS);
  await locator.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** One key, as the first keystroke in the focused field. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
}
