import type { BrowserContext, Page, Route } from 'playwright-core';
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
/** Every script of the page (the platform's reference runs without any). */
const EVERY_SCRIPT = /\.js(\?.*)?$/;
const INVALID_MESSAGE = 'Bitte geben Sie eine gültige E-Mail-Adresse ein.';
const PAGE = '/subscribenewsletter';
const EMAIL = 'main input[type=email][name=email]';

/** A single-field error the sign-up's e-mail field answers on leaving it: what is typed first, and its message. */
export interface RuleCase {
  readonly name: string;
  readonly typed: string;
  readonly message: string;
}

export const RULE_CASES = {
  invalid: { name: 'invalid e-mail', typed: 'anna@', message: INVALID_MESSAGE },
  required: { name: 'e-mail left empty', typed: '', message: 'Die E-Mail-Adresse ist ein Pflichtfeld.' },
} as const satisfies Record<string, RuleCase>;

/**
 * The references: a required e-mail field whose server-rendered message CSS reveals by :user-invalid (no script),
 * once followed by a checkbox (Tab lands on a next field, as it does in the sign-up: the platform draws that field's
 * focus too), and once as the last field of the page (Tab leaves the document: nothing else is focused or drawn).
 */
const USER_INVALID_FIXTURE = `(() => {
  const message = ${JSON.stringify(INVALID_MESSAGE)};
  const form = (id, next) => {
    const element = document.createElement('form');
    element.id = id;
    element.className = 'bench-user-invalid';
    element.noValidate = true;
    element.innerHTML = '<label>E-mail <input type="email" required id="' + id + '-email" aria-describedby="' + id + '-message"></label>' +
      '<p id="' + id + '-message" class="bench-user-invalid-message">' + message + '</p>' +
      (next ? '<label><input type="checkbox" name="offers"> Personal offers</label>' : '');
    document.querySelector('#bench-references')?.append(element);
  };
  form('bench-user-invalid', true);
  form('bench-user-invalid-last', false);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('.bench-user-invalid-message { display: none; } .bench-user-invalid:has(:user-invalid) .bench-user-invalid-message { display: block; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})()`;

const withUserInvalid = async (page: Page): Promise<void> => {
  await addReferences(page);
  await page.evaluate(USER_INVALID_FIXTURE);
};

type RuleTarget = Pick<FirstResponseTarget, 'path' | 'width' | 'prepare' | 'act' | 'answered' | 'cpuRate'>;

/** The product's field: the case's text typed before the clock (the island woken or held), then Tab. */
const product = (awake: boolean, rule: RuleCase, cpuRate: number): RuleTarget => ({
  path: PAGE,
  width: 1440,
  cpuRate,
  prepare: async (page) => {
    await page.locator(EMAIL).click();
    if (awake) await page.locator('main [data-island="newsletter"][data-hydrated]').waitFor({ timeout: 60_000 });
    if (rule.typed) await page.keyboard.type(rule.typed);
  },
  act: (page) => page.keyboard.press('Tab'),
  answered: `return [...document.querySelectorAll('main .field__error-text')].some((line) => line.textContent === ${JSON.stringify(
    rule.message,
  )} && line.checkVisibility());`,
});

/** The reference's field (with a next field, or the page's last), an invalid address typed before the clock, then Tab. */
const reference = (id: 'bench-user-invalid' | 'bench-user-invalid-last', cpuRate: number): RuleTarget => ({
  path: PAGE,
  width: 1440,
  cpuRate,
  prepare: async (page) => {
    await page.locator(`#${id}-email`).click();
    await page.keyboard.type('anna@');
  },
  act: (page) => page.keyboard.press('Tab'),
  answered: `return document.querySelector('#${id}-message')?.checkVisibility() ?? false;`,
});

/**
 * The platform on the sign-up itself, the reference each answer is held against: the same page with every script
 * blocked, its e-mail field's error line carrying the message as the server renders one, revealed (with the error
 * frame) by `:user-invalid` alone. Tab lands on the next field as it does with script, and the page lays out and paints
 * what it does with script, so the ratio is what the product's script adds to the platform's own answer.
 */
const OWN_FIELD_FIXTURE = `(() => {
  const field = document.querySelector(${JSON.stringify(EMAIL)});
  const text = field && document.getElementById(field.id + '-error')?.querySelector('.field__error-text');
  if (text) text.textContent = ${JSON.stringify(INVALID_MESSAGE)};
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('.field:has(> .control > .control__input:user-invalid) > .field__error[hidden] { display: flex; }' +
    ' .control:has(> .control__input:user-invalid) { border-color: var(--color-error); background: var(--color-error-bg); }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
})()`;

const ownField = (cpuRate: number): RuleTarget => ({
  path: PAGE,
  width: 1440,
  cpuRate,
  prepare: async (page) => {
    await page.evaluate(OWN_FIELD_FIXTURE);
    await page.locator(EMAIL).click();
    await page.keyboard.type('anna@');
  },
  act: (page) => page.keyboard.press('Tab'),
  answered: `return [...document.querySelectorAll('main .field__error-text')].some((line) => line.textContent === ${JSON.stringify(
    INVALID_MESSAGE,
  )} && line.checkVisibility());`,
});

/** The CPU profiles: the bench's (4x) and the slow phone's (6x). */
export const CPU_PROFILES = { bench: 4, slowPhone: 6 } as const;

export interface RuleAnswerSamples {
  /** The product, by `<case> <asleep|awake> <cpu rate>` (e.g. `invalid asleep 4`). */
  readonly product: Record<string, number[]>;
  /** The platform on the sign-up's own field (scripts blocked), by CPU rate: the reference each answer is held against. */
  readonly reference: Record<number, number[]>;
  /** A bare form at the page's end, at 4x: with a next field, and as the page's last field. */
  readonly bareForm: number[];
  readonly lastFieldReference: number[];
}

/** What each run samples of the product: every case at 4x, and the invalid e-mail on the slow phone. */
export const PRODUCT_SAMPLES: ReadonlyArray<{ readonly rule: keyof typeof RULE_CASES; readonly cpuRate: number }> = [
  { rule: 'invalid', cpuRate: CPU_PROFILES.bench },
  { rule: 'required', cpuRate: CPU_PROFILES.bench },
  { rule: 'invalid', cpuRate: CPU_PROFILES.slowPhone },
];

export const productKey = (rule: keyof typeof RULE_CASES, awake: boolean, cpuRate: number): string =>
  `${rule} ${awake ? 'awake' : 'asleep'} ${cpuRate}`;

/**
 * Alternating cold samples (slow 4G): each product sample (asleep: the islands' code held, the first-load script
 * answers; awake: the island hydrated) followed by its reference at the same CPU rate, in an order that flips each run.
 */
export const sampleRuleAnswers = async (context: BrowserContext, baseUrl: string, runs: number): Promise<RuleAnswerSamples> => {
  const samples: RuleAnswerSamples = { product: {}, reference: {}, bareForm: [], lastFieldReference: [] };
  const hold = () => new Promise<void>(() => undefined);
  const push = (list: Record<string | number, number[]>, key: string | number, value: number): void => {
    (list[key] ??= []).push(value);
  };
  for (let run = 0; run < runs; run += 1) {
    const steps: Array<() => Promise<void>> = [];
    for (const { rule, cpuRate } of PRODUCT_SAMPLES) {
      for (const awake of [false, true]) {
        const own = async () => {
          // Asleep: the islands' code never arrives, so the island stays asleep for the whole sample.
          const handler = async () => hold();
          if (!awake) await context.route(ISLAND_CODE, handler);
          try {
            const sample = await sampleFirstResponse(context, baseUrl, product(awake, RULE_CASES[rule], cpuRate), withUserInvalid);
            push(samples.product, productKey(rule, awake, cpuRate), sample.responseMs);
          } finally {
            if (!awake) await context.unroute(ISLAND_CODE, handler);
          }
        };
        const native = async () => {
          const block = async (route: Route) => route.abort();
          await context.route(EVERY_SCRIPT, block);
          try {
            push(samples.reference, cpuRate, (await sampleFirstResponse(context, baseUrl, ownField(cpuRate), withUserInvalid)).responseMs);
          } finally {
            await context.unroute(EVERY_SCRIPT, block);
          }
        };
        steps.push(...(run % 2 === 0 ? [own, native] : [native, own]));
      }
    }
    steps.push(async () => {
      samples.bareForm.push(
        (await sampleFirstResponse(context, baseUrl, reference('bench-user-invalid', CPU_PROFILES.bench), withUserInvalid)).responseMs,
      );
      samples.lastFieldReference.push(
        (await sampleFirstResponse(context, baseUrl, reference('bench-user-invalid-last', CPU_PROFILES.bench), withUserInvalid)).responseMs,
      );
    });
    for (const step of steps) await step();
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
