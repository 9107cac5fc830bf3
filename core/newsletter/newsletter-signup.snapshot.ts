import * as t from 'io-ts';
import type { CountryCode } from '../country/country';
import { formStateCodec } from '../validation/form-state.codec';
import { ConsentKindCodec, LegalKindCodec, SalutationCodec, type NewsletterField, type NewsletterFormValues } from './newsletter-form';
import { initialNewsletterForm, type NewsletterFormState } from './newsletter-form.reducer';
import { NewsletterErrorKeyCodec, newsletterFieldOrder } from './newsletter-form-rules';
import { newsletterRulesFor } from './newsletter-country-rules';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from './newsletter-payload';
import type { AppliedPrefill, NewsletterPrefill } from './newsletter-prefill';
import { initialSubmission, type SubmissionState, type SubmissionStatus } from './newsletter-submission.reducer';

/**
 * The sign-up's state (spec 3.1, 4.1): its form (values, feedback, prefill), where the submission stands, the legal
 * notice, the honeypot, and which widget it is. Plain JSON with an io-ts codec: the server's answer to a form posted
 * without JavaScript is this snapshot, sent in the page state and decoded by the browser, where the widget that
 * posted continues from it.
 */
export interface NewsletterSignupSnapshot {
  readonly form: NewsletterFormState;
  readonly submission: SubmissionState;
  /** The legal-notice panel is open (it starts open; the shopper may collapse it, a refusal for unread texts opens it). */
  readonly legalNoticeOpen: boolean;
  /** The hidden honeypot field's text (spec 4.1): people never see it; anything in it marks a bot. */
  readonly honeypot: string;
  /** Where the widget is embedded (payload origin): sent with every sign-up, and posted with the form. */
  readonly origin: string;
  /** Which widget this is (payload originAddition): a page's answer to a post belongs to the widget that posted. */
  readonly originAddition: string;
}

/** Where a sign-up is: its origin pair, defaults applied. */
export type SignupPlace = Pick<NewsletterSignupSnapshot, 'origin' | 'originAddition'>;

/** An empty sign-up for a storefront (its fields in the storefront's order); `invalidLink`: the page came from a failed confirmation. */
export const initialNewsletterSignup = (
  country: CountryCode,
  place: SignupPlace = { origin: DEFAULT_ORIGIN, originAddition: DEFAULT_ORIGIN_ADDITION },
  invalidLink = false,
): NewsletterSignupSnapshot => ({
  form: initialNewsletterForm(newsletterFieldOrder(newsletterRulesFor(country))),
  submission: initialSubmission(invalidLink),
  legalNoticeOpen: true,
  honeypot: '',
  ...place,
});

const FieldCodec = t.keyof({
  email: null,
  salutation: null,
  firstName: null,
  lastName: null,
  legals: null,
} satisfies Record<NewsletterField, null>);
const SalutationChoiceCodec = t.union([SalutationCodec, t.literal('')]);
const ValuesCodec: t.Type<NewsletterFormValues, unknown> = t.type({
  email: t.string,
  salutation: SalutationChoiceCodec,
  firstName: t.string,
  lastName: t.string,
  consents: t.readonlyArray(ConsentKindCodec),
  legals: t.readonlyArray(LegalKindCodec),
});
const PrefillValuesCodec = t.partial({ email: t.string, salutation: SalutationChoiceCodec, firstName: t.string, lastName: t.string });
const PrefillCodec: t.Type<NewsletterPrefill, unknown> = t.type({
  values: PrefillValuesCodec,
  heldConsents: t.readonlyArray(ConsentKindCodec),
  lockedFields: t.readonlyArray(FieldCodec),
});
const AppliedCodec: t.Type<AppliedPrefill, unknown> = t.type({ values: PrefillValuesCodec, consents: t.readonlyArray(ConsentKindCodec) });
const FormCodec: t.Type<NewsletterFormState, unknown> = t.intersection([
  formStateCodec(ValuesCodec, FieldCodec, NewsletterErrorKeyCodec),
  t.type({ prefill: PrefillCodec, applied: AppliedCodec }),
]);
const SubmissionCodec: t.Type<SubmissionState, unknown> = t.type({
  status: t.keyof({
    NONE: null,
    REVIEW: null,
    SUCCESS: null,
    UNCONFIRMED: null,
    ERROR_GENERIC: null,
    ERROR_INVALID_EMAIL: null,
    ERROR_TOO_MANY_ATTEMPTS: null,
    ERROR_TEXTS_NOT_SHOWN: null,
  } satisfies Record<SubmissionStatus, null>),
  submitting: t.boolean,
  // JSON drops an undefined address: a missing one decodes as none.
  sentTo: t.union([t.string, t.undefined]),
  invalidLink: t.boolean,
});

/** The codec of the sign-up's snapshot: how the server's answer to a post travels to the browser in the page state. */
export const NewsletterSignupSnapshotCodec: t.Type<NewsletterSignupSnapshot, unknown> = t.type({
  form: FormCodec,
  submission: SubmissionCodec,
  legalNoticeOpen: t.boolean,
  honeypot: t.string,
  origin: t.string,
  originAddition: t.string,
});
