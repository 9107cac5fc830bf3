import { LegalTextCodec } from './legal-texts';
import * as t from 'io-ts';
import { formStateCodec } from '../validation/form-state.codec';
import { ConsentKindCodec, LegalKindCodec, SalutationCodec, type NewsletterField, type NewsletterFormValues } from './newsletter-form';
import type { NewsletterFormState } from './newsletter-form.reducer';
import { NewsletterErrorKeyCodec } from './newsletter-form-rules';
import type { AppliedPrefill, NewsletterPrefill } from './newsletter-prefill';
import type { NewsletterSignupSnapshot } from './newsletter-signup.snapshot';
import type { SubmissionState, SubmissionStatus } from './newsletter-submission.reducer';

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
/** The codec of a signed-in customer's prefill (the server's reading travels to the browser in the page state). */
export const PrefillCodec: t.Type<NewsletterPrefill, unknown> = t.type({
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
    ERROR_SITE_NOT_LISTED: null,
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
  legalTextsRead: t.readonlyArray(LegalTextCodec),
  honeypot: t.string,
  origin: t.string,
  originAddition: t.string,
});
