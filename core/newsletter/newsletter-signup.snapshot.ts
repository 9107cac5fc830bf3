import type { CountryCode } from '../country/country';
import type { LegalText } from './legal-texts';
import { initialNewsletterForm, type NewsletterFormState } from './newsletter-form.reducer';
import { newsletterFieldOrder } from './newsletter-form-rules';
import { newsletterRulesFor } from './newsletter-country-rules';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from './newsletter-payload';
import { initialSubmission, type SubmissionState } from './newsletter-submission.reducer';

/**
 * The sign-up's state (spec 3.1, 4.1): its form (values, feedback, prefill), where the submission stands, the legal
 * notice, the honeypot, and which widget it is. Plain JSON with an io-ts codec (newsletter-signup.codec.ts, kept apart
 * so the embedded widget, which never decodes one, carries none): the server's answer to a form posted
 * without JavaScript is this snapshot, sent in the page state and decoded by the browser, where the widget that
 * posted continues from it.
 */
export interface NewsletterSignupSnapshot {
  readonly form: NewsletterFormState;
  readonly submission: SubmissionState;
  /** The legal-notice panel is open (it starts open; the shopper may collapse it, a refusal for unread texts opens it). */
  readonly legalNoticeOpen: boolean;
  /**
   * The legal texts the shopper had on the screen when they folded the notice (decision 003): read, they count as
   * shown in every later send of this form.
   */
  readonly legalTextsRead: readonly LegalText[];
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
  legalTextsRead: [],
  honeypot: '',
  ...place,
});
