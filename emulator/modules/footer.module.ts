import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES, DEFAULT_COUNTRY, parseCountryCode, type CountryCode } from '../../core/country/country';
import { LOGO_SOURCES } from '../../core/footer/logo-sources';
import { done, HttpError, json, readInput, type EmulatorContext } from '../http';
import type { EmulatorModule } from '../module';
import { html } from '../pages/html';
import type { Store } from '../store/store';

// A string, not a URL object: tests may run with jsdom's URL, which node:url does not accept.
const CONTENT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../content/footer/');
const LOGO_DIR = join(CONTENT_DIR, 'logos/');

/** How the promotion service answers, switchable on the control page (to prove the page survives a broken footer). */
export const FOOTER_MODES = {
  normal: 'Normal content',
  'not-found': '404: no content',
  error: '503: service error',
  'malformed-body': 'Malformed JSON body',
  'malformed-content': 'contentJSON is not JSON',
  'invalid-shape': 'contentJSON has the wrong shape',
  slow: 'Slow: normal content after 3 s (past the server’s 1 s budget)',
} as const;
/** How long the slow mode keeps an answer back: past SERVICE_TIMEOUT_MS (1 s), well within the browser's 15 s. */
export const SLOW_FOOTER_MS = 3000;
/** One of FOOTER_MODES. */
export type FooterMode = keyof typeof FOOTER_MODES;
const isMode = (value: unknown): value is FooterMode => typeof value === 'string' && Object.hasOwn(FOOTER_MODES, value);
const modeOf = (store: Store): FooterMode => {
  const value = store.setting('footer.mode');
  return isMode(value) ? value : 'normal';
};

/** The storefront asked for: the X-Storefront header, else ?country=, else the server's default; unknown means DE. */
const requestedCountry = (c: EmulatorContext, fallback: string): CountryCode => {
  const raw = c.req.header('x-storefront') ?? c.req.query('country') ?? fallback;
  return parseCountryCode(raw) ?? DEFAULT_COUNTRY;
};

/** The stored SHOP_FOOTER content of a storefront, as the CMS would hand it out (a JSON text). */
const contentText = (country: CountryCode): string => {
  const file = `${CONTENT_DIR}${COUNTRIES[country].slug}.json`;
  return readFileSync(existsSync(file) ? file : `${CONTENT_DIR}${COUNTRIES[DEFAULT_COUNTRY].slug}.json`, 'utf8');
};

/** The promotion service (SHOP_FOOTER content per storefront) and the footer logo images (spec 2.2, 7.2). */
export const footerModule: EmulatorModule = {
  name: 'footer',
  setup({ app, store, config }) {
    const mode = (): FooterMode => modeOf(store);

    app.get('/service/promotion/api/promotion/:id', async (c) => {
      const id = c.req.param('id');
      if (id !== 'SHOP_FOOTER') throw new HttpError(404, 'urn:promotion:not_found', `No promotion ${id.slice(0, 100)}.`);
      const country = requestedCountry(c, config.defaultCountry);
      const answer = mode();
      if (answer === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_FOOTER_MS));
      switch (answer) {
        case 'not-found':
          throw new HttpError(404, 'urn:promotion:not_found', 'No footer content.');
        case 'error':
          throw new HttpError(503, 'urn:promotion:unavailable', 'The promotion service is switched off on the control page.');
        case 'malformed-body':
          return c.body('{"contentJSON": "{\\"teaser\\": ', 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        case 'malformed-content':
          return json(c, 200, { contentJSON: contentText(country).slice(0, 200) });
        case 'invalid-shape':
          return json(c, 200, { contentJSON: JSON.stringify({ teaser: 'none', legalLinks: [{ text: 1 }] }) });
        case 'slow': // the normal content, late
        case 'normal':
          return json(c, 200, { contentJSON: contentText(country) }, { 'Content-Language': COUNTRIES[country].locale });
      }
    });

    app.get('/service/footer-images/logos/:file', (c) => {
      const file = c.req.param('file');
      if (!/^[a-z0-9-]{1,40}\.svg$/.test(file) || !existsSync(`${LOGO_DIR}${file}`))
        throw new HttpError(404, 'urn:footer-images:not_found', 'No such logo.');
      return c.body(readFileSync(`${LOGO_DIR}${file}`), 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    });

    app.get('/emulator/api/footer/mode', (c) => json(c, 200, { mode: mode() }));
    app.post('/emulator/api/footer/mode', async (c) => {
      const wanted = (await readInput(c)).mode;
      if (!isMode(wanted))
        throw new HttpError(400, 'urn:emulator:invalid_mode', `mode must be one of ${Object.keys(FOOTER_MODES).join(', ')}.`);
      store.setSetting('footer.mode', wanted);
      return done(c, 'footer', { mode: wanted });
    });
  },
  control({ store }) {
    const current = modeOf(store);
    const files = readdirSync(CONTENT_DIR)
      .sort()
      .filter((name) => name.endsWith('.json'));
    const logos = Object.keys(LOGO_SOURCES).length;
    return html`<p>
        SHOP_FOOTER content for ${files.length} storefronts (${files.join(', ')}); unknown storefronts get de.json. The app names its
        storefront in the <code>X-Storefront</code> header. ${logos} logo sources under
        <a href="/service/footer-images/logos/visa.svg">/service/footer-images/logos/</a>.
      </p>
      <form method="post" action="/emulator/api/footer/mode">
        <label
          >Promotion service answers
          <select name="mode">
            ${Object.entries(FOOTER_MODES).map(
              ([value, label]) => html`<option value="${value}" ${value === current ? html`selected` : ''}>${label}</option>`,
            )}
          </select></label
        >
        <button type="submit">Apply</button>
      </form>`;
  },
};
