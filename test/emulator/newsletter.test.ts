import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { allTextsShown } from './support/legal-texts-shown';

const INTERNAL = '/service/newsletter/api/internal';
const PRIVATE = '/service/newsletter/api/private';
type Mail = { kind: string; body: string; recipient: string; subject: string; link: string; preferencesLink: string; time: string };

describe('emulated newsletter service', () => {
  let emulator: RunningEmulator;
  beforeEach(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null });
  });
  afterEach(async () => {
    await emulator.close();
  });

  const signUp = (body: Record<string, unknown>, site = 'DE', base = INTERNAL) =>
    fetch(`${emulator.url}${base}/newsletter-subscribers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Site': site, 'X-Original-Address': 'http://shop.test/subscribenewsletter' },
      body: JSON.stringify({ consents: [], origin: 'onsite', originAddition: 'subsite', legalTextsShown: allTextsShown(site), ...body }),
    });
  const outbox = async (recipient: string): Promise<Mail[]> =>
    (await (await fetch(`${emulator.url}/emulator/api/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as Mail[];
  const tokenOf = (mail: Mail | undefined): string => new URL(mail?.link ?? 'http://x/').searchParams.get('token') ?? '';
  const cookieOf = (response: Response): string => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const psdata = async (cookie: string) =>
    (await (
      await fetch(`${emulator.url}/service/customerfrontenddata/api/v1/psdata`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie },
      })
    ).json()) as { newsletterStatus: string };
  const confirm = (token: string, site = 'DE') =>
    fetch(`${emulator.url}${INTERNAL}/newsletter-subscribers/${encodeURIComponent(token)}/doi`, {
      method: 'PUT',
      headers: { 'X-Site': site },
    });
  const typeOf = async (response: Response): Promise<string> => ((await response.json()) as { type: string }).type;

  it('creates a subscriber waiting for the double opt-in, sets the visitor cookie and mails the confirmation link', async () => {
    const response = await signUp({ email: 'lena@example.org' });
    expect(response.status).toBe(201);
    const cookie = cookieOf(response);
    expect(cookie).toMatch(/^NewsletterSubscriber=[\w-]{20,}$/);
    expect(response.headers.get('set-cookie')).toMatch(/Path=\/; SameSite=Lax/);
    expect((await psdata(cookie)).newsletterStatus).toBe('WAITING_FOR_DOI');
    const [mail] = await outbox('lena@example.org');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung');
    expect(mail?.link).toMatch(new RegExp(`^${emulator.url}/newsletter/confirm\\?token=[\\w-]+$`));
    expect(Number.isNaN(Date.parse(mail?.time ?? ''))).toBe(false);
    // The mailed token is not the cookie's: knowing the cookie does not confirm anything.
    expect(cookie).not.toContain(tokenOf(mail));
  });

  it('links a storefront’s mail to that storefront’s own address, never through a ?country= redirect', async () => {
    expect((await signUp({ email: 'ola@example.org', salutation: 'MRS', firstName: 'Ola', lastName: 'Nowak' }, 'PL')).status).toBe(201);
    const [mail] = await outbox('ola@example.org');
    expect(mail?.link).toMatch(new RegExp(`^${emulator.url}/pl/newsletter/confirm\\?token=[\\w-]+$`));
    expect(mail?.preferencesLink).toMatch(new RegExp(`^${emulator.url}/pl/newsletter/preferences\\?token=[\\w-]+$`));
  });

  it('confirms with the mailed token once; a used or unknown token is a typed 4xx', async () => {
    await signUp({ email: 'max@example.org' });
    const token = tokenOf((await outbox('max@example.org'))[0]);
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect((await psdata(cookieOf(confirmed))).newsletterStatus).toBe('SUBSCRIBED');
    const again = await confirm(token);
    expect(again.status).toBe(409);
    expect(await typeOf(again)).toBe('urn:newsletter:already_confirmed');
    const unknown = await confirm('no-such-token');
    expect(unknown.status).toBe(404);
    expect(await typeOf(unknown)).toBe('urn:newsletter:subscriber_not_found');
    expect((await confirm(token, 'TR')).status).toBe(404);
  });

  it('mails the welcome voucher the confirmation page promises, once, in the storefront’s language (spec 1: welcome discount)', async () => {
    await signUp({ email: 'wanda@example.org' });
    expect((await outbox('wanda@example.org')).map((mail) => mail.kind)).toEqual(['confirmation']);
    const token = tokenOf((await outbox('wanda@example.org'))[0]);
    expect((await confirm(token)).status).toBe(200);
    const [welcome, ...earlier] = await outbox('wanda@example.org');
    expect(earlier.map((mail) => mail.kind)).toEqual(['confirmation']);
    expect(welcome?.kind).toBe('welcome');
    expect(welcome?.subject).toBe('Willkommen beim Newsletter von Bohne & Haus – Ihr Gutschein');
    expect(welcome?.body).toMatch(/Gutscheincode: [A-Z0-9]{8}\n/);
    expect(welcome?.preferencesLink).toMatch(new RegExp(`^${emulator.url}/newsletter/preferences\\?token=[\\w-]+$`));
    // A second confirmation is refused and mails nothing.
    expect((await confirm(token)).status).toBe(409);
    expect(await outbox('wanda@example.org')).toHaveLength(2);
    await signUp({ email: 'emir@example.com.tr', firstName: 'Emir', lastName: 'Kaya' }, 'TR');
    await confirm(tokenOf((await outbox('emir@example.com.tr'))[0]), 'TR');
    expect((await outbox('emir@example.com.tr'))[0]?.subject).toBe('Bohne & Haus bültenine hoş geldiniz – kuponunuz');
  });

  it('validates with the spec rules: an invalid address is urn:newsletter:email_invalid, HU needs salutation and names', async () => {
    const invalid = await signUp({ email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(await typeOf(invalid)).toBe('urn:newsletter:email_invalid');
    expect(await typeOf(await signUp({ email: `${'a'.repeat(252)}@x.de` }))).toBe('urn:newsletter:email_invalid');
    const hu = await signUp({ email: 'zs@example.hu', firstName: 'Zsófia' }, 'HU');
    expect(hu.status).toBe(400);
    expect(((await hu.json()) as { detail: string }).detail).toBe('salutation: required; lastName: required');
    expect(await typeOf(await signUp({ email: 'x@example.org', firstName: 'visit www.spam.com' }))).toBe('urn:newsletter:invalid_field');
    expect((await signUp({ email: 'zs@example.hu', salutation: 'MRS', firstName: 'Zsófia', lastName: 'Nagy' }, 'HU')).status).toBe(201);
  });

  it('answers a malformed payload or an unknown site with a typed 400, never a 500', async () => {
    expect(await typeOf(await signUp({ email: 42 }))).toBe('urn:newsletter:invalid_request');
    expect(await typeOf(await signUp({ email: 'a@b.de', consents: ['EVERYTHING'] }))).toBe('urn:newsletter:invalid_request');
    expect(await typeOf(await signUp({ email: 'a@b.de' }, 'XX'))).toBe('urn:newsletter:invalid_site');
    const broken = await fetch(`${emulator.url}${INTERNAL}/newsletter-subscribers`, {
      method: 'POST',
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });

  it('never duplicates an address: an unconfirmed repeat mails a new link, a confirmed one gets a notice instead', async () => {
    await signUp({ email: 'Dora@Example.org' });
    const repeat = await signUp({ email: 'dora@example.org', consents: ['DNE'] });
    expect(repeat.status).toBe(201);
    expect(await outbox('dora@example.org')).toHaveLength(2);
    const [second, first] = await outbox('dora@example.org');
    expect(tokenOf(first)).not.toBe(tokenOf(second));
    await confirm(tokenOf(first));
    expect((await signUp({ email: 'dora@example.org' })).status).toBe(201);
    const mails = await outbox('dora@example.org');
    expect(mails.map((mail) => mail.kind)).toEqual(['already_subscribed', 'welcome', 'confirmation', 'confirmation']);
    expect(mails[0]?.link).toBe('');
    const control = await (await fetch(`${emulator.url}/emulator/`)).text();
    expect(control.match(/Dora@example\.org/g)).toHaveLength(1);
  });

  it('keeps proof of consent: consents, legal texts, origin, times and client address, on the control page', async () => {
    await signUp(
      { email: 'ayse@example.com.tr', firstName: 'Ayşe', lastName: 'Yılmaz', consents: ['DNE'], originAddition: 'footer' },
      'TR',
    );
    await confirm(tokenOf((await outbox('ayse@example.com.tr'))[0]), 'TR');
    const control = await (await fetch(`${emulator.url}/emulator/`)).text();
    expect(control).toContain('ayse@example.com.tr');
    expect(control).toContain('onsite:footer');
    // The payload carries no commercial-message consent, so the proof does not claim one.
    expect(control).not.toContain('Ticari elektronik ileti almayı kabul ediyorum.');
    expect(control).toContain('Kaydınızı 14 gün içinde onaylamazsanız verileriniz silinir.');
    expect(control).toContain('Evet, ilgi alanlarıma göre hazırlanmış kişisel teklifler almak istiyorum.');
    expect(control).toContain('127.0.0.1');
    expect(control).toContain('http://shop.test/subscribenewsletter');
  });

  it('limits sign-ups per address and per client with a 429 and Retry-After, until reset', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signUp({ email: 'busy@example.org' })).status).toBeLessThan(300);
    const limited = await signUp({ email: 'busy@example.org' });
    expect(limited.status).toBe(429);
    expect(await typeOf(limited)).toBe('urn:newsletter:too_many_requests');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 25; i += 1) expect((await signUp({ email: `p${i}@example.org` })).status).toBe(201);
    expect((await signUp({ email: 'one-more@example.org' })).status).toBe(429);
    await fetch(`${emulator.url}/emulator/api/newsletter/rate-limits/reset`, { method: 'POST' });
    expect((await signUp({ email: 'one-more@example.org' })).status).toBe(201);
  });

  it('deletes TR sign-ups left unconfirmed for 14 days by the emulator clock, and only those', async () => {
    await fetch(`${emulator.url}/emulator/api/clock/advance`, { method: 'POST', body: JSON.stringify({ days: 0 }) });
    const tr = await signUp({ email: 'emre@example.com.tr', firstName: 'Emre', lastName: 'Kaya' }, 'TR');
    await signUp({ email: 'paul@example.org' }, 'DE');
    const advance = (days: number) =>
      fetch(`${emulator.url}/emulator/api/clock/advance`, { method: 'POST', body: JSON.stringify({ days }) });
    await advance(13);
    expect((await psdata(cookieOf(tr))).newsletterStatus).toBe('WAITING_FOR_DOI');
    await advance(1);
    expect((await psdata(cookieOf(tr))).newsletterStatus).toBe('NONE');
    expect((await confirm(tokenOf((await outbox('emre@example.com.tr'))[0]), 'TR')).status).toBe(404);
    // DE keeps the unconfirmed sign-up; only its link has expired (72 hours).
    expect(await typeOf(await confirm(tokenOf((await outbox('paul@example.org'))[0])))).toBe('urn:newsletter:link_expired');
  });

  it('shows and updates a subscriber by token, validating names with the core rules', async () => {
    await signUp({ email: 'ida@example.org' }, 'AT');
    const token = new URL((await outbox('ida@example.org'))[0]?.preferencesLink ?? 'http://x/').searchParams.get('token') ?? '';
    const url = `${emulator.url}${PRIVATE}/newsletter-subscribers/${token}`;
    expect(await (await fetch(url)).json()).toEqual({ email: 'ida@example.org', status: 'WAITING_FOR_DOI', topics: [], consents: [] });
    const put = (body: unknown) =>
      fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put({ topics: ['COFFEE', 'SPORT'], firstName: 'Ida', salutation: 'MRS' })).status).toBe(200);
    expect(await (await fetch(url)).json()).toMatchObject({ topics: ['COFFEE', 'SPORT'], firstName: 'Ida', salutation: 'MRS' });
    expect(await typeOf(await put({ topics: ['NOT_A_TOPIC'] }))).toBe('urn:newsletter:invalid_request');
    expect(await typeOf(await put({ topics: [], lastName: 'http://x.de' }))).toBe('urn:newsletter:invalid_field');
    // Unsubscribed: the subscriber is gone, the link says so (410) instead of "unknown" (404), in its storefront only.
    expect((await fetch(url, { method: 'DELETE', headers: { 'X-Requested-With': 'XMLHttpRequest' } })).status).toBe(200);
    const again = await fetch(url);
    expect(again.status).toBe(410);
    expect(await typeOf(again)).toBe('urn:newsletter:unsubscribed');
    expect((await fetch(url, { headers: { 'X-Site': 'PL' } })).status).toBe(404);
  });

  it('answers base data for a live LoginToken on the private path only', async () => {
    const login = await fetch(`${emulator.url}/service/login/api/v1/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: JSON.stringify({ email: 'anna@example.com', password: 'Kaffee123!' }),
    });
    const cookie = (name: string) =>
      (login.headers.getSetCookie().find((c) => c.startsWith(`${name}=`)) ?? '').split(';')[0]?.slice(name.length + 1) ?? '';
    const loginToken = cookie('LoginToken');
    const session = `LoginSession=${cookie('LoginSession')}`;
    const data = await fetch(`${emulator.url}${PRIVATE}/customers/base-data`, { headers: { 'X-LoginToken': loginToken, Cookie: session } });
    expect(await data.json()).toEqual({
      email: 'anna@example.com',
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Schmidt',
      consents: ['DNE'],
    });
    const anonymous = await fetch(`${emulator.url}${PRIVATE}/customers/base-data`);
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${emulator.url}${PRIVATE}/customers/base-data`, { headers: { 'X-LoginToken': loginToken } })).status).toBe(401);
    expect(
      (await fetch(`${emulator.url}${INTERNAL}/customers/base-data`, { headers: { 'X-LoginToken': loginToken, Cookie: session } })).status,
    ).toBe(404);
  });

  it('fails every call with a typed 503 while the control-page outage switch is on', async () => {
    await fetch(`${emulator.url}/emulator/api/newsletter/outage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'enabled=true',
    });
    const failing = await signUp({ email: 'late@example.org' });
    expect(failing.status).toBe(503);
    expect(await typeOf(failing)).toBe('urn:newsletter:unavailable');
    await fetch(`${emulator.url}/emulator/api/newsletter/outage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"enabled":false}',
    });
    expect((await signUp({ email: 'late@example.org' })).status).toBe(201);
  });

  it('serves the form images and lists the outbox as a page', async () => {
    const image = await fetch(`${emulator.url}/service/newsletterfrontend/newslettersubscriptionform/968760586326d734.jpg`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(`${emulator.url}/service/newsletterfrontend/newslettersubscriptionform/nope.jpg`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/service/newsletterfrontend/newslettersubscriptionform/..%2Fx.jpg`)).status).toBe(404);
    await signUp({ email: 'mia@example.org' });
    const page = await (await fetch(`${emulator.url}/emulator/outbox`)).text();
    expect(page).toContain('mia@example.org');
    expect(page).toContain('/newsletter/confirm?token=');
  });
});
