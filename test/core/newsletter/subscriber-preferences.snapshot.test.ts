// @vitest-environment node
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../../core/country/country';
import { TOPICS } from '../../../core/newsletter/newsletter-form';
import { loadSubscriber } from '../../../core/newsletter/load-subscriber.use-case';
import { saveSubscriberPreferences } from '../../../core/newsletter/save-subscriber-preferences.use-case';
import { createSubscriberPreferences, type PreferencesCommand } from '../../../core/newsletter/subscriber-preferences.controller';
import { PreferencesSnapshotCodec } from '../../../core/newsletter/subscriber-preferences.snapshot';
import { unsubscribe } from '../../../core/newsletter/unsubscribe.use-case';
import { FakeNewsletterGateway } from '../../fakes/fake-newsletter-gateway';

const field = fc.constantFrom('salutation' as const, 'firstName' as const, 'lastName' as const);
/** What a visitor can do to the form without waiting for the service. */
const command: fc.Arbitrary<PreferencesCommand> = fc.oneof(
  fc.record({ type: fc.constant('change' as const), values: fc.record({ firstName: fc.string({ maxLength: 50 }) }) }),
  fc.record({ type: fc.constant('change' as const), values: fc.record({ lastName: fc.string({ maxLength: 50 }) }) }),
  fc.record({
    type: fc.constant('change' as const),
    values: fc.record({ salutation: fc.constantFrom('' as const, 'MR' as const, 'MRS' as const) }),
    validate: fc.constant('salutation' as const),
  }),
  fc.record({ type: fc.constant('change' as const), values: fc.record({ topics: fc.subarray([...TOPICS]) }) }),
  fc.record({ type: fc.constantFrom('focus' as const, 'blur' as const), field }),
);

describe('the preferences snapshot as JSON in the page state', () => {
  it('decodes to what was sent, whatever the visitor did, in every storefront', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...COUNTRY_CODES), fc.array(command, { maxLength: 12 }), async (country, commands) => {
        const gateway = new FakeNewsletterGateway();
        gateway.subscribers.set('t1', { email: 'ida@example.org', status: 'SUBSCRIBED', topics: [] });
        const prefs = createSubscriberPreferences({
          loadSubscriber: loadSubscriber({ gateway }),
          saveSubscriberPreferences: saveSubscriberPreferences({ gateway, country }),
          unsubscribe: unsubscribe({ gateway }),
          country,
        });
        await prefs.load('t1');
        commands.forEach(prefs.send);
        const json = JSON.parse(JSON.stringify(PreferencesSnapshotCodec.encode(prefs.getSnapshot()))) as unknown;
        expect(PreferencesSnapshotCodec.decode(json)).toEqual(E.right(json));
      }),
      { numRuns: 60 },
    );
  });
});
