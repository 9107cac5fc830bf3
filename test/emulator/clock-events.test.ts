// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { advanceClock, onClockAdvance } from '../../emulator/clock-events';
import { createEmulatorApp } from '../../emulator/http/emulator-app';
import type { EmulatorClock } from '../../emulator/module';
import { newsletterModule } from '../../emulator/modules/newsletter.module';
import { Store } from '../../emulator/store/store';

const aClock = (): EmulatorClock => {
  let offset = 0;
  return {
    now: () => 1_700_000_000_000 + offset,
    advance: (ms) => {
      offset += ms;
    },
  };
};

describe('emulator clock events', () => {
  it('tells subscribers after the clock moved, until they unsubscribe', () => {
    const clock = aClock();
    const heard: Array<[number, number]> = [];
    const stop = onClockAdvance(clock, (ms) => heard.push([ms, clock.now()]));
    advanceClock(clock, 5000);
    stop();
    advanceClock(clock, 1000);
    expect(heard).toEqual([[5000, 1_700_000_005_000]]);
    expect(clock.now()).toBe(1_700_000_006_000);
  });

  it('lets the newsletter module react to the clock without patching it', async () => {
    const clock = aClock();
    const advance = clock.advance;
    const store = await Store.open(null);
    newsletterModule.setup({
      app: createEmulatorApp(() => 'http://127.0.0.1:1'),
      store,
      writes: { run: (work) => Promise.resolve(store.transaction(work)) },
      clock,
      config: { origin: 'http://127.0.0.1:1', defaultCountry: 'DE', previewMode: true, embeddingOrigins: [] },
    });
    expect(clock.advance).toBe(advance);
    store.run(
      `INSERT INTO newsletter_subscribers (token, subscriber_token, email, country, status, consents, legal_texts, origin, origin_addition, signed_up_at, client_address)
      VALUES ('v', 'p', 'emre@example.com.tr', 'TR', 'WAITING_FOR_DOI', '[]', '[]', 'onsite', 'subsite', ?, '127.0.0.1')`,
      [clock.now()],
    );
    advanceClock(clock, 14 * 86_400_000);
    expect(store.all('SELECT token FROM newsletter_subscribers')).toEqual([]);
  });
});
