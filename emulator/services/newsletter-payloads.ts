import * as t from 'io-ts';
import { TOPICS } from '../../core/newsletter/newsletter-form';
import { LEGAL_TEXTS } from './newsletter-legal-texts';

/**
 * The bodies the newsletter service takes, as the service reads them (spec 3.1, 7.1), not the storefront's codecs:
 * the enumerations are spec 3.1's; the topic names are core's list (data: the spec leaves the loyalty card's name
 * open) and the legal texts the service's own (docs/newsletter.md).
 */
const oneOf = <K extends string>(values: readonly K[], name: string) =>
  t.keyof(Object.fromEntries(values.map((value) => [value, null])) as Record<K, null>, name);

const Salutation = oneOf(['MR', 'MRS', 'COMPANY', 'DIVERS'], 'Salutation');
const Consent = oneOf(['DNE', 'SHOPPING_CART'], 'Consent');
const Topic = oneOf(TOPICS, 'Topic');
const LegalText = oneOf(LEGAL_TEXTS, 'LegalText');

/** POST /newsletter-subscribers: email, consents, origin and its addition; salutation and names only when given. */
export const SignUpBody = t.intersection([
  t.type({ email: t.string, consents: t.array(Consent), origin: t.string, originAddition: t.string }),
  t.partial({ salutation: Salutation, firstName: t.string, lastName: t.string, legalTextsShown: t.array(LegalText) }),
]);

/** PUT /newsletter-subscribers/{token} (updateNewsletterSubscriberRequest): the topics, and names and salutation when given. */
export const UpdateSubscriberBody = t.intersection([
  t.type({ topics: t.array(Topic) }),
  t.partial({ salutation: Salutation, firstName: t.string, lastName: t.string }),
]);

/** The problem type of an address the service refuses (spec 8: ERROR_INVALID_EMAIL). */
export const EMAIL_INVALID = 'urn:newsletter:email_invalid';
