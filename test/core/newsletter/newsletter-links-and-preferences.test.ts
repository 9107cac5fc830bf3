import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import { confirmSubscription } from '../../../core/newsletter/confirm-subscription.use-case';
import { messageParts } from '../../../core/newsletter/message-parts';
import { isNewsletterPage } from '../../../core/newsletter/newsletter-routes';
import { signUpEvent } from '../../../core/newsletter/sign-up-tracking';
import { loadSubscriber } from '../../../core/newsletter/load-subscriber.use-case';
import { saveSubscriberPreferences } from '../../../core/newsletter/save-subscriber-preferences.use-case';
import {
  preferencesFieldOrder,
  preferencesValidationFor,
  toUpdateRequest,
  validatePreferences,
} from '../../../core/newsletter/subscriber-preferences.use-case';
import { unsubscribe } from '../../../core/newsletter/unsubscribe.use-case';
import { FakeNewsletterGateway } from '../../fakes/fake-newsletter-gateway';
import { RecordingLogger } from '../../fakes/recording-logger';

const withSubscriber = () => {
  const gateway = new FakeNewsletterGateway();
  gateway.subscribers.set('t1', { email: 'ida@example.org', status: 'WAITING_FOR_DOI', topics: [] });
  return gateway;
};

describe('double opt-in confirmation', () => {
  it('confirms a known token once; a used one is already confirmed, an unknown or missing one an invalid link', async () => {
    const gateway = withSubscriber();
    const confirm = confirmSubscription({ gateway, logger: new RecordingLogger() });
    expect(await confirm('t1')()).toEqual(E.right({ preferencesToken: 'prefs-t1' }));
    expect(await confirm('t1')()).toEqual(E.left({ kind: 'ALREADY_CONFIRMED' }));
    expect(await confirm('nope')()).toEqual(E.left({ kind: 'INVALID_LINK' }));
    expect(await confirm(' ')()).toEqual(E.left({ kind: 'MISSING_TOKEN' }));
    expect(gateway.confirmations).toEqual(['t1']);
  });

  it('passes on the preferences token the service answers, which differs from the one-use link token', async () => {
    const gateway = withSubscriber();
    gateway.confirm = () => TE.right({ preferencesToken: 'prefs-1' });
    expect(await confirmSubscription({ gateway, logger: new RecordingLogger() })('t1')()).toEqual(E.right({ preferencesToken: 'prefs-1' }));
  });
});

describe('subscriber preferences', () => {
  it('loads by token and saves name and topics as an update request', async () => {
    const gateway = withSubscriber();
    expect(await loadSubscriber({ gateway })(' t1 ')()).toEqual(
      E.right({ email: 'ida@example.org', status: 'WAITING_FOR_DOI', topics: [] }),
    );
    expect(await loadSubscriber({ gateway })('missing')()).toEqual(E.left({ kind: 'NOT_FOUND' }));
    const values = { salutation: '', firstName: ' Ida ', lastName: '', topics: ['COFFEE', 'COFFEE', 'SPORT'] } as const;
    expect(await saveSubscriberPreferences({ gateway, country: 'DE' })({ token: 't1', values })()).toEqual(E.right(undefined));
    expect(gateway.updates).toEqual([{ token: 't1', request: { topics: ['COFFEE', 'SPORT'], firstName: 'Ida' } }]);
  });

  it('asks nothing without a token, and tells an unknown token from a service failure', async () => {
    const gateway = withSubscriber();
    const values = { salutation: '', firstName: '', lastName: '', topics: [] } as const;
    for (const token of [undefined, '', '  ']) {
      expect(await loadSubscriber({ gateway })(token)()).toEqual(E.left({ kind: 'MISSING_TOKEN' }));
      expect(await saveSubscriberPreferences({ gateway, country: 'DE' })({ token, values })()).toEqual(E.left({ kind: 'MISSING_TOKEN' }));
      expect(await unsubscribe({ gateway })(token)()).toEqual(E.left({ kind: 'MISSING_TOKEN' }));
    }
    expect(await unsubscribe({ gateway })('missing')()).toEqual(E.left({ kind: 'NOT_FOUND' }));
    gateway.unsubscribeFailure = { kind: 'TIMEOUT', message: 'timeout of 15000ms exceeded' };
    expect(await unsubscribe({ gateway })('t1')()).toEqual(E.left({ kind: 'GENERIC' }));
  });

  it('validates names with the sign-up rules: required in HU and TR, never a URL anywhere', async () => {
    expect(validatePreferences('HU', { salutation: '', firstName: '', lastName: '', topics: [] })).toEqual({
      salutation: 'salutationRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
    expect(validatePreferences('DE', { salutation: '', firstName: 'www.x.de', lastName: '', topics: [] })).toEqual({
      firstName: 'nameInvalid',
    });
    const gateway = withSubscriber();
    const save = saveSubscriberPreferences({ gateway, country: 'TR' })({
      token: 't1',
      values: { salutation: '', firstName: 'Ayşe', lastName: '', topics: [] },
    });
    expect(await save()).toEqual(E.left({ kind: 'INVALID_FORM', errors: { lastName: 'lastNameRequired' } }));
    expect(gateway.updates).toEqual([]);
  });

  it("checks one field on blur with the same rules, built once per storefront, in the page's field order", () => {
    expect(preferencesValidationFor('AT')).toBe(preferencesValidationFor('AT'));
    expect(preferencesValidationFor('AT').field('lastName', { salutation: '', firstName: '', lastName: 'www.x.at', topics: [] })).toBe(
      'nameInvalid',
    );
    expect(preferencesFieldOrder('HU')).toEqual(['salutation', 'lastName', 'firstName']);
    expect(preferencesFieldOrder('DE')).toEqual(['salutation', 'firstName', 'lastName']);
  });

  it('omits empty fields from the update request', () => {
    expect(toUpdateRequest({ salutation: 'MR', firstName: ' ', lastName: 'Keller', topics: [] })).toEqual({
      topics: [],
      salutation: 'MR',
      lastName: 'Keller',
    });
  });
});

describe('newsletter helpers', () => {
  it('builds the ga4 sign_up event', () => {
    expect(signUpEvent('onsite', 'footer')).toEqual({ event: 'sign_up', subject: 'newsletter', origin: 'onsite:footer', type: 'ga4' });
  });

  it('knows the pages that embed the widget themselves', () => {
    expect(
      ['/subscribenewsletter', '/subscribenewsletter/', '/newsletter/confirm', '/newsletter/preferences'].every(isNewsletterPage),
    ).toBe(true);
    expect(isNewsletterPage('/')).toBe(false);
  });

  it('splits copy at [slots] and loses no text (property)', PROPERTY, () => {
    expect(messageParts('See our [privacy] notice.')).toEqual([{ text: 'See our ' }, { slot: 'privacy' }, { text: ' notice.' }]);
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.stringMatching(/^[^[\]]+$/),
            fc.stringMatching(/^\w+$/).map((s) => `[${s}]`),
          ),
        ),
        (pieces) => {
          const text = pieces.join('');
          const joined = messageParts(text)
            .map((part) => ('text' in part ? part.text : `[${part.slot}]`))
            .join('');
          expect(joined).toBe(text);
        },
      ),
    );
  });
});
