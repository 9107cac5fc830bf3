import type { BrowserContext, Page } from 'playwright-core';
import { sampleFirstResponse, type FirstResponseTarget } from './first-response';
import { addReferences } from './reference-fixture';

/**
 * Issue 40's rows for answers that need a rule: an invalid e-mail's message after leaving the field, the island asleep
 * (its code held back: the first-load script answers) and awake, beside the browser's own `:user-invalid` with a
 * server-rendered message in the same page; and typing once awake, keydown to the next frame, beside the same field
 * with every script blocked.
 */

/** The islands' code (the runtime and the island chunks); the first-load script arrives. */
const ISLAND_CODE = /\/assets\/(?!index-)[^/]+\.js$/;
const INVALID_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
const PAGE = '/subscribenewsletter';
const EMAIL = 'main input[type=email][name=email]';

/** The reference: a required e-mail field whose server-rendered message CSS reveals by :user-invalid (no script). */
const USER_INVALID_FIXTURE = `(() => {
  const form = document.createElement('form');
  form.id = 'bench-user-invalid';
  form.noValidate = true;
  form.innerHTML = '<label>E-mail <input type="email" required id="bench-user-invalid-email" aria-describedby="bench-user-invalid-message"></label>' +
    '<p id="bench-user-invalid-message">' + ${JSON.stringify(INVALID_MESSAGE)} + '</p>';
  document.querySelector('#bench-references')?.append(form);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('#bench-user-invalid-message { display: none; } #bench-user-invalid:has(:user-invalid) #bench-user-invalid-message { display: block; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})()`;

const withUserInvalid = async (page: Page): Promise<void> => {
  await addReferences(page);
  await page.evaluate(USER_INVALID_FIXTURE);
};

/** The product's field: an invalid address typed before the clock (the island woken or held), then Tab. */
const product = (awake: boolean): Pick<FirstResponseTarget, 'path' | 'width' | 'prepare' | 'act' | 'answered'> => ({
  path: PAGE,
  width: 1440,
  prepare: async (page) => {
    await page.locator(EMAIL).click();
    if (awake) await page.locator('main [data-island="newsletter"][data-hydrated]').waitFor({ timeout: 60_000 });
    await page.keyboard.type('anna@');
  },
  act: (page) => page.keyboard.press('Tab'),
  answered: `return [...document.querySelectorAll('main .field__error-text')].some((line) => line.textContent === ${JSON.stringify(
    INVALID_MESSAGE,
  )} && line.checkVisibility());`,
});

const reference: Pick<FirstResponseTarget, 'path' | 'width' | 'prepare' | 'act' | 'answered'> = {
  path: PAGE,
  width: 1440,
  prepare: async (page) => {
    await page.locator('#bench-user-invalid-email').click();
    await page.keyboard.type('anna@');
  },
  act: (page) => page.keyboard.press('Tab'),
  answered: `return document.querySelector('#bench-user-invalid-message')?.checkVisibility() ?? false;`,
};

export interface RuleAnswerSamples {
  readonly asleep: number[];
  readonly awake: number[];
  readonly reference: number[];
}

/** Alternating cold samples (4x CPU, slow 4G): the product asleep, the reference, the product awake, the reference. */
export const sampleRuleAnswers = async (context: BrowserContext, baseUrl: string, runs: number): Promise<RuleAnswerSamples> => {
  const samples: RuleAnswerSamples = { asleep: [], awake: [], reference: [] };
  const hold = () => new Promise<void>(() => undefined);
  for (let run = 0; run < runs; run += 1) {
    const asleep = async () => {
      // The islands' code never arrives: the island stays asleep for the whole sample.
      const handler = async () => hold();
      await context.route(ISLAND_CODE, handler);
      try {
        samples.asleep.push((await sampleFirstResponse(context, baseUrl, product(false), withUserInvalid)).responseMs);
      } finally {
        await context.unroute(ISLAND_CODE, handler);
      }
    };
    const awake = async () => samples.awake.push((await sampleFirstResponse(context, baseUrl, product(true), withUserInvalid)).responseMs);
    const native = async () => samples.reference.push((await sampleFirstResponse(context, baseUrl, reference, withUserInvalid)).responseMs);
    const order = run % 2 === 0 ? [asleep, native, awake, native] : [native, asleep, native, awake];
    for (const step of order) await step();
  }
  return samples;
};

/** The probe of typing: each keydown's time to the frame after it (rAF, then a task), collected in the page. */
const TYPING_PROBE = `(() => {
  const durations = [];
  window.__benchKeys = durations;
  document.addEventListener('keydown', (event) => {
    const start = event.timeStamp;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => durations.push(performance.now() - start);
      channel.port2.postMessage(0);
    });
  }, { capture: true });
})()`;

const TEXT = 'anna.kowalska-nowak@example';

/** One run of typing at 4x CPU: the field awake (island hydrated) or every script of the page blocked. */
const typeOnce = async (context: BrowserContext, baseUrl: string, scripts: boolean): Promise<number[]> => {
  const page = await context.newPage();
  const block = async (route: { abort: () => Promise<void> }) => route.abort();
  try {
    if (!scripts) await page.route(/\.js(\?.*)?$/, block);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${baseUrl}${PAGE}`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await page.locator(EMAIL).click();
    if (scripts) await page.locator('main [data-island="newsletter"][data-hydrated]').waitFor({ timeout: 60_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(TYPING_PROBE);
    await page.keyboard.type(TEXT, { delay: 80 });
    await page.waitForFunction((count) => (Reflect.get(window, '__benchKeys') as number[]).length >= count, TEXT.length);
    const durations = await page.evaluate(() => Reflect.get(window, '__benchKeys') as number[]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return durations;
  } finally {
    await page.close();
  }
};

/** Alternating runs of typing into the sign-up's e-mail field, awake and with every script blocked. */
export const sampleTyping = async (
  context: BrowserContext,
  baseUrl: string,
  runs: number,
): Promise<{ awake: number[]; blocked: number[] }> => {
  const result = { awake: [] as number[], blocked: [] as number[] };
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 === 0 ? [true, false] : [false, true];
    for (const scripts of order) (scripts ? result.awake : result.blocked).push(...(await typeOnce(context, baseUrl, scripts)));
  }
  return result;
};

/** The p-th percentile (0..1) of numbers, nearest rank. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? Number.NaN;
};
