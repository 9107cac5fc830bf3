import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { ConsentKindCodec, SalutationCodec, TopicCodec } from './newsletter-form';

const optionalText = t.union([t.string, t.null, t.undefined]);
const optionalSalutation = t.union([SalutationCodec, t.literal(''), t.null, t.undefined]);

/** GET /customers/base-data (spec 3.1: the form values' shape, consents included); absent fields are empty. */
export const CustomerBaseDataCodec = t.intersection([
  t.type({ email: optionalText }),
  t.partial({ salutation: optionalSalutation, firstName: optionalText, lastName: optionalText, consents: t.array(ConsentKindCodec) }),
]);
export type CustomerBaseData = t.TypeOf<typeof CustomerBaseDataCodec>;

/** Subscription states a subscriber can be in. */
export const SubscriberStatusCodec = t.keyof({ WAITING_FOR_DOI: null, SUBSCRIBED: null });

/** GET /newsletter-subscribers/{token} (its body is "not shown" in the spec; README documents this shape). */
export const SubscriberCodec = t.intersection([
  t.type({ email: t.string, status: SubscriberStatusCodec, topics: t.array(TopicCodec) }),
  t.partial({ salutation: optionalSalutation, firstName: optionalText, lastName: optionalText, consents: t.array(ConsentKindCodec) }),
]);
export type Subscriber = t.TypeOf<typeof SubscriberCodec>;

/** PUT /newsletter-subscribers/{token}: updateNewsletterSubscriberRequest (fields "not shown"; README documents them). */
export const UpdateSubscriberRequestCodec = t.intersection([
  t.type({ topics: t.array(TopicCodec) }),
  t.partial({ salutation: SalutationCodec, firstName: t.string, lastName: t.string }),
]);
export type UpdateSubscriberRequest = t.TypeOf<typeof UpdateSubscriberRequestCodec>;

/** PUT /newsletter-subscribers/{token}/doi answer: the preferences token, separate from the link's one-use token. */
export const ConfirmationCodec = t.partial({ preferencesToken: t.string });
export type Confirmation = t.TypeOf<typeof ConfirmationCodec>;

/** The confirmation as read: a service that answers no body (or another one) still confirmed, the preferences token then unknown. */
export const ConfirmationAnswerCodec: t.Decoder<unknown, Confirmation> = new t.Type<Confirmation, unknown, unknown>(
  'ConfirmationAnswer',
  ConfirmationCodec.is,
  (value) => {
    const decoded = ConfirmationCodec.decode(value);
    return t.success(
      E.isRight(decoded) && decoded.right.preferencesToken !== undefined ? { preferencesToken: decoded.right.preferencesToken } : {},
    );
  },
  (confirmation) => confirmation,
);

/** The error type that means the address was refused as invalid (spec 8). */
export const EMAIL_INVALID_TYPE = 'urn:newsletter:email_invalid';
