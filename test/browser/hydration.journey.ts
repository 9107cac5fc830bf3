import { each, expect, test } from './support/fixtures';
import { COUNTRIES, COUNTRY_CODES } from '../../core/country/country';
import { LOCALES } from '../../core/country/locale';
import { formatCount, formatPercent } from '../../core/text/number-format';
import { pluralCategory } from '../../core/text/plural-message';
import { baseUrl, launch, openPage, type Session } from './support/browser';

/** A login token as the login service writes it: exp and ren in seconds, lid (spec 3.4). */
const loginToken = (): string => {
  const now = Math.floor(Date.now() / 1000);
  const payload = Buffer.from(JSON.stringify({ exp: now + 3600, ren: now + 1800, lid: 'lid-1' })).toString('base64url');
  return `${payload}.secret`;
};

/** The cookies that change the markup (spec 2.1, 2.2, 6, 3.4). */
const COOKIE_SETS: ReadonlyArray<readonly [string, Record<string, string>]> = [
  ['no cookies', {}],
  ['platform=smartphone', { platform: 'smartphone' }],
  ['affiliateNumber', { affiliateNumber: '4711' }],
  ['xc-app=new', { 'xc-app': 'new' }],
  ['a LoginToken', { LoginToken: loginToken() }],
  ['StaffAuthPresent', { StaffAuthPresent: 'true' }],
];

const HYDRATION_PROBLEM = /hydrat|did not match|mismatch|server rendered|Minified React error #4(18|19|21|23|25)/i;

/** The first client render must equal the server's HTML: React says so in the console when it does not. */
test.describe('hydration', () => {
  let session: Session;
  test.beforeAll(async () => {
    session = await launch();
  });
  test.afterAll(async () => {
    await session.close();
  });

  const problemsOn = async (path: string, width: number, cookies: Record<string, string>): Promise<string[]> => {
    const context = await session.context.browser()?.newContext({ viewport: { width, height: 900 } });
    if (!context) throw new Error('No browser.');
    await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl() })));
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${baseUrl()}${path}`);
    await page.locator('html[data-ready]').waitFor();
    // Every island woken (a focus inside each, as a shopper's first touch), then every one hydrated.
    const islands = await page.locator('[data-island]').count();
    expect(islands).toBeGreaterThan(0);
    await page.evaluate(() =>
      document.querySelectorAll('[data-island]').forEach((island) => island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))),
    );
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-island]')].every((island) => island.hasAttribute('data-hydrated')),
    );
    await page.waitForLoadState('networkidle');
    await context.close();
    return problems;
  };

  each(COUNTRY_CODES)('hydrates every island of %s as the server rendered it, at 375, 1024 and 1440 px', async (code) => {
    const path = code === 'DE' ? '/' : `/${COUNTRIES[code].slug}/`;
    for (const width of [375, 1024, 1440]) expect(await problemsOn(path, width, {}), `${code} at ${width} px`).toEqual([]);
  });

  each(['/subscribenewsletter', '/newsletter/confirm?token=x', '/newsletter/preferences?token=x', '/components'])(
    'hydrates every island of %s (DE and TR) as the server rendered it',
    async (route) => {
      for (const prefix of ['', '/tr']) expect(await problemsOn(`${prefix}${route}`, 375, {}), `${prefix}${route}`).toEqual([]);
    },
  );

  each(COOKIE_SETS)('matches the server HTML with %s, at 375 and 1440 px', async (_name, cookies) => {
    for (const width of [375, 1440]) expect(await problemsOn('/tr/', width, cookies), `${width} px`).toEqual([]);
  });

  // Copy numbers come from Intl (percent style, counts, plural forms): the server's Node and the browser must agree.
  test('formats percentages, counts and plural categories in Chromium as the server does, in every locale', async () => {
    const counts = [0, 1, 2, 3, 4, 5, 12, 14, 16, 18, 21, 22, 25, 100, 1000, 1.5];
    const inNode = LOCALES.map((locale) => [
      locale,
      formatPercent(locale, 10),
      formatPercent(locale, 12.5),
      ...counts.map((n) => `${formatCount(locale, n)}:${pluralCategory(locale, n)}`),
    ]);
    const { page } = await openPage(session, '/');
    // The same Intl calls as core/text/number-format.ts and plural-message.ts, made by Chromium.
    const inChromium = await page.evaluate(
      ({ locales, numbers }) =>
        locales.map((locale) => [
          locale,
          new Intl.NumberFormat(locale, { style: 'percent', useGrouping: false, maximumFractionDigits: 2 }).format(0.1),
          new Intl.NumberFormat(locale, { style: 'percent', useGrouping: false, maximumFractionDigits: 2 }).format(0.125),
          ...numbers.map(
            (n) =>
              `${new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 2 }).format(n)}:${new Intl.PluralRules(locale).select(n)}`,
          ),
        ]),
      { locales: [...LOCALES], numbers: counts },
    );
    await page.close();
    expect(inChromium).toEqual(inNode);
  });

  each([
    '/subscribenewsletter',
    '/components',
    '/newsletter/confirm?token=unknown',
    '/newsletter/preferences?token=unknown',
    '/at/contact',
    '/gibt-es-nicht',
  ])('matches the server HTML on %s', async (path) => {
    expect(await problemsOn(path, 1024, {})).toEqual([]);
  });
});
