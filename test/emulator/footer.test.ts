import * as E from 'fp-ts/Either';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeFooterContentJson } from '../../core/footer/decode-footer-content';
import { LOGO_SOURCES } from '../../core/footer/logo-sources';
import { startEmulator, type RunningEmulator } from '../../emulator/server';

const FOOTER = '/service/promotion/api/promotion/SHOP_FOOTER';

describe('emulated promotion service and footer logos', () => {
  let emulator: RunningEmulator;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, dbPath: null });
  });
  afterAll(async () => {
    await emulator.close();
  });
  afterEach(async () => {
    await setMode('normal');
  });

  const setMode = (mode: string) =>
    fetch(`${emulator.url}/emulator/api/footer/mode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mode }),
    });
  const footerFor = async (storefront?: string) => {
    const response = await fetch(`${emulator.url}${FOOTER}`, { headers: storefront ? { 'X-Storefront': storefront } : {} });
    return { status: response.status, body: (await response.json()) as { contentJSON: string } };
  };
  const headlineOf = (contentJSON: string) => {
    const decoded = decodeFooterContentJson(contentJSON);
    if (E.isLeft(decoded)) throw new Error(decoded.left.message);
    return decoded.right.headline;
  };

  it.each([
    ['DE', 'Bohne & Haus – Kaffee, Mode und mehr'],
    ['CH_FR', 'Bohne & Haus – café, mode et bien plus'],
    ['PL', 'Bohne & Haus – kawa, moda i nie tylko'],
    ['CZ', 'Bohne & Haus – káva, móda a mnohem víc'],
    ['HU', 'Bohne & Haus – kávé, divat és még sok más'],
    ['SK', 'Bohne & Haus – káva, móda a oveľa viac'],
    ['TR', 'Bohne & Haus – kahve, moda ve çok daha fazlası'],
  ])('answers %s with its own content as a contentJSON string', async (storefront, headline) => {
    const { status, body } = await footerFor(storefront);
    expect(status).toBe(200);
    expect(headlineOf(body.contentJSON)).toBe(headline);
  });

  it('answers an unknown storefront with the German content', async () => {
    const german = await footerFor('DE');
    expect((await footerFor('XX')).body.contentJSON).toBe(german.body.contentJSON);
  });

  it('serves an SVG for every logo source and a typed 404 for anything else', async () => {
    for (const source of Object.keys(LOGO_SOURCES)) {
      const response = await fetch(`${emulator.url}/service/footer-images/logos/${source}.svg`);
      expect(response.status, source).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    }
    const missing = await fetch(`${emulator.url}/service/footer-images/logos/..%2Fde.json`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { type: string }).type).toBe('urn:footer-images:not_found');
  });

  it('answers slowly on request from the control page: the content, after an answer asked for later', async () => {
    await setMode('slow');
    const order: string[] = [];
    const slow = footerFor('AT').then((answer) => {
      order.push('footer');
      return answer;
    });
    await fetch(`${emulator.url}/emulator/api/footer/mode`).then(() => order.push('control'));
    const answer = await slow;
    expect(order).toEqual(['control', 'footer']);
    expect(answer.status).toBe(200);
    expect(headlineOf(answer.body.contentJSON)).toBe('Bohne & Haus – Kaffee, Mode und mehr');
  });

  it('answers another promotion id with 404', async () => {
    expect((await fetch(`${emulator.url}/service/promotion/api/promotion/HOME_TEASER`)).status).toBe(404);
  });

  it('fails on request from the control page: 404, 503, malformed body, malformed or wrongly shaped content', async () => {
    await setMode('not-found');
    expect((await fetch(`${emulator.url}${FOOTER}`)).status).toBe(404);
    await setMode('error');
    expect((await fetch(`${emulator.url}${FOOTER}`)).status).toBe(503);
    await setMode('malformed-body');
    await expect((await fetch(`${emulator.url}${FOOTER}`)).json()).rejects.toThrow();
    await setMode('malformed-content');
    const malformed = (await footerFor('DE')).body.contentJSON;
    expect(decodeFooterContentJson(malformed)).toMatchObject(E.left({ kind: 'BAD_JSON' }));
    await setMode('invalid-shape');
    expect(decodeFooterContentJson((await footerFor('DE')).body.contentJSON)).toMatchObject(E.left({ kind: 'DECODE' }));
  });

  it('switches the mode from the control page form and refuses an unknown mode with a typed 400', async () => {
    const form = await fetch(`${emulator.url}/emulator/api/footer/mode`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'mode=error',
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(await (await fetch(`${emulator.url}/emulator/api/footer/mode`)).json()).toEqual({ mode: 'error' });
    const page = await (await fetch(`${emulator.url}/emulator/`)).text();
    expect(page).toContain('<option value="error" selected>');
    const bad = await setMode('explode');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { type: string }).type).toBe('urn:emulator:invalid_mode');
  });
});
