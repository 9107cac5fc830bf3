import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { ConsentKindCodec, EMPTY_NEWSLETTER_FORM, LegalKindCodec, SalutationCodec, type NewsletterFormValues } from './newsletter-form';
import type { SubscriptionRequest } from './subscribe-to-newsletter.use-case';
import { LEGAL_TEXTS_FIELD, readLegalTexts } from './legal-texts';
import { DEFAULT_ORIGIN, isOriginLabel } from './newsletter-payload';
import type { PostedFields } from '../shared/form-post';

/** The newsletter sign-up's form name (its posted form field). */
export const NEWSLETTER_FORM = 'newsletter-signup';
/** The hidden field that says which widget posted (payload originAddition). */
export const ORIGIN_ADDITION_FIELD = 'originAddition';
/**
 * The hidden field that says where the form was embedded (payload origin). A post without it (an embedding page's
 * fallback form as the docs show it) takes the origin the server entry decides from who posted it.
 */
export const ORIGIN_FIELD = 'origin';
/** The honeypot's field name (spec 4.1); the widget renders it hidden. */
export const HONEYPOT_FIELD = 'homepage';

const first = (fields: PostedFields, name: string): string => fields[name]?.[0] ?? '';
const oneOf = <A>(codec: t.Decoder<unknown, A>, values: readonly string[] | undefined): A[] =>
  (values ?? []).flatMap((value) => {
    const decoded = codec.decode(value);
    return E.isRight(decoded) ? [decoded.right] : [];
  });

/** A sign-up posted without JavaScript: the request the widget sends, with the origin the post names or its source's. */
export type NewsletterPost = SubscriptionRequest & { readonly origin: string; readonly siteNotListed?: boolean };

/** Who posted a form: the shop's own page, or a page that embeds the newsletter widget (its fallback form). */
export interface PostSource {
  /** The origin the form's post records when it names none: `embedded` from an embedding page, else `onsite`. */
  readonly defaultOrigin: string;
  /** Posted from a site the shop has not listed (NEWSLETTER_EMBEDDING_ORIGINS): answered, never sent. */
  readonly siteNotListed?: boolean;
}

/**
 * Reads a sign-up posted without JavaScript into the same request the widget sends: unknown values are dropped
 * (a salutation outside the list is "none chosen", an origin that is no label is "none named"), so the use case
 * validates what a person could have chosen. The origin is the posted one, else the source's default: the fallback
 * form of an embedded widget records the same origin as its script does. The legal texts shown are the hidden fields
 * the form carries beside each text (docs/newsletter.md: what a post without script can claim).
 */
export const readNewsletterPost = (fields: PostedFields, source: PostSource = { defaultOrigin: DEFAULT_ORIGIN }): NewsletterPost => {
  const salutation = SalutationCodec.decode(first(fields, 'salutation'));
  const values: NewsletterFormValues = {
    ...EMPTY_NEWSLETTER_FORM,
    email: first(fields, 'email'),
    salutation: E.isRight(salutation) ? salutation.right : '',
    firstName: first(fields, 'firstName'),
    lastName: first(fields, 'lastName'),
    consents: oneOf(ConsentKindCodec, fields.consents),
    legals: oneOf(LegalKindCodec, fields.legals),
  };
  const originAddition = first(fields, ORIGIN_ADDITION_FIELD);
  const origin = first(fields, ORIGIN_FIELD);
  return {
    values,
    origin: isOriginLabel(origin) ? origin : source.defaultOrigin,
    honeypot: first(fields, HONEYPOT_FIELD),
    legalTextsShown: readLegalTexts(fields[LEGAL_TEXTS_FIELD] ?? []),
    ...(originAddition ? { originAddition } : {}),
    ...(source.siteNotListed ? { siteNotListed: true } : {}),
  };
};
