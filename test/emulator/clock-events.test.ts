// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createEmulatorApp } from '../../emulator/http';
import { createClock } from '../../emulator/module';
import { newsletterModule } from '../../emulator/modules/newsletter.module';
import { Store } from '../../emulator/store/store';

const START = 1_700_000_000_000;

describe('emulator clock', () => {
  it('moves only when told to, and tells listeners after it moved until they unsubscribe', () => {
    const clock = createClock(() => START);
    const heard: Array<[number, number]> = [];
    const stop = clock.onAdvance((ms) => heard.push([ms, clock.now()]));
    expect(clock.now()).toBe(START);
    clock.advance(5000);
    stop();
    clock.advance(1000);
    expect(heard).toEqual([[5000, START + 5000]]);
    expect(clock.now()).toBe(START + 6000);
  });

  it('lets the newsletter module delete TR sign-ups left unconfirmed for 14 days the moment the clock moves', async () => {
    const clock = createClock(() => START);
    const store = await Store.open(null);
    newsletterModule.setup({
      app: createEmulatorApp(() => 'http://127.0.0.1:1'),
      store,
      clock,
      config: {
        origin: 'http://127.0.0.1:1',
        defaultCountry: 'DE',
        previewMode: true,
        embeddingOrigins: [],
        storefrontOrigins: [],
        trustedProxies: [],
      },
    });
    const insert = (token: string, country: string) =>
      store.run(
        `INSERT INTO newsletter_subscribers (token, subscriber_token, email, country, status, consents, legal_texts, origin, origin_addition, signed_up_at, client_address)
        VALUES (?, ?, ?, ?, 'WAITING_FOR_DOI', '[]', '[]', 'onsite', 'subsite', ?, '127.0.0.1')`,
        [token, `p-${token}`, `${token}@example.com`, country, clock.now()],
      );
    insert('tr', 'TR');
    insert('de', 'DE');
    clock.advance(13 * 86_400_000);
    expect(store.all('SELECT token FROM newsletter_subscribers ORDER BY token')).toEqual([{ token: 'de' }, { token: 'tr' }]);
    clock.advance(86_400_000);
    expect(store.all('SELECT token FROM newsletter_subscribers')).toEqual([{ token: 'de' }]);
  });
});
