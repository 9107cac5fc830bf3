import { postFrom } from '../support/post-from';
import type { BrowserContext, Page } from '@playwright/test';
import { LOGIN_PATHS } from '../../core/session/login-paths';
import { allTextsShown } from '../emulator/support/legal-texts-shown';
import type { CdnStack } from './support/behind-cdn';
import { currentWorker, expect, test } from './support/fixtures';
import { STAFF } from './support/preview-staff';

// Every call a shopper's browser makes, with JavaScript, through the shop as docs/deployment.md deploys it: Varnish
// running deploy/varnish/storefront.vcl in front of the built entry and the services (the services trust Varnish's
// X-Forwarded-For and take the shop's public origin as their pages' own). Each journey checks what the shopper sees,
// and that every service call of the page went to the shop's public origin and was passed by Varnish (X-Cache: PASS).

const cdn = (): CdnStack => {
  const stack = currentWorker().cdn;
  if (!stack) throw new Error('behind-cdn journeys run in the behind-cdn project (playwright.config.ts).');
  return stack;
};

/** A service call the page made: where it went and whether Varnish passed it. */
interface ServiceCall {
  readonly origin: string;
  readonly method: string;
  readonly path: string;
  readonly cache: string | undefined;
}

/** A new visitor with JavaScript, whose service calls (any /service/ address on any origin) are recorded. */
const shopper = async (): Promise<{ context: BrowserContext; page: Page; calls: ServiceCall[] }> => {
  const context = await currentWorker().browser.newContext({ viewport: { width: 1440, height: 900 } });
  const calls: ServiceCall[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/service/') || response.request().resourceType() === 'document') return;
    calls.push({ origin: url.origin, method: response.request().method(), path: url.pathname, cache: response.headers()['x-cache'] });
  });
  return { context, page: await context.newPage(), calls };
};

/** The calls of these paths (a prefix each), as "METHOD path-prefix", each through Varnish. */
const expectThroughCdn = (calls: readonly ServiceCall[], expected: readonly string[]): void => {
  for (const call of calls) expect(call, `${call.method} ${call.path}`).toMatchObject({ origin: cdn().url, cache: 'PASS' });
  for (const wanted of expected) {
    const [method, prefix = ''] = wanted.split(' ');
    expect(
      calls.some((call) => call.method === method && call.path.startsWith(prefix)),
      `${wanted} among ${calls.map((c) => `${c.method} ${c.path}`).join(', ')}`,
    ).toBe(true);
  }
};

interface Mail {
  readonly link: string;
  readonly preferencesLink: string;
  readonly headers: Readonly<Record<string, string>>;
}
const mailsTo = async (recipient: string): Promise<Mail[]> =>
  (await (await fetch(`${cdn().emulator.url}/emulator/api/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as Mail[];

const freshAddress = (prefix: string): string => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

/** Signs in from the header's dialog. */
const signIn = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' });
  await dialog.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await dialog.getByRole('textbox', { name: 'Passwort', exact: true }).fill(password);
  await dialog.locator('form.sign-in button[type="submit"]').click();
};

const setLogin = async (settings: Record<string, unknown>): Promise<void> => {
  const response = await fetch(`${cdn().emulator.url}/emulator/api/login/settings`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(settings),
  });
  expect(response.status).toBe(200);
};

test.describe.configure({ mode: 'serial' });

test('a shopper signs in, stays signed in past the renewal time and signs out with JavaScript, every call through the CDN', async () => {
  await setLogin({ loginRenewAfterSeconds: 2, loginLifetimeSeconds: 900 });
  const { context, page, calls } = await shopper();
  try {
    await context.clock.install();
    await page.goto(`${cdn().url}/`);
    await page.locator('html[data-ready]').waitFor();
    await signIn(page, 'anna@example.com', 'Kaffee123!');
    // A sign-in closes the dialog and the header says so.
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Willkommen zurück! Sie sind jetzt angemeldet.');
    const signOut = page.getByRole('banner').getByRole('button', { name: 'Abmelden' });
    await signOut.waitFor();
    // Past the renew time for the services (their clock) and the page (its clock), with the shopper active.
    const token = async () => (await context.cookies()).find((cookie) => cookie.name === 'LoginToken')?.value;
    const first = await token();
    const advanced = await fetch(`${cdn().emulator.url}/emulator/api/clock/advance`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ days: 5 / 86_400 }),
    });
    expect(advanced.status).toBe(200);
    await page.locator('main').click({ position: { x: 2, y: 2 } });
    await page.clock.fastForward('03:00');
    await expect.poll(token, { timeout: 10_000 }).not.toBe(first);
    await expect(signOut).toBeVisible();
    await signOut.click();
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).waitFor();
    expectThroughCdn(calls, [`POST ${LOGIN_PATHS.login}`, `POST ${LOGIN_PATHS.renew}`, `POST ${LOGIN_PATHS.logout}`]);
  } finally {
    await context.close();
    await setLogin({ loginRenewAfterSeconds: 600, loginLifetimeSeconds: 1800 });
  }
});

test('one client’s failed sign-ins, through the CDN or around it, never lock another shopper out', async () => {
  const login = { email: 'ben@example.com', password: 'wrong' };
  // A script at another address guesses through Varnish, forging the header that names the visitor: it locks itself out.
  const statuses: number[] = [];
  for (let i = 0; i < 25; i += 1)
    statuses.push(await postFrom('127.0.0.2', cdn().url, LOGIN_PATHS.login, login, { 'X-Forwarded-For': '127.0.0.1' }));
  expect(statuses.at(-1)).toBe(429);
  // Another straight at the services, naming the shopper's address: not the CDN, so its header is ignored.
  for (let i = 0; i < 25; i += 1)
    await postFrom('127.0.0.3', cdn().emulator.url, LOGIN_PATHS.login, login, { 'X-Forwarded-For': '127.0.0.1' });
  const { context, page, calls } = await shopper();
  try {
    await page.goto(`${cdn().url}/`);
    await page.locator('html[data-ready]').waitFor();
    await signIn(page, 'ben@example.com', 'Bohne2024!');
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('Willkommen zurück! Sie sind jetzt angemeldet.');
    expectThroughCdn(calls, [`POST ${LOGIN_PATHS.login}`]);
  } finally {
    await context.close();
  }
});

test('a shopper signs up on the sign-up page, confirms, chooses topics and unsubscribes with JavaScript, every call through the CDN', async () => {
  // A script at another address signs up as often as the services allow one client: the shopper is another client.
  const signUp = { consents: [], origin: 'onsite', originAddition: 'subsite', legalTextsShown: allTextsShown('DE') };
  let status = 0;
  for (let i = 0; i < 40 && status !== 429; i += 1)
    status = await postFrom(
      '127.0.0.2',
      cdn().url,
      '/service/newsletter/api/internal/newsletter-subscribers',
      {
        ...signUp,
        email: freshAddress('script'),
      },
      { 'X-Site': 'DE', Origin: cdn().url },
    );
  expect(status).toBe(429);

  const address = freshAddress('cdn');
  const { context, page, calls } = await shopper();
  try {
    await page.goto(`${cdn().url}/subscribenewsletter`);
    await page.locator('html[data-ready]').waitFor();
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address);
    await main.getByRole('button', { name: 'Abonnieren' }).click();
    await main.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect(await main.getByText(address).count()).toBe(1);

    // The mail links to the shop's public origin.
    const [mail] = await mailsTo(address);
    expect(mail?.link.startsWith(`${cdn().url}/newsletter/confirm?token=`)).toBe(true);
    await page.goto(mail?.link ?? '');
    await page.locator('html[data-ready]').waitFor();
    await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vielen Dank – Ihre Anmeldung ist bestätigt!' }).waitFor();

    // Its one List-Unsubscribe address, opened by a reader, shows the preferences page (a one-click POST unsubscribes).
    const [unsubscribe = ''] = /<([^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.slice(1) ?? [];
    await page.goto(unsubscribe);
    expect(page.url()).toBe(mail?.preferencesLink);
    await page.getByRole('heading', { level: 1, name: 'Newsletter-Einstellungen' }).waitFor();
    await page.locator('html[data-ready]').waitFor();
    await page.getByRole('checkbox', { name: 'Kaffee' }).check();
    await page.getByRole('button', { name: 'Einstellungen speichern' }).click();
    await page.getByText('Ihre Einstellungen wurden gespeichert.').waitFor();
    const token = new URL(mail?.preferencesLink ?? '').searchParams.get('token') ?? '';
    const kept = await fetch(`${cdn().url}/service/newsletter/api/internal/newsletter-subscribers/${encodeURIComponent(token)}`);
    expect(((await kept.json()) as { topics: string[] }).topics).toContain('COFFEE');
    await page.getByRole('button', { name: 'Newsletter abbestellen' }).click();
    await page.getByText('Sie haben den Newsletter abbestellt. Wir senden Ihnen keine Newsletter mehr.').waitFor();
    expectThroughCdn(calls, [
      'POST /service/newsletter/api/internal/newsletter-subscribers',
      'PUT /service/newsletter/api/internal/newsletter-subscribers/',
      'DELETE /service/newsletter/api/',
    ]);
  } finally {
    await context.close();
  }
});

test('a reader signs up with the widget on a partner’s page, its calls going to the shop through the CDN', async () => {
  const address = freshAddress('widget');
  const { context, page, calls } = await shopper();
  try {
    await page.goto(`${cdn().partnerUrl}/?country=de`);
    const widget = page.locator('storefront-newsletter[country="de"]');
    // The widget's markup in place of the fallback form (whose field has the same name) before anything is typed.
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).waitFor();
    await widget.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(address);
    await widget.getByRole('button', { name: 'Rechtliche Hinweise zum Newsletter' }).waitFor();
    // Awake before the submit: a submit held while the widget wakes is partner-widget.journey.ts's subject, not this one's.
    await page.locator('storefront-newsletter[country="de"][data-hydrated]').waitFor();
    await widget.getByRole('button', { name: 'Abonnieren', exact: true }).click();
    await widget.getByRole('heading', { name: 'Fast geschafft!' }).waitFor();
    expect((await mailsTo(address)).length).toBe(1);
    expectThroughCdn(calls, ['POST /service/newsletter/api/internal/newsletter-subscribers']);
  } finally {
    await context.close();
  }
});

test('staff preview the shop on another date with JavaScript, every preview call through the CDN', async () => {
  // Staff sign in on the emulator's control page (its cookies belong to the shop's host name, as in production).
  const signingIn = await currentWorker().browser.newContext({ javaScriptEnabled: false });
  const control = await signingIn.newPage();
  await control.goto(`${cdn().emulator.url}/emulator/`);
  const form = control.locator('form[action="/emulator/api/staff/login"]');
  await form.getByLabel('User name').fill(STAFF.username);
  await form.getByLabel('Password').fill(STAFF.password);
  await form.getByRole('button', { name: 'Sign in as staff' }).click();
  await control.waitForURL(`${cdn().emulator.url}/`);
  const staffCookies = await signingIn.cookies();
  await signingIn.close();
  const { context, page, calls } = await shopper();
  try {
    await context.addCookies(staffCookies);
    await page.goto(`${cdn().url}/`);
    await page.locator('html[data-ready]').waitFor();
    await page.getByRole('button', { name: 'Preview settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings', exact: true });
    await expect
      .poll(() => dialog.getByText('Active tests found.').or(dialog.getByText('No active tests for this date.')).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    // The platform's date and time inputs take their values whole (YYYY-MM-DD, HH:MM).
    await dialog.getByLabel('Date', { exact: false }).fill('2026-12-24');
    await dialog.getByLabel('Time', { exact: false }).fill('10:00');
    await dialog.getByText('Active tests found.').waitFor();
    await dialog.getByRole('combobox', { name: 'Name' }).selectOption('christmas-teaser');
    await dialog.getByRole('combobox', { name: 'Group' }).selectOption('snow');
    await dialog.getByRole('button', { name: 'Set preview settings' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Settings applied successfully.' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('staff-bar-group').textContent()).toBe('christmas-teaser: snow');
    expectThroughCdn(calls, ['GET /service/abtestfrontend/api/v1/gettestsat', 'POST /service/preview/api/token']);
  } finally {
    await context.close();
  }
});
