import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { SALUTATIONS, type NewsletterFormValues } from '../../../core/newsletter/newsletter-form';
import { SubscriptionPayloadCodec, toSubscriptionPayload } from '../../../core/newsletter/newsletter-payload';

const values = (overrides: Partial<NewsletterFormValues> = {}): NewsletterFormValues => ({
  email: 'anna@shop.de',
  salutation: '',
  firstName: '',
  lastName: '',
  consents: [],
  legals: [],
  ...overrides,
});

describe('the sign-up payload', () => {
  it('defaults origin to onsite and originAddition to subsite', () => {
    expect(toSubscriptionPayload(values())).toEqual({
      email: 'anna@shop.de',
      consents: [],
      origin: 'onsite',
      originAddition: 'subsite',
      legalTextsShown: [],
    });
  });

  it('takes the embedding page’s origin and addition, falling back when they are blank', () => {
    expect(toSubscriptionPayload(values(), { origin: 'app', originAddition: 'footer' })).toMatchObject({
      origin: 'app',
      originAddition: 'footer',
    });
    expect(toSubscriptionPayload(values(), { origin: ' ', originAddition: '' })).toMatchObject({
      origin: 'onsite',
      originAddition: 'subsite',
    });
  });

  it('carries salutation, trimmed names and consents when given, and never the legal checkbox', () => {
    const payload = toSubscriptionPayload(
      values({
        email: ' a@b.hu ',
        salutation: 'MRS',
        firstName: ' Zsófia ',
        lastName: 'Nagy',
        consents: ['DNE', 'DNE'],
        legals: ['NEWSLETTER'],
      }),
    );
    expect(payload).toEqual({
      email: 'a@b.hu',
      salutation: 'MRS',
      firstName: 'Zsófia',
      lastName: 'Nagy',
      consents: ['DNE'],
      origin: 'onsite',
      originAddition: 'subsite',
      legalTextsShown: [],
    });
  });

  it('lists the legal texts that were on the screen, each once', () => {
    const payload = toSubscriptionPayload(values(), {}, ['MINIMUM_AGE', 'PRIVACY_HINT', 'MINIMUM_AGE']);
    expect(payload.legalTextsShown).toEqual(['MINIMUM_AGE', 'PRIVACY_HINT']);
  });

  it('sends names typed with typographic apostrophes and dashes in the ASCII form the service knows', () => {
    const payload = toSubscriptionPayload(values({ firstName: ' Anna‐Lena ', lastName: 'O’Neil – Smith' }));
    expect(payload).toMatchObject({ firstName: 'Anna-Lena', lastName: "O'Neil - Smith" });
  });

  it('never carries an empty optional field, and always decodes with its own codec (property)', PROPERTY, () => {
    const name = fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(
        fc.constantFrom('', ...SALUTATIONS),
        name,
        name,
        fc.subarray(['DNE', 'SHOPPING_CART'] as const),
        fc.option(fc.string(), { nil: undefined }),
        (salutation, firstName, lastName, consents, origin) => {
          const payload = toSubscriptionPayload(values({ salutation, firstName, lastName, consents }), { origin });
          for (const key of ['salutation', 'firstName', 'lastName'] as const) {
            if (key in payload) expect(String(payload[key]).trim()).not.toBe('');
          }
          expect('firstName' in payload).toBe(firstName.trim() !== '');
          expect(payload.origin.trim()).not.toBe('');
          expect(E.isRight(SubscriptionPayloadCodec.decode(payload))).toBe(true);
        },
      ),
    );
  });
});
