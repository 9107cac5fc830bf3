// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorefrontApp } from '../../../composition/server/storefront-app';
import { serverConfigFrom } from '../../../adapters/server/server-config';
import { PAGE_STATE_ID, parsePageState } from '../../../composition/page-state';
import type { Subscriber } from '../../../core/newsletter/newsletter-subscriber.codec';
import { startFakeServices, type ServiceAnswer } from '../../fakes/fake-services';

/** A stand-in for the newsletter service's subscriber endpoints (no footer content: the fallback links do). */
interface Service {
  readonly url: string;
  readonly subscribers: Map<string, Subscriber>;
  readonly calls: string[];
  close(): Promise<void>;
}

const SUBSCRIBER = /^\/service\/newsletter\/api\/internal\/newsletter-subscribers\/([^/]+)(\/doi)?$/;

const startService = async (): Promise<Service> => {
  const subscribers = new Map<string, Subscriber>();
  const calls: string[] = [];
  const fake = await startFakeServices(({ method, path, body }): ServiceAnswer => {
    const match = SUBSCRIBER.exec(path);
    // Nothing else answers: no footer content, no psdata.
    if (!match) return { status: 404, body: {} };
    const token = decodeURIComponent(match[1] ?? '');
    calls.push(`${method} ${token}${match[2] ?? ''}${body ? ` ${body}` : ''}`);
    const found = subscribers.get(token);
    if (!found)
      return {
        status: 404,
        body: { type: 'urn:newsletter:subscriber_not_found' },
        headers: { 'Content-Type': 'application/problem+json' },
      };
    if (match[2]) {
      subscribers.set(token, { ...found, status: 'SUBSCRIBED' });
      return { status: 200, body: { preferencesToken: `prefs-${token}` } };
    }
    if (method === 'GET') return { status: 200, body: found };
    if (method === 'PUT') subscribers.set(token, { ...found, ...(JSON.parse(body) as Partial<Subscriber>) });
    else subscribers.delete(token);
    return { status: 204 };
  });
  return { url: fake.url, subscribers, calls, close: () => fake.close() };
};

const INDEX_HTML = `<!doctype html>
<html lang="de-DE"><head><meta charset="utf-8" /><title>x</title><meta name="description" content="x" /><!--storefront-head-->
<script type="module" crossorigin src="/assets/main.js"></script></head>
<body><div id="root"></div></body></html>`;
const SHOP = 'http://shop.test';
const ida: Subscriber = { email: 'ida@example.org', status: 'SUBSCRIBED', topics: ['COFFEE'], firstName: 'Ida' };

/** The text a person reads: tags dropped, the few entities React writes decoded. */
const visibleText = (html: string): string =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the newsletter pages behind a token, without JavaScript', () => {
  let service: Service;
  let app: ReturnType<typeof createStorefrontApp>;
  const get = (path: string) => app.fetch(new Request(`${SHOP}${path}`));
  const post = (path: string, fields: Array<[string, string]>) =>
    app.fetch(
      new Request(`${SHOP}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SHOP },
      }),
    );
  const stateOf = (page: string) =>
    parsePageState(new RegExp(`<script type="application/json" id="${PAGE_STATE_ID}">([\\s\\S]*?)</script>`).exec(page)?.[1]);
  const expectPrivate = (response: Response) => {
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  };

  beforeAll(async () => {
    service = await startService();
    app = createStorefrontApp({
      config: serverConfigFrom({
        SERVICE_BASE_URL: service.url,
        SERVICE_ENTRY_TOKEN: 'entry-secret',
        PUBLIC_ORIGIN: SHOP,
        FOOTER_CACHE_SECONDS: '0',
        SERVICE_TIMEOUT_MS: '800',
      }),
      assets: { indexHtml: INDEX_HTML, localePreload: () => [] },
      logSink: () => {},
    });
  });
  beforeEach(() => {
    service.subscribers.clear();
    service.subscribers.set('t1', ida);
    service.calls.length = 0;
  });
  afterAll(async () => {
    await service.close();
  });

  it('renders the DE preferences page filled from the service, not loading, privately and unindexed', async () => {
    const response = await get('/newsletter/preferences?token=t1');
    const page = await response.text();
    expect(response.status).toBe(200);
    expectPrivate(response);
    expect(page).toContain('<meta name="robots" content="noindex"');
    const text = visibleText(page);
    expect(text).toContain('ida@example.org');
    expect(text).toContain('Einstellungen speichern');
    expect(text).not.toContain('werden geladen');
    expect(page).toMatch(/<input[^>]*name="firstName"[^>]*value="Ida"/);
    const tag = (element: string, attribute: string) =>
      (page.match(new RegExp(`<${element}[^>]*>`, 'g')) ?? []).find((found) => found.includes(attribute)) ?? '';
    expect(tag('input', 'value="COFFEE"')).toContain('checked=""');
    expect(tag('input', 'value="SPORT"')).not.toContain('checked');
    expect(tag('form', 'class="preferences"')).toContain('method="post"');
    expect(tag('form', 'class="preferences"')).toContain('action="/newsletter/preferences?token=t1#preferences-answer"');
    // The browser starts from the same snapshot, so it loads nothing again.
    expect(stateOf(page)?.preferences).toMatchObject({ phase: 'ready', token: 't1', subscriber: { email: 'ida@example.org' } });
    // Each request is answered fresh: a second GET asks the service again (no shared page cache).
    await get('/newsletter/preferences?token=t1');
    expect(service.calls).toEqual(['GET t1', 'GET t1']);
  });

  it('says in Polish that an unknown link has no subscription', async () => {
    const response = await get('/pl/newsletter/preferences?token=gone');
    expectPrivate(response);
    const text = visibleText(await response.text());
    expect(text).toContain('Nie znaleźliśmy tej subskrypcji. Link mógł stracić ważność.');
    expect(text).not.toContain('Zapisz ustawienia');
  });

  it('saves posted DE preferences through the controller and says so in German', async () => {
    const response = await post('/newsletter/preferences?token=t1', [
      ['_form', 'newsletter-preferences'],
      ['token', 't1'],
      ['salutation', 'MRS'],
      ['firstName', 'Ida'],
      ['lastName', 'Kranz'],
      ['topics', 'COFFEE'],
      ['topics', 'SPORT'],
      ['intent', 'save'],
    ]);
    expect(response.status).toBe(200);
    expectPrivate(response);
    const page = await response.text();
    expect(visibleText(page)).toContain('Ihre Einstellungen wurden gespeichert.');
    expect(page).toMatch(/<input[^>]*name="lastName"[^>]*value="Kranz"/);
    expect(service.subscribers.get('t1')).toMatchObject({ salutation: 'MRS', lastName: 'Kranz', topics: ['COFFEE', 'SPORT'] });
    expect(stateOf(page)?.preferences?.outcome).toBe('saved');
  });

  it('answers invalid PL preferences in Polish with the values kept, saving nothing', async () => {
    const response = await post('/pl/newsletter/preferences?token=t1', [
      ['_form', 'newsletter-preferences'],
      ['token', 't1'],
      ['salutation', 'MR'],
      ['firstName', 'Jan'],
      ['lastName', 'www.spam.pl'],
      ['intent', 'save'],
    ]);
    const page = await response.text();
    expect(visibleText(page)).toContain('To pole zawiera niedozwolone znaki.');
    expect(page).toMatch(/<input[^>]*name="lastName"[^>]*value="www.spam.pl"/);
    expect(service.calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('saves posted PL preferences and says so in Polish', async () => {
    const response = await post('/pl/newsletter/preferences?token=t1', [
      ['_form', 'newsletter-preferences'],
      ['token', 't1'],
      ['salutation', 'MR'],
      ['firstName', 'Jan'],
      ['lastName', 'Nowak'],
      ['topics', 'KIDS'],
      ['intent', 'save'],
    ]);
    expect(visibleText(await response.text())).toContain('Twoje ustawienia zostały zapisane.');
    expect(service.subscribers.get('t1')).toMatchObject({ firstName: 'Jan', lastName: 'Nowak', topics: ['KIDS'] });
  });

  it.each([
    ['/newsletter/preferences?token=t1', 'Sie haben den Newsletter abbestellt. Wir senden Ihnen keine Newsletter mehr.'],
    ['/pl/newsletter/preferences?token=t1', 'Wypisano Cię z newslettera. Nie będziemy już wysyłać Ci newsletterów.'],
  ])('unsubscribes with the unsubscribe button on %s, in the page’s language', async (path, said) => {
    const response = await post(path, [
      ['_form', 'newsletter-preferences'],
      ['token', 't1'],
      ['firstName', 'Ida'],
      ['intent', 'unsubscribe'],
    ]);
    expectPrivate(response);
    const text = visibleText(await response.text());
    expect(text).toContain(said);
    expect(service.subscribers.has('t1')).toBe(false);
  });

  it('never confirms on opening the link; the posted button confirms through the controller', async () => {
    service.subscribers.set('t1', { ...ida, status: 'WAITING_FOR_DOI' });
    const opened = await get('/newsletter/confirm?token=t1');
    expectPrivate(opened);
    const openedPage = await opened.text();
    expect(visibleText(openedPage)).toContain('Anmeldung bestätigen');
    // Static HTML whose form posts natively: no island of its own, so the page wakes no code for it (issue 38 item 5).
    expect(openedPage).toMatch(/<form [^>]*action="\/newsletter\/confirm\?token=t1" method="post">/);
    expect(openedPage).not.toContain('data-island="confirm-page"');
    expect(service.calls).toEqual([]);
    const confirmed = await post('/newsletter/confirm?token=t1', [
      ['_form', 'newsletter-confirm'],
      ['token', 't1'],
    ]);
    expectPrivate(confirmed);
    const page = await confirmed.text();
    expect(visibleText(page)).toContain('Vielen Dank – Ihre Anmeldung ist bestätigt!');
    expect(page).toContain('href="/newsletter/preferences?token=prefs-t1"');
    expect(page).not.toContain('data-island="confirm-page"');
    expect(service.calls).toEqual(['PUT t1/doi']);
  });
});
