import type { Salutation, Topic } from './newsletter-form';
import type { NewsletterErrorKey } from './newsletter-form-rules';

/**
 * Copy of the newsletter context. `{name}` placeholders are filled with values (`{percent}`, `{age}`, `{email}`, ...);
 * `[name]` marks a slot the view fills with a link whose text is the `...LinkText` entry (content is data, never HTML).
 */
export interface NewsletterMessages {
  /** Widget heading, e.g. 'Newsletter abonnieren'. */
  readonly title: string;
  /** Teaser under the heading; {discount} is the formatted discount and ¹ refers to the voucher footnote. */
  readonly intro: string;
  /** How a discount is written: '{percent}%' (TR: '%{percent}'). */
  readonly discountFormat: string;
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
  /** Minimum-age statement, {age}. */
  readonly minimumAge: string;
  /** TR: unconfirmed sign-ups are deleted after {days} days. */
  readonly unconfirmedDeletion: string;
  /** TR: sending stops after {years} years without an opened newsletter. */
  readonly inactivityStop: string;
  /** HU: the voucher is valid {months} month(s) after registration, single use. */
  readonly voucherValidity: string;
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
  /** Spec 8: the invalid double-opt-in link banner. */
  readonly invalidLink: string;
  /** Field error messages (spec 5.1). */
  readonly errors: Readonly<Record<NewsletterErrorKey, string>>;
  /** The /subscribenewsletter content page. */
  readonly page: { readonly title: string; readonly intro: string };
  /** The double-opt-in confirmation page. */
  readonly confirm: {
    readonly title: string; readonly checking: string;
    /** Without JavaScript the link does not confirm by itself (mail scanners follow links): a prompt and a button. */
    readonly confirmPrompt: string; readonly confirmButton: string;
    /** A link that was already used: the subscription is active (the service answered already confirmed). */
    readonly alreadyTitle: string; readonly alreadyText: string; readonly successTitle: string; readonly successText: string;
    readonly preferencesLinkText: string; readonly failedTitle: string; readonly shopLinkText: string;
  };
  /** The preferences page. */
  readonly preferences: {
    readonly title: string; readonly intro: string; readonly loading: string; readonly emailLabel: string;
    readonly statusLabel: string; readonly statuses: { readonly WAITING_FOR_DOI: string; readonly SUBSCRIBED: string };
    readonly topicsLegend: string; readonly topics: Readonly<Record<Topic, string>>; readonly save: string;
    readonly saved: string; readonly saveFailed: string; readonly notFound: string;
    /** The unsubscribe button, its success notice and its failure notice. */
    readonly unsubscribe: string; readonly unsubscribed: string; readonly unsubscribeFailed: string;
  };
  /** The confirmation mail the service sends (the emulator writes it to its outbox), and the notice a subscribed address gets instead. */
  readonly mail: {
    readonly subject: string; readonly body: string; readonly preferencesText: string;
    readonly alreadySubscribedSubject: string; readonly alreadySubscribedBody: string;
  };
}
