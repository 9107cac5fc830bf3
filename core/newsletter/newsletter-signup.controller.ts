import * as E from 'fp-ts/Either';
import type { CountryCode } from '../country/country';
import { combineStores, reducerStore, type Controller } from '../shared/controller';
import { unreachable } from '../shared/unreachable';
import { createFormController } from '../validation/form.controller';
import { fieldErrors, type SubmitOutcome } from '../validation/form.reducer';
import type { LoadNewsletterPrefill } from './load-newsletter-prefill.use-case';
import { NEWSLETTER_FIELDS, type NewsletterField, type NewsletterFormValues } from './newsletter-form';
import type { NewsletterPostResult, readNewsletterPost } from './newsletter-form-post';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from './newsletter-payload';
import { newsletterFieldOrder, newsletterValidationFor, type NewsletterErrorKey } from './newsletter-form-rules';
import {
  emailFocused,
  initialNewsletterForm,
  lockedFields,
  newsletterFormReducer,
  type NewsletterFormEvent,
  type NewsletterFormState,
} from './newsletter-form.reducer';
import { newsletterRulesFor } from './newsletter-country-rules';
import { isDneHidden, isFormExpanded } from './newsletter-prefill';
import {
  initialSubmission,
  isFormVisible,
  submissionReducer,
  type SubmissionEvent,
  type SubmissionState,
} from './newsletter-submission.reducer';
import type { SubscribeError, SubscribeResult, SubscribeToNewsletter } from './subscribe-to-newsletter.use-case';
import { keyedRecord } from '../shared/keyed-record';
import type { LegalText } from './legal-texts';

/** The sign-up's state: its form (values, feedback, prefill) and where the submission stands (spec 3.1, 4.1). */
export interface NewsletterSignupSnapshot {
  readonly form: NewsletterFormState;
  readonly submission: SubmissionState;
  /** The legal-notice panel is open (it starts open; the shopper may collapse it, a refusal for unread texts opens it). */
  readonly legalNoticeOpen: boolean;
}

/** What happens to the legal-notice panel: the shopper toggles it, or the sign-up shows it to be read. */
type LegalNoticeEvent = { readonly type: 'TOGGLED'; readonly open: boolean } | { readonly type: 'SHOWN' };
const legalNoticeReducer = (open: boolean, event: LegalNoticeEvent): boolean => (event.type === 'TOGGLED' ? event.open : true);

/** What the widget shows, read from a snapshot: the same for the React view, the server and a custom element. */
export interface NewsletterSignupView {
  readonly values: NewsletterFormValues;
  readonly errors: Readonly<Partial<Record<NewsletterField, NewsletterErrorKey>>>;
  readonly submitting: boolean;
  readonly formVisible: boolean;
  readonly expanded: boolean;
  readonly legalNoticeOpen: boolean;
  readonly dneHidden: boolean;
  readonly locked: ReadonlySet<NewsletterField>;
}

/** Reads what the widget shows from a snapshot. */
export const newsletterSignupView = ({ form, submission, legalNoticeOpen }: NewsletterSignupSnapshot): NewsletterSignupView => ({
  values: form.values,
  errors: fieldErrors(form),
  submitting: form.submitting,
  formVisible: isFormVisible(submission),
  // A refusal for unread texts keeps the further fields open, whatever has focus: they hold the texts to read.
  expanded: isFormExpanded(emailFocused(form), form.prefill) || submission.status === 'ERROR_TEXTS_NOT_SHOWN',
  legalNoticeOpen,
  dneHidden: isDneHidden(form.prefill),
  locked: lockedFields(form),
});

/** The sign-up's commands; each effect runs a use case and feeds its result back. */
export interface NewsletterSignup extends Controller<NewsletterSignupSnapshot, NewsletterFormEvent> {
  change(values: Partial<NewsletterFormValues>, validate?: NewsletterField): void;
  focus(field: NewsletterField): void;
  blur(field: NewsletterField): void;
  /**
   * Sends the form (one at a time); resolves once the answer is in the snapshot. `honeypot`: the hidden field's text;
   * `legalTextsShown`: the legal texts on the screen as it was sent (the proof of consent).
   */
  submit(honeypot: string, legalTextsShown: readonly LegalText[]): Promise<void>;
  /** The shopper opened or collapsed the legal-notice panel. */
  toggleLegalNotice(open: boolean): void;
  /** Reads the signed-in customer's prefill (again after a login or logout): it replaces the last one, never typed text. */
  loadPrefill(): Promise<void>;
  /** The page came from a confirmation link that did not work (spec 4.1 banner). */
  reportInvalidLink(): void;
}

/** What the sign-up needs: its use cases. */
export interface NewsletterSignupDeps {
  readonly subscribe: SubscribeToNewsletter;
  readonly loadPrefill: LoadNewsletterPrefill;
}

/** Where the sign-up is and how it starts. */
export interface NewsletterSignupInit {
  readonly country: CountryCode;
  readonly origin?: string | undefined;
  readonly originAddition?: string | undefined;
  /** Where to start (a server's answer to a posted form); default: an empty form. */
  readonly initial?: NewsletterSignupSnapshot | undefined;
  /** Called after every successful submit, a bot's included (spec 4.1 success event). */
  readonly onSuccess?: (() => void) | undefined;
}

/** How a use-case answer changes the sign-up: the submission's event, the form's outcome, whether the form resets. */
interface Outcome {
  readonly submission: SubmissionEvent;
  readonly form: SubmitOutcome<NewsletterFormValues, NewsletterField, NewsletterErrorKey> | undefined;
  readonly succeeded: boolean;
}

/** Every answer of the sign-up use case, mapped once (the widget, the no-JS answer and the embed all read this). */
export const signUpOutcome = (result: E.Either<SubscribeError, SubscribeResult>): Outcome => {
  if (E.isRight(result)) {
    switch (result.right.kind) {
      case 'SUBSCRIBED':
      case 'BOT':
        return { submission: { type: 'SUCCEEDED', email: result.right.email }, form: undefined, succeeded: true };
      default:
        return unreachable(result.right);
    }
  }
  const error = result.left;
  switch (error.kind) {
    case 'INVALID_FORM':
      return { submission: { type: 'REJECTED' }, form: { errors: error.errors }, succeeded: false };
    case 'INVALID_EMAIL':
      return { submission: { type: 'FAILED', error: 'INVALID_EMAIL' }, form: { errors: { email: 'emailInvalid' } }, succeeded: false };
    case 'TOO_MANY_ATTEMPTS':
    case 'TEXTS_NOT_SHOWN':
    case 'GENERIC':
      return { submission: { type: 'FAILED', error: error.kind }, form: undefined, succeeded: false };
    case 'OUTCOME_UNKNOWN':
      return { submission: { type: 'UNCONFIRMED' }, form: undefined, succeeded: false };
    default:
      return unreachable(error);
  }
};

/** An empty sign-up for a storefront (its fields in the storefront's order). */
export const initialNewsletterSignup = (country: CountryCode, invalidLink = false): NewsletterSignupSnapshot => ({
  form: initialNewsletterForm(newsletterFieldOrder(newsletterRulesFor(country))),
  submission: initialSubmission(invalidLink),
  legalNoticeOpen: true,
});

/**
 * The newsletter sign-up (spec 3.1, 4.1): the shared form controller over the sign-up's form reducer, the submission
 * state machine, the prefill. The React widget binds it, the server's no-JavaScript path drives it with the posted
 * form, and the answer of every submit is mapped once (signUpOutcome).
 */
export const createNewsletterSignup = (deps: NewsletterSignupDeps, init: NewsletterSignupInit): NewsletterSignup => {
  const start = init.initial ?? initialNewsletterSignup(init.country);
  const form = createFormController<NewsletterFormState, Extract<NewsletterFormEvent, { type: 'PREFILLED' | 'RESET' }>>({
    initial: start.form,
    reducer: newsletterFormReducer,
    validateField: newsletterValidationFor(init.country).field,
  });
  const submission = reducerStore(start.submission, submissionReducer);
  const legalNoticeOpen = reducerStore(start.legalNoticeOpen, legalNoticeReducer);
  const store = combineStores({ form, submission, legalNoticeOpen });
  return {
    ...store,
    send: (event) => form.send(event),
    change: (values, validate) => form.change(values, validate),
    focus: (field) => {
      // Focus the widget moved to the email field after a failed submit keeps the banner, as it keeps the field's error.
      if (field === 'email' && form.getSnapshot().errorKeptOn !== 'email') submission.send({ type: 'EMAIL_FOCUSED' });
      form.focus(field);
    },
    blur: (field) => form.blur(field),
    submit: (honeypot, legalTextsShown) =>
      form.submit(async (values) => {
        submission.send({ type: 'SUBMITTED' });
        const result = await deps.subscribe({
          values,
          honeypot,
          legalTextsShown,
          origin: init.origin,
          originAddition: init.originAddition,
        })();
        const outcome = signUpOutcome(result);
        // The service refused for texts that were not on the screen: show them, to be read before sending again.
        if (E.isLeft(result) && result.left.kind === 'TEXTS_NOT_SHOWN') legalNoticeOpen.send({ type: 'SHOWN' });
        submission.send(outcome.submission);
        if (!outcome.succeeded) return outcome.form;
        form.send({ type: 'RESET' });
        init.onSuccess?.();
        return undefined;
      }),
    loadPrefill: async () => {
      const result = await deps.loadPrefill()();
      if (E.isRight(result)) form.send({ type: 'PREFILLED', prefill: result.right });
    },
    reportInvalidLink: () => submission.send({ type: 'INVALID_LINK_REPORTED' }),
    toggleLegalNotice: (open) => legalNoticeOpen.send({ type: 'TOGGLED', open }),
  };
};

/** The answer page's state of a sign-up posted without JavaScript: what the visitor typed and what came of it. */
export const snapshotFromPost = (country: CountryCode, posted: NewsletterPostResult, invalidLink = false): NewsletterSignupSnapshot => {
  const start = initialNewsletterSignup(country, invalidLink);
  if (posted.status === 'SUCCESS')
    return { ...start, submission: { ...start.submission, status: 'SUCCESS', sentTo: posted.sentTo ?? undefined, invalidLink: false } };
  const results = keyedRecord(NEWSLETTER_FIELDS, (field) => posted.errors[field]);
  const form = newsletterFormReducer({ ...start.form, values: posted.values, touched: ['email'] }, { type: 'VALIDATED', results });
  const status = posted.status === 'INVALID_FORM' ? 'NONE' : posted.status;
  return { ...start, form, submission: { ...start.submission, status } };
};

/**
 * A sign-up posted without JavaScript from a form that held none of the legal texts (a partner page's fallback form):
 * nothing is sent; the answer is the expanded form with them and with what was typed, to be posted again.
 */
export const reviewResultOf = (values: NewsletterFormValues, originAddition: string, origin = DEFAULT_ORIGIN): NewsletterPostResult => ({
  originAddition,
  origin,
  status: 'REVIEW',
  values: { ...values, consents: [...values.consents], legals: [...values.legals] },
  errors: {},
  sentTo: null,
});

/** What a sign-up posted without JavaScript came to, read from the controller's snapshot after its submit. */
export const postResultOf = (snapshot: NewsletterSignupSnapshot, originAddition: string, origin = DEFAULT_ORIGIN): NewsletterPostResult => {
  const { submission, form } = snapshot;
  const errors = fieldErrors(form);
  const values = { ...form.values, consents: [...form.values.consents], legals: [...form.values.legals] };
  switch (submission.status) {
    case 'SUCCESS':
      return { originAddition, origin, status: 'SUCCESS', values, errors: {}, sentTo: submission.sentTo ?? null };
    case 'NONE':
      return { originAddition, origin, status: 'INVALID_FORM', values, errors, sentTo: null };
    case 'REVIEW':
    case 'UNCONFIRMED':
    case 'ERROR_INVALID_EMAIL':
    case 'ERROR_TOO_MANY_ATTEMPTS':
    case 'ERROR_TEXTS_NOT_SHOWN':
    case 'ERROR_GENERIC':
      return { originAddition, origin, status: submission.status, values, errors, sentTo: null };
    default:
      return unreachable(submission.status);
  }
};

/**
 * Answers a sign-up posted without JavaScript, as the widget's controller would: from a form without legal texts the
 * expanded form to review, nothing sent; from the widget's form, the posted values as a change, then the controller's
 * submit with the texts the post lists (its hidden fields beside each text). The outcome is mapped once, by postResultOf.
 */
export const answerNewsletterPost = async (
  deps: NewsletterSignupDeps,
  country: CountryCode,
  post: ReturnType<typeof readNewsletterPost>,
): Promise<NewsletterPostResult> => {
  const originAddition = post.originAddition ?? DEFAULT_ORIGIN_ADDITION;
  if (post.legalTextsShown.length === 0) return reviewResultOf(post.values, originAddition, post.origin);
  const signup = createNewsletterSignup(deps, { country, origin: post.origin, originAddition: post.originAddition });
  signup.change(post.values);
  await signup.submit(post.honeypot, post.legalTextsShown);
  return postResultOf(signup.getSnapshot(), originAddition, post.origin);
};
