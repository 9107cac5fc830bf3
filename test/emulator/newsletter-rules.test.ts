import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { allTextsShown } from './support/legal-texts-shown';

const INTERNAL = '/service/newsletter/api/internal';
const PRIVATE = '/service/newsletter/api/private';
const PARTNER = 'https://blog.example';
type Mail = { kind: string; recipient: string; subject: string; link: string; preferencesLink: string; headers: Record<string, string> };

describe('emulated newsletter service: the rules a real mailing service keeps', () => {
  let emulator: RunningEmulator;
  beforeEach(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null, config: { embeddingOrigins: [PARTNER] } });
  });
  afterEach(async () => {
    await emulator.close();
  });

  const signUp = (body: Record<string, unknown>, site = 'DE', headers: Record<string, string> = {}) =>
    fetch(`${emulator.url}${INTERNAL}/newsletter-subscribers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Site': site, ...headers },
      body: JSON.stringify({ consents: [], origin: 'onsite', originAddition: 'subsite', legalTextsShown: allTextsShown(site), ...body }),
    });
  const outbox = async (recipient?: string): Promise<Mail[]> =>
    (await (
      await fetch(`${emulator.url}/emulator/api/outbox${recipient ? `?recipient=${encodeURIComponent(recipient)}` : ''}`)
    ).json()) as Mail[];
  const tokenIn = (link: string | undefined): string => new URL(link || 'http://x/').searchParams.get('token') ?? '';
  const confirm = (token: string) =>
    fetch(`${emulator.url}${INTERNAL}/newsletter-subscribers/${encodeURIComponent(token)}/doi`, {
      method: 'PUT',
      headers: { 'X-Site': 'DE' },
    });
  const subscriber = (token: string) => fetch(`${emulator.url}${PRIVATE}/newsletter-subscribers/${encodeURIComponent(token)}`);
  const typeOf = async (response: Response): Promise<string> => ((await response.json()) as { type: string }).type;
  const psdata = async (cookie: string) =>
    (
      (await (
        await fetch(`${emulator.url}/service/customerfrontenddata/api/v1/psdata`, {
          headers: { 'X-Requested-With': 'XMLHttpRequest', Cookie: cookie },
        })
      ).json()) as { newsletterStatus: string }
    ).newsletterStatus;
  const advanceHours = (hours: number) =>
    fetch(`${emulator.url}/emulator/api/clock/advance`, { method: 'POST', body: JSON.stringify({ days: hours / 24 }) });
  /** The parts of an answer that must not differ between a new and a known address. */
  const shape = async (response: Response) => ({
    status: response.status,
    body: await response.text(),
    cookie: (response.headers.get('set-cookie') ?? '').replace(/=[\w-]+;/, '=<token>;'),
  });

  it('stores, compares and rate-limits an address trimmed of Unicode spaces, with its domain in lower case', async () => {
    const variants = [
      ' same@example.com',
      'same@example.com ',
      '\tsame@Example.COM',
      '\u00a0same@example.com\u2003',
      '\u202fsame@EXAMPLE.com\ufeff',
    ];
    for (const email of variants) expect((await signUp({ email })).status).toBe(201);
    const control = await (await fetch(`${emulator.url}/emulator/`)).text();
    expect(control.match(/same@example\.com/g)).toHaveLength(1);
    expect(new Set((await outbox()).map((mail) => mail.recipient))).toEqual(new Set(['same@example.com']));
    // Five sign-ups of the one address: the sixth, in yet another spelling, is over the per-address limit.
    expect((await signUp({ email: 'same@example.com\u00a0' })).status).toBe(429);
  });

  it('gives each sign-up of a pending address its own request and token; a link confirms only its own consents', async () => {
    await signUp({ email: 'pending@example.org', firstName: 'First', consents: [] });
    await signUp({ email: 'pending@example.org', firstName: 'Second', consents: ['DNE'] });
    const [second, first] = await outbox('pending@example.org');
    expect(tokenIn(first?.link)).not.toBe(tokenIn(second?.link));
    expect((await confirm(tokenIn(first?.link))).status).toBe(200);
    const stored = await (await subscriber(tokenIn(first?.preferencesLink))).json();
    expect(stored).toMatchObject({ status: 'SUBSCRIBED', firstName: 'First', consents: [] });
    // The second request's link cannot confirm the other sender's choices any more.
    expect(await typeOf(await confirm(tokenIn(second?.link)))).toBe('urn:newsletter:already_confirmed');
  });

  it('answers a new, a pending and a subscribed address alike; the subscribed one gets an "already subscribed" mail', async () => {
    const fresh = await shape(await signUp({ email: 'new@example.org' }));
    await signUp({ email: 'known@example.org' });
    const pending = await shape(await signUp({ email: 'known@example.org' }));
    expect(pending).toEqual(fresh);
    await confirm(tokenIn((await outbox('known@example.org'))[0]?.link));
    const again = await signUp({ email: 'known@example.org' });
    const cookie = (again.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(await shape(again)).toEqual(fresh);
    // Whoever typed the address learns nothing from psdata either.
    expect(await psdata(cookie)).toBe('WAITING_FOR_DOI');
    const [notice] = await outbox('known@example.org');
    expect(notice).toMatchObject({ kind: 'already_subscribed', subject: 'Diese E-Mail-Adresse ist bereits angemeldet', link: '' });
  });

  it('records in the proof of consent only the consents the request carried', async () => {
    expect((await signUp({ email: 'plain@example.com.tr', firstName: 'Ece', lastName: 'Demir', consents: [] }, 'TR')).status).toBe(201);
    const control = await (await fetch(`${emulator.url}/emulator/`)).text();
    expect(control).toContain('plain@example.com.tr');
    // The texts the widget showed are kept; no consent the payload lacked is claimed.
    expect(control).toContain('Kaydınızı 14 gün içinde onaylamazsanız verileriniz silinir.');
    expect(control).not.toContain('Ticari elektronik ileti almayı kabul ediyorum.');
    expect(control).not.toContain('Evet, ilgi alanlarıma göre hazırlanmış kişisel teklifler almak istiyorum.');
  });

  it('refuses a sign-up whose required texts were not on the screen, and records exactly the texts reported', async () => {
    const proof = async (recipient: string) =>
      (await (await fetch(`${emulator.url}/emulator/api/newsletter/proof?recipient=${encodeURIComponent(recipient)}`)).json()) as Array<{
        legalTexts: string[];
      }>;
    // A bare API call names no text: nothing was shown, nothing is recorded, no mail goes out.
    const bare = await signUp({ email: 'bare@example.org', legalTextsShown: undefined }, 'CZ');
    expect(bare.status).toBe(400);
    expect(await bare.json()).toEqual({
      type: 'urn:newsletter:legal_texts_not_shown',
      detail: 'A sign-up needs these texts on the screen before it is sent: MINIMUM_AGE, PRIVACY_HINT (legalTextsShown lists what was).',
    });
    expect(await outbox('bare@example.org')).toEqual([]);
    // The legal notice collapsed: only the privacy hint was on the screen; TR also needs its 14-day deletion text.
    const collapsed = await signUp(
      { email: 'kisa@example.com.tr', firstName: 'Ece', lastName: 'Demir', legalTextsShown: ['PRIVACY_HINT'] },
      'TR',
    );
    expect(await typeOf(collapsed)).toBe('urn:newsletter:legal_texts_not_shown');
    const ageOnly = ['MINIMUM_AGE', 'PRIVACY_HINT'];
    const noDeletion = await signUp({ email: 'kisa@example.com.tr', firstName: 'Ece', lastName: 'Demir', legalTextsShown: ageOnly }, 'TR');
    expect(await typeOf(noDeletion)).toBe('urn:newsletter:legal_texts_not_shown');
    expect(await proof('kisa@example.com.tr')).toEqual([]);
    // A text the storefront's form does not have is a bad request, not a proof.
    expect(await typeOf(await signUp({ email: 'de@example.org', legalTextsShown: [...ageOnly, 'UNCONFIRMED_DELETION'] }))).toBe(
      'urn:newsletter:invalid_request',
    );
    // The required texts without the notice's first paragraph: accepted, and the proof claims those two, in the storefront's words.
    expect((await signUp({ email: 'jana@example.org', legalTextsShown: ['PRIVACY_HINT', 'MINIMUM_AGE'] }, 'SK')).status).toBe(201);
    expect((await proof('jana@example.org'))[0]?.legalTexts).toEqual([
      'Prihlásením potvrdzujete, že máte aspoň 18 rokov.',
      'Ako spracúvame vaše údaje, sa dozviete v našich zásadách ochrany osobných údajov.',
    ]);
  });

  it('requires a JSON body and refuses cross-site sign-ups with 403 JSON', async () => {
    const post = (
      headers: Record<string, string>,
      body = JSON.stringify({
        email: 'victim@example.org',
        consents: [],
        origin: 'onsite',
        originAddition: 'subsite',
        legalTextsShown: allTextsShown('DE'),
      }),
    ) => fetch(`${emulator.url}${INTERNAL}/newsletter-subscribers`, { method: 'POST', headers: { 'X-Site': 'DE', ...headers }, body });
    const text = await post({ 'Content-Type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await typeOf(text)).toBe('urn:newsletter:unsupported_media_type');
    expect((await post({ 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=victim@example.org')).status).toBe(415);
    const foreign = await post({ 'Content-Type': 'application/json', Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-type')).toMatch(/application\/json/);
    expect(await typeOf(foreign)).toBe('urn:newsletter:origin_not_allowed');
    expect((await post({ 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(await outbox('victim@example.org')).toHaveLength(0);
    expect(
      (await post({ 'Content-Type': 'application/json; charset=utf-8', Origin: emulator.url, 'Sec-Fetch-Site': 'same-origin' })).status,
    ).toBe(201);
  });

  it('answers CORS for the embedding origins only, and tells any other origin which ones may embed the sign-up', async () => {
    const preflight = (origin: string) =>
      fetch(`${emulator.url}${INTERNAL}/newsletter-subscribers`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-site' },
      });
    const allowed = await preflight(PARTNER);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
    const refused = await preflight('https://elsewhere.example');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(await refused.json()).toEqual({
      type: 'urn:newsletter:origin_not_allowed',
      detail: `Pages on https://elsewhere.example may not embed the newsletter sign-up. Embedding origins: ${PARTNER} (NEWSLETTER_EMBEDDING_ORIGINS).`,
    });

    const signUp = (body: Record<string, unknown>) =>
      fetch(`${emulator.url}${INTERNAL}/newsletter-subscribers`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Site': 'DE',
          Origin: PARTNER,
          'Sec-Fetch-Site': 'cross-site',
          'X-Original-Address': `${PARTNER}/post`,
        },
        body: JSON.stringify({ consents: [], origin: 'embedded', originAddition: 'blog', legalTextsShown: allTextsShown('DE'), ...body }),
      });
    const signedUp = await signUp({ email: 'reader@example.org' });
    expect(signedUp.status).toBe(201);
    expect(signedUp.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(await outbox('reader@example.org')).toHaveLength(1);
    // Errors carry CORS too, so the widget can read them.
    const invalid = await signUp({ email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });

  it('expires confirmation links after 72 hours of emulator time', async () => {
    await signUp({ email: 'slow@example.org' });
    await signUp({ email: 'quick@example.org' });
    await advanceHours(71);
    expect((await confirm(tokenIn((await outbox('quick@example.org'))[0]?.link))).status).toBe(200);
    await advanceHours(2);
    const late = await confirm(tokenIn((await outbox('slow@example.org'))[0]?.link));
    expect(late.status).toBe(410);
    expect(await typeOf(late)).toBe('urn:newsletter:link_expired');
  });

  it('takes the link lifetime from NEWSLETTER_CONFIRMATION_HOURS', async () => {
    await emulator.close();
    vi.stubEnv('NEWSLETTER_CONFIRMATION_HOURS', '1');
    emulator = await startEmulator({ port: 0, dbPath: null, config: { embeddingOrigins: [PARTNER] } });
    await signUp({ email: 'hour@example.org' });
    await advanceHours(1.5);
    expect(await typeOf(await confirm(tokenIn((await outbox('hour@example.org'))[0]?.link)))).toBe('urn:newsletter:link_expired');
  });

  it('keeps the preferences token apart from the confirmation token', async () => {
    await signUp({ email: 'apart@example.org' });
    const [mail] = await outbox('apart@example.org');
    expect(tokenIn(mail?.preferencesLink)).not.toBe(tokenIn(mail?.link));
    expect((await subscriber(tokenIn(mail?.link))).status).toBe(404);
    expect((await confirm(tokenIn(mail?.preferencesLink))).status).toBe(404);
    expect((await subscriber(tokenIn(mail?.preferencesLink))).status).toBe(200);
  });

  it('unsubscribes from the preferences page (DELETE with the preferences token)', async () => {
    const signed = await signUp({ email: 'leaving@example.org' });
    const [mail] = await outbox('leaving@example.org');
    await confirm(tokenIn(mail?.link));
    const token = tokenIn(mail?.preferencesLink);
    const gone = await fetch(`${emulator.url}${PRIVATE}/newsletter-subscribers/${token}`, {
      method: 'DELETE',
      headers: { 'X-Site': 'DE' },
    });
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ status: 'UNSUBSCRIBED' });
    // Gone, and the link says so: 410 (only the token is kept), not "unknown".
    expect((await subscriber(token)).status).toBe(410);
    expect(await psdata((signed.headers.get('set-cookie') ?? '').split(';')[0] ?? '')).toBe('NONE');
    expect(
      (
        await fetch(`${emulator.url}${PRIVATE}/newsletter-subscribers/${token}`, {
          method: 'DELETE',
          headers: { Origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
  });

  it('unsubscribes by one click (RFC 8058): the mail names one address in List-Unsubscribe, which answers a POST', async () => {
    await signUp({ email: 'oneclick@example.org' });
    const [mail] = await outbox('oneclick@example.org');
    await confirm(tokenIn(mail?.link));
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [target = '', ...others] = [...(mail?.headers['List-Unsubscribe'] ?? '').matchAll(/<(https?:[^>]+)>/g)].map((match) => match[1]);
    expect(others).toEqual([]);
    expect(target).toMatch(/\/unsubscribe$/);
    expect(
      (await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'nothing=here' }))
        .status,
    ).toBe(400);
    const done = await fetch(target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect((await subscriber(tokenIn(mail?.preferencesLink))).status).toBe(410);
    const page = await (await fetch(`${emulator.url}/emulator/outbox`)).text();
    expect(page).toContain('List-Unsubscribe-Post');
  });

  it('takes the one-click answer as multipart/form-data, the encoding RFC 8058 says a mail client should send', async () => {
    await signUp({ email: 'multipart@example.org' });
    const [mail] = await outbox('multipart@example.org');
    await confirm(tokenIn(mail?.link));
    const target = /<(https?:[^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    expect((await fetch(target, { method: 'POST', body: form })).status).toBe(200);
    expect((await subscriber(tokenIn(mail?.preferencesLink))).status).toBe(410);
    const broken = { 'Content-Type': 'multipart/form-data; boundary=x' };
    expect((await fetch(target, { method: 'POST', headers: broken, body: '--x\r\nbroken' })).status).toBe(400);
  });

  it('sends a reader who opens the unsubscribe address to the preferences page of their storefront, unsubscribing nobody', async () => {
    await signUp({ email: 'reader@example.org' }, 'PL');
    const [mail] = await outbox('reader@example.org');
    await confirm(tokenIn(mail?.link));
    const target = /<(https?:[^>]+)>/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const opened = await fetch(target, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(mail?.preferencesLink);
    expect(new URL(mail?.preferencesLink ?? 'http://x/').pathname).toBe('/pl/newsletter/preferences');
    expect((await subscriber(tokenIn(mail?.preferencesLink))).status).toBe(200);
  });
});
