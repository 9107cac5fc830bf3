import type { Locale } from '../country/locale';
import type { PluralMessage, PluralMessageOf } from '../text/plural-message';
import type { Salutation, Topic } from './newsletter-form';
import type { NewsletterErrorKey } from './newsletter-form-rules';

/**
 * Copy of the newsletter context. `{name}` placeholders are filled with values (`{discount}`, `{email}`, ...);
 * `[name]` marks a slot the view fills with a link whose text is the `...LinkText` entry (content is data, never HTML).
 * A text about a number is a plural message (P): one form per plural category of the language, `{count}` standing
 * for the number, chosen by Intl.PluralRules (`formatPlural`). Views read `NewsletterMessages`; a copy file is a
 * `NewsletterCopy<locale>`, which demands exactly the plural forms of its language.
 */
export interface NewsletterMessages<P extends PluralMessage = PluralMessage> {
  /** Widget heading, e.g. 'Newsletter abonnieren'. */
  readonly title: string;
  /** Teaser under the heading; {discount} is the discount as the locale writes a percentage (Intl) and ¹ refers to the voucher footnote. */
  readonly intro: string;
  /** Small text in the discount bubble, e.g. 'Willkommens-rabatt'. */
  readonly bubbleText: string;
  /** Alternative text of the newsletter image. */
  readonly imageAlt: string;
  readonly emailLabel: string;
  readonly salutationLabel: string;
  /** The empty choice of the salutation select. */
  readonly salutationPlaceholder: string;
  readonly salutations: Readonly<Record<Salutation, string>>;
  readonly firstNameLabel: string;
  readonly lastNameLabel: string;
  /** Accessible name of the honeypot (the field is hidden from everyone). */
  readonly honeypotLabel: string;
  /** Title of the collapsible legal-notice panel. */
  readonly legalNoticeTitle: string;
  /** Legal notice paragraphs: what the newsletter is and how to unsubscribe ([contact] slot). */
  readonly legalNotice: string;
  /** Minimum-age statement; {count} is the age in years. */
  readonly minimumAge: P;
  /** TR: unconfirmed sign-ups are deleted after {count} days. */
  readonly unconfirmedDeletion: P;
  /** TR: sending stops after {count} years without an opened newsletter. */
  readonly inactivityStop: P;
  /** HU: the voucher is valid {count} months after registration, single use. */
  readonly voucherValidity: P;
  /** Link to a sample newsletter, in the legal notice. */
  readonly sampleNewsletterLinkText: string;
  readonly contactLinkText: string;
  /** DNE consent checkbox label (personalised offers). */
  readonly dneLabel: string;
  /** TR legal consent checkbox label (commercial electronic messages). */
  readonly legalConsentLabel: string;
  /** Privacy hint with a [privacy] slot. */
  readonly privacyHint: string;
  readonly privacyLinkText: string;
  readonly submit: string;
  /** Without JavaScript, the answer to the collapsed form: read the notes shown now, then send again. */
  readonly reviewLegalNotice: string;
  /** Note under the form: '* Pflichtfeld'. */
  readonly mandatoryNote: string;
  /** Voucher footnote with a [conditions] slot. */
  readonly voucherFootnote: string;
  readonly voucherConditionsLinkText: string;
  readonly successTitle: string;
  /** Success notice; {email} is the address the confirmation mail went to. */
  readonly successText: string;
  /** Spec 8: the generic failure banner. */
  readonly errorGeneric: string;
  /** The service's rate limit (HTTP 429): too many attempts, try again later. */
  readonly errorTooManyAttempts: string;
  /**
   * The service refused a sign-up whose required legal texts (age, deletion, privacy) were not on the screen: read them,
   * now shown below, then send again; what was typed stays.
   */
  readonly errorTextsNotShown: string;
  /** The embedded widget on a site the shop has not listed (NEWSLETTER_EMBEDDING_ORIGINS): no sign-up is possible there. */
  readonly siteNotListed: string;
  /** The shop's answer to a widget's fallback form posted from such a site: nothing was sent, sign up here. */
  readonly siteNotListedAtShop: string;
  /**
   * A sign-up sent whose answer did not come in time (it may have been stored and the mail sent): check the inbox, and
   * only if no mail arrives, try again. Never says it failed.
   */
  readonly sentUnconfirmed: string;
  /** Spec 8: the invalid double-opt-in link banner. */
  readonly invalidLink: string;
  /** Field error messages (spec 5.1). */
  readonly errors: Readonly<Record<NewsletterErrorKey, string>>;
  /** The /subscribenewsletter content page. */
  readonly page: { readonly title: string; readonly intro: string };
  /** The double-opt-in confirmation page. */
  readonly confirm: {
    readonly title: string;
    readonly checking: string;
    /** Without JavaScript the link does not confirm by itself (mail scanners follow links): a prompt and a button. */
    readonly confirmPrompt: string;
    readonly confirmButton: string;
    /** A link that was already used: the subscription is active (the service answered already confirmed). */
    readonly alreadyTitle: string;
    readonly alreadyText: string;
    readonly successTitle: string;
    readonly successText: string;
    readonly preferencesLinkText: string;
    readonly failedTitle: string;
    readonly shopLinkText: string;
  };
  /** The preferences page. */
  readonly preferences: {
    readonly title: string;
    readonly intro: string;
    readonly loading: string;
    /** Shown instead of the page's form in a browser without JavaScript (the page loads and saves from the browser). */
    readonly needsJavaScript: string;
    readonly emailLabel: string;
    readonly statusLabel: string;
    readonly statuses: { readonly WAITING_FOR_DOI: string; readonly SUBSCRIBED: string };
    readonly topicsLegend: string;
    readonly topics: Readonly<Record<Topic, string>>;
    readonly save: string;
    readonly saved: string;
    readonly saveFailed: string;
    readonly notFound: string;
    /** The unsubscribe button, its success notice and its failure notice. */
    readonly unsubscribe: string;
    readonly unsubscribed: string;
    readonly unsubscribeFailed: string;
  };
  /** The confirmation mail the service sends (the emulator writes it to its outbox), and the notice a subscribed address gets instead. */
  readonly mail: {
    readonly subject: string;
    readonly body: string;
    readonly preferencesText: string;
    readonly alreadySubscribedSubject: string;
    readonly alreadySubscribedBody: string;
    /** The welcome mail sent once a sign-up is confirmed: it carries the welcome voucher the confirmation page promises. */
    readonly welcomeSubject: string;
    readonly welcomeBody: string;
    readonly welcomeCodeLabel: string;
  };
}

/** The newsletter copy of one locale: every message, each plural message with exactly the forms its language has. */
export type NewsletterCopy<L extends Locale> = NewsletterMessages<PluralMessageOf<L>>;
