import type { BrowserContext, Page } from 'playwright-core';
import { median } from './lighthouse';

/**
 * The kinds of response the platform draws by itself, each with a native reference the bench puts into the same page
 * (measure/reference-fixture.ts) and measures in the same run.
 */
export type ResponseKind = 'popover' | 'modal dialog' | 'revealed form' | 'details' | 'navigation';

/** A shopper's first interaction with a control, and what shows that it was answered. */
export interface FirstResponseTarget {
  readonly name: string;
  /** The page, or how to get one (e.g. a fresh subscription's confirmation link), set up before the sample's clock. */
  readonly path: string | ((context: BrowserContext, baseUrl: string) => Promise<string>);
  readonly width: number;
  /** The native reference it is held against. */
  readonly kind: ResponseKind;
  /** Sets the page up without any input event (e.g. a field's value), before the clock can start. */
  readonly prepare?: (page: Page) => Promise<void>;
  /** The shopper's input. */
  readonly act: (page: Page) => Promise<void>;
  /**
   * A function body (a string: the TypeScript loader would add helpers that do not exist in the page) returning true
   * once the response shows; `navigation` for a response that is a navigation (or the form's submit).
   */
  readonly answered: string | 'navigation';
  /** The input is dispatched by script (Playwright's choice in a select): Event Timing records no entry for it. */
  readonly untrustedInput?: boolean;
  /** The CPU slowdown from the first byte: 4 (the bench's profile) unless said, 6 for the slow phone. */
  readonly cpuRate?: number;
}

/** One sample: from the input event to the frame that shows the response, and the input's Event Timing duration. */
export interface ResponseSample {
  readonly responseMs: number;
  /** The longest Event Timing entry of the interaction; 8 when every entry was below the 16 ms threshold (they round to 8). */
  readonly eventTimingMs: number | null;
}

/** Lighthouse's slow 4G (its devtools throttling: 150 ms RTT x 3.75 request latency, 1.6 Mbps x 0.9, 750 kbps x 0.9). */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** How long a response may take before the sample counts as not answered (NaN). */
const GIVE_UP_MS = 20_000;

/**
 * The probe the page runs before the input: the first input event of the interaction (pointerdown for a tap, keydown,
 * input or change for a choice) starts the clock; a rAF loop and a MutationObserver check the response, and a
 * MessageChannel task after the rAF in which it was seen marks the frame that showed it (or, for a navigation, the
 * Navigation API's navigate event or the form's submit, whichever comes first; the navigation is cancelled so the
 * page stays). Event Timing entries within the interaction's span are kept. The result goes out by console.
 */
const probe = (answered: string) => `(() => {
  const isNavigation = ${JSON.stringify(answered === 'navigation')};
  const check = () => {
    ${answered === 'navigation' ? 'return false;' : answered}
  };
  const entries = [];
  let start = null;
  let done = false;
  new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'first-input', buffered: true });
  const finish = (end) => {
    if (done) return;
    done = true;
    const responseMs = end - start;
    // Event Timing entries come after the frame they end in: wait two frames and a little, then take them.
    setTimeout(() => {
      const mine = entries.filter((entry) => entry.startTime >= start - 1 && entry.startTime <= start + Math.max(responseMs, 200));
      const eventTimingMs = mine.length ? Math.max(...mine.map((entry) => entry.duration)) : 8;
      console.debug('__bench_response ' + JSON.stringify({ responseMs, eventTimingMs }));
    }, 300);
  };
  const frame = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => finish(performance.now());
    channel.port2.postMessage(0);
  };
  const loop = () => {
    if (done) return;
    if (performance.now() - start > ${GIVE_UP_MS}) {
      done = true;
      console.debug('__bench_response ' + JSON.stringify({ responseMs: null, eventTimingMs: null }));
      return;
    }
    if (check()) return frame();
    requestAnimationFrame(loop);
  };
  const begin = (event) => {
    if (start !== null) return;
    start = event.timeStamp;
    if (isNavigation) return;
    new MutationObserver(() => {
      if (!done && check()) requestAnimationFrame(frame);
    }).observe(document.documentElement, { subtree: true, attributes: true, childList: true });
    requestAnimationFrame(loop);
  };
  for (const type of ['pointerdown', 'mousedown', 'keydown', 'input', 'change', 'click', 'submit'])
    document.addEventListener(type, begin, { capture: true });
  if (isNavigation) {
    document.addEventListener('submit', () => finish(performance.now()), { capture: true });
    if (window.navigation)
      window.navigation.addEventListener('navigate', (event) => {
        if (start === null) return;
        finish(performance.now());
        if (event.cancelable) event.preventDefault();
      });
    window.addEventListener('beforeunload', () => finish(performance.now()));
  }
})()`;

/**
 * One cold sample on a fresh page: cache cleared and disabled, 4x CPU and Lighthouse's slow 4G from the first byte,
 * the page loaded until the network is idle (nothing hovered, so nothing prefetched), the native references put into
 * it (`addReferences`), then the input.
 */
export const sampleFirstResponse = async (
  context: BrowserContext,
  baseUrl: string,
  target: Pick<FirstResponseTarget, 'path' | 'width' | 'prepare' | 'act' | 'answered' | 'cpuRate'>,
  addReferences: (page: Page) => Promise<void>,
): Promise<ResponseSample> => {
  // A first visit: no cookie of an earlier sample (a sign-up makes a returning subscriber, who sees no sign-up form).
  await context.clearCookies();
  const path = typeof target.path === 'string' ? target.path : await target.path(context, baseUrl);
  await context.clearCookies();
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: target.width, height: 900 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: target.cpuRate ?? 4 });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await addReferences(page);
    if (target.prepare) await target.prepare(page);
    const result = new Promise<ResponseSample>((resolve) => {
      page.on('console', (message) => {
        const text = message.text();
        if (!text.startsWith('__bench_response ')) return;
        const parsed = JSON.parse(text.slice('__bench_response '.length)) as { responseMs: number | null; eventTimingMs: number | null };
        resolve({ responseMs: parsed.responseMs ?? Number.NaN, eventTimingMs: parsed.eventTimingMs });
      });
    });
    await page.evaluate(probe(target.answered));
    await target.act(page);
    const sample = await Promise.race([
      result,
      new Promise<ResponseSample>((resolve) =>
        setTimeout(() => resolve({ responseMs: Number.NaN, eventTimingMs: null }), GIVE_UP_MS + 5000),
      ),
    ]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return sample;
  } finally {
    await page.close();
  }
};

/** Medians of samples; a sample that was never answered (NaN) counts as the slowest. */
export const medianSample = (samples: readonly ResponseSample[]) => {
  const response = samples.map((sample) => (Number.isNaN(sample.responseMs) ? Number.POSITIVE_INFINITY : sample.responseMs));
  const timings = samples.map((sample) => sample.eventTimingMs).filter((value): value is number => value !== null);
  return {
    responseMs: median(response),
    eventTimingMs: timings.length ? median(timings) : Number.NaN,
    unanswered: samples.filter((sample) => Number.isNaN(sample.responseMs)).length,
  };
};
