import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { EMPTY_NEWSLETTER_FORM, type NewsletterFormValues } from '../../../core/newsletter/newsletter-form';
import { subscribeToNewsletter, type SubscriptionRequest } from '../../../core/newsletter/subscribe-to-newsletter.use-case';
import { FakeNewsletterGateway, RecordingTracking } from '../../fakes/fake-newsletter-gateway';

const setup = (country: 'DE' | 'HU' | 'TR' = 'DE') => {
  const gateway = new FakeNewsletterGateway();
  const tracking = new RecordingTracking();
  return { gateway, tracking, subscribe: subscribeToNewsletter({ gateway, tracking, country }) };
};
const request = (values: Partial<NewsletterFormValues>, extra: Partial<SubscriptionRequest> = {}): SubscriptionRequest => ({
  values: { ...EMPTY_NEWSLETTER_FORM, ...values },
  honeypot: '',
  legalTextsShown: ['LEGAL_NOTICE', 'MINIMUM_AGE', 'PRIVACY_HINT'],
  ...extra,
});

describe('subscribing to the newsletter', () => {
  it('sends the payload, tracks a sign_up event with origin:addition, and answers with the address', async () => {
    const { gateway, tracking, subscribe } = setup();
    const result = await subscribe(request({ email: ' anna@shop.de ', consents: ['DNE'] }, { originAddition: 'footer' }))();
    expect(result).toEqual(E.right({ kind: 'SUBSCRIBED', email: 'anna@shop.de' }));
    expect(gateway.subscriptions).toEqual([
      {
        email: 'anna@shop.de',
        consents: ['DNE'],
        origin: 'onsite',
        originAddition: 'footer',
        legalTextsShown: ['LEGAL_NOTICE', 'MINIMUM_AGE', 'PRIVACY_HINT'],
      },
    ]);
    expect(tracking.events).toEqual([{ event: 'sign_up', subject: 'newsletter', origin: 'onsite:footer', type: 'ga4' }]);
  });

  it('treats a filled honeypot as a bot: success for the user, no request, no tracking', async () => {
    const { gateway, tracking, subscribe } = setup();
    expect(await subscribe(request({ email: 'bot@spam.de' }, { honeypot: 'http://spam' }))()).toEqual(
      E.right({ kind: 'BOT', email: 'bot@spam.de' }),
    );
    expect(gateway.subscriptions).toEqual([]);
    expect(tracking.events).toEqual([]);
  });

  it('refuses an invalid form without a request, naming each failing field', async () => {
    const { gateway, subscribe } = setup('TR');
    expect(await subscribe(request({ email: 'ayse@example.com.tr', firstName: 'Ayşe' }))()).toEqual(
      E.left({
        kind: 'INVALID_FORM',
        errors: { lastName: 'lastNameRequired', legals: 'legalConsentRequired' },
      }),
    );
    expect(gateway.subscriptions).toEqual([]);
  });

  it('maps the type urn:newsletter:email_invalid to an invalid-email error', async () => {
    const { gateway, tracking, subscribe } = setup();
    gateway.subscribeAnswer = E.left({ kind: 'STATUS', status: 400, type: 'urn:newsletter:email_invalid' });
    expect(await subscribe(request({ email: 'a@b.de' }))()).toEqual(E.left({ kind: 'INVALID_EMAIL' }));
    expect(tracking.events).toEqual([]);
  });

  it('maps a 429 of the rate limit to too many attempts, not to the generic error', async () => {
    const { gateway, tracking, subscribe } = setup();
    gateway.subscribeAnswer = E.left({ kind: 'STATUS', status: 429, type: 'urn:newsletter:too_many_requests' });
    expect(await subscribe(request({ email: 'a@b.de' }))()).toEqual(E.left({ kind: 'TOO_MANY_ATTEMPTS' }));
    gateway.subscribeAnswer = E.left({ kind: 'STATUS', status: 429 });
    expect(await subscribe(request({ email: 'a@b.de' }))()).toEqual(E.left({ kind: 'TOO_MANY_ATTEMPTS' }));
    expect(tracking.events).toEqual([]);
  });

  it('sends the legal texts on the screen as they were, and maps the refusal for unread texts to its own error', async () => {
    const { gateway, tracking, subscribe } = setup();
    gateway.subscribeAnswer = E.left({ kind: 'STATUS', status: 400, type: 'urn:newsletter:legal_texts_not_shown' });
    expect(await subscribe(request({ email: 'a@b.de' }, { legalTextsShown: ['PRIVACY_HINT'] }))()).toEqual(
      E.left({ kind: 'TEXTS_NOT_SHOWN' }),
    );
    expect(gateway.subscriptions[0]?.legalTextsShown).toEqual(['PRIVACY_HINT']);
    expect(tracking.events).toEqual([]);
  });

  it.each([
    ['another response type', { kind: 'STATUS', status: 400, type: 'urn:newsletter:invalid_field' }],
    ['a response without type', { kind: 'STATUS', status: 500 }],
    [
      'a fetch error',
      { kind: 'NETWORK', message: 'The request failed and the interceptors did not return an alternative response: offline' },
    ],
  ] as const)('maps %s to the generic error', async (_label, cause) => {
    const { gateway, subscribe } = setup();
    gateway.subscribeAnswer = E.left(cause);
    expect(await subscribe(request({ email: 'a@b.de' }))()).toEqual(E.left({ kind: 'GENERIC', cause }));
  });

  it.each([
    ['its budget ran out', { kind: 'TIMEOUT', message: 'timeout of 10000ms exceeded' }],
    ['a gateway gave up waiting (504)', { kind: 'STATUS', status: 504 }],
  ] as const)('calls a sign-up whose answer did not come in time (%s) an unknown outcome, never a failure', async (_label, cause) => {
    const { gateway, tracking, subscribe } = setup();
    gateway.subscribeAnswer = E.left(cause);
    expect(await subscribe(request({ email: 'a@b.de' }))()).toEqual(E.left({ kind: 'OUTCOME_UNKNOWN', cause }));
    expect(tracking.events).toEqual([]);
  });
});
