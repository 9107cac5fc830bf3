import * as E from 'fp-ts/Either';
import type { CountryCode } from '../country/country';
import type { Subscribe } from '../customer/shared-customer-data.use-case';
import { combineStores, reducerStore, type Controller } from '../shared/controller';
import { keyedRecord } from '../shared/keyed-record';
import { unreachable } from '../shared/unreachable';
import { createFormController } from '../validation/form.controller';
import { fieldError, fieldErrors, type SubmitOutcome } from '../validation/form.reducer';
import { readLegalTexts, type LegalText } from './legal-texts';
import type { LoadNewsletterPrefill } from './load-newsletter-prefill.use-case';
import type { NewsletterField, NewsletterFormValues } from './newsletter-form';
import type { NewsletterPost } from './newsletter-form-post';
import { newsletterValidationFor, type NewsletterErrorKey } from './newsletter-form-rules';
import {
  emailFocused,
  lockedFields,
  newsletterFormReducer,
  type NewsletterFormEvent,
  type NewsletterFormState,
} from './newsletter-form.reducer';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from './newsletter-payload';
import { isDneHidden, isFormExpanded, type PagePrefill } from './newsletter-prefill';
import { initialNewsletterSignup, type NewsletterSignupSnapshot } from './newsletter-signup.snapshot';
import { isFormVisible, submissionReducer, type SubmissionEvent } from './newsletter-submission.reducer';
import type { SubscribeError, SubscribeResult, SubscribeToNewsletter } from './subscribe-to-newsletter.use-case';

export { initialNewsletterSignup, type NewsletterSignupSnapshot } from './newsletter-signup.snapshot';

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
  /** The hidden honeypot field's text. */
  readonly honeypot: string;
  /** The hidden origin fields the form posts (payload origin and originAddition). */
  readonly origin: string;
  readonly originAddition: string;
}

/** Reads what the widget shows from a snapshot. */
export const newsletterSignupView = ({
  form,
  submission,
  legalNoticeOpen,
  honeypot,
  origin,
  originAddition,
}: NewsletterSignupSnapshot): NewsletterSignupView => ({
  values: form.values,
  errors: fieldErrors(form),
  submitting: form.submitting,
  formVisible: isFormVisible(submission),
  // A refusal for unread texts keeps the further fields open, whatever has focus: they hold the texts to read.
  expanded: isFormExpanded(emailFocused(form), form.prefill) || submission.status === 'ERROR_TEXTS_NOT_SHOWN',
  legalNoticeOpen,
  dneHidden: isDneHidden(form.prefill),
  locked: lockedFields(form),
  honeypot,
  origin,
  originAddition,
});

/** The sign-up's commands; each effect runs a use case and feeds its result back. */
export interface NewsletterSignup extends Controller<NewsletterSignupSnapshot, NewsletterFormEvent> {
  change(values: Partial<NewsletterFormValues>, validate?: NewsletterField): void;
  /** Typed text: kept, told only when an error clears (the form controller's `type`): a key re-renders nothing. */
  type(values: Partial<NewsletterFormValues>): void;
  focus(field: NewsletterField): void;
  blur(field: NewsletterField): void;
  /** Something typed into the hidden honeypot field (spec 4.1: a bot's sign-up is answered as a success, never sent). */
  fillHoneypot(text: string): void;
  /**
   * Sends the form with the honeypot's text (one at a time); resolves once the answer is in the snapshot.
   * `legalTextsShown`: the legal texts on the screen as it was sent (the proof of consent). `honeypot`: the hidden
   * field's text as the form holds it at the send (a script may set it without any input event); absent, the text
   * last reported. A success (a bot's included) empties the form and the honeypot and calls the init's `onSuccess`.
   */
  submit(legalTextsShown: readonly LegalText[], honeypot?: string): Promise<void>;
  /**
   * Answers a sign-up posted without JavaScript, as this controller answers the widget: the posted values as a change
   * after the shopper was in the email field, the honeypot's text, then the submit with the texts the post lists. A
   * post that lists none (a form that held no legal texts: a partner page's fallback form) comes back expanded with
   * them to review, nothing sent. The snapshot is the answer page's state.
   */
  answerPost(post: NewsletterPost): Promise<void>;
  /**
   * The shopper opened or collapsed the legal-notice panel; `onScreen`: the legal texts on the screen just before it
   * collapsed, which the shopper has read: they count as shown in every later send (decision 003).
   */
  toggleLegalNotice(open: boolean, onScreen?: readonly LegalText[]): void;
  /** Reads the signed-in customer's prefill: it replaces the last one, never typed text (a later read wins). */
  loadPrefill(): Promise<void>;
  /**
   * Reads the prefill now (unless the page brought it: init's prefill) and again after every login or logout; returns
   * the function that stops listening.
   */
  start(): () => void;
}

/** What the sign-up needs: its use cases, and the customer session's changes (the prefill is read again after each). */
export interface NewsletterSignupDeps {
  readonly subscribe: SubscribeToNewsletter;
  readonly loadPrefill: LoadNewsletterPrefill;
  readonly sessionChanges: Subscribe;
}

/** Where the sign-up is and how it starts. */
export interface NewsletterSignupInit {
  readonly country: CountryCode;
  /** Where the widget is embedded (payload origin, default 'onsite'). */
  readonly origin?: string | undefined;
  /** Which widget this is (payload originAddition, default 'subsite'). */
  readonly originAddition?: string | undefined;
  /** The page came from a confirmation link that did not work: the banner shows before any script runs. */
  readonly invalidLink?: boolean | undefined;
  /** The page's answer to a sign-up posted without JavaScript, if any: the widget that posted it continues from it. */
  readonly posted?: NewsletterSignupSnapshot | null | undefined;
  /** Called after every successful submit, a bot's included (spec 4.1 success event). */
  readonly onSuccess?: (() => void) | undefined;
  /**
   * The signed-in customer's prefill as the server read it for this page (spec 6): the form starts from it (as the
   * server rendered it), and it is not read again while it is current; null or absent: the sign-up reads it at start.
   */
  readonly prefill?: PagePrefill | null | undefined;
}

/**
 * Where a sign-up starts: the page's answer to a post when this widget posted it (with the post's origin: an embedded
 * widget's fallback form came through this page), else an empty form; the invalid-link banner unless it succeeded.
 */
export const startingSignup = (init: NewsletterSignupInit): NewsletterSignupSnapshot => {
  const originAddition = init.originAddition ?? DEFAULT_ORIGIN_ADDITION;
  const invalidLink = init.invalidLink ?? false;
  const { posted } = init;
  if (posted?.originAddition !== originAddition) {
    const empty = initialNewsletterSignup(init.country, { origin: init.origin ?? DEFAULT_ORIGIN, originAddition }, invalidLink);
    return init.prefill
      ? { ...empty, form: newsletterFormReducer(empty.form, { type: 'PREFILLED', prefill: init.prefill.prefill }) }
      : empty;
  }
  if (!invalidLink || posted.submission.status === 'SUCCESS') return posted;
  return { ...posted, submission: { ...posted.submission, invalidLink: true } };
};

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

const constant = <T>(value: T) => reducerStore<T, never>(value, (state) => state);

/**
 * The newsletter sign-up (spec 3.1, 4.1): the shared form controller over the sign-up's form reducer, the submission
 * state machine, the legal notice, the honeypot and the prefill. The React widget binds it, the server's
 * no-JavaScript path answers a post with it (answerPost), and the answer of every submit is mapped once (signUpOutcome).
 */
export const createNewsletterSignup = (deps: NewsletterSignupDeps, init: NewsletterSignupInit): NewsletterSignup => {
  const start = startingSignup(init);
  const form = createFormController<NewsletterFormState, Extract<NewsletterFormEvent, { type: 'PREFILLED' | 'RESET' }>>({
    initial: start.form,
    reducer: newsletterFormReducer,
    validateField: newsletterValidationFor(init.country).field,
  });
  const submission = reducerStore(start.submission, submissionReducer);
  const legalNoticeOpen = reducerStore(start.legalNoticeOpen, legalNoticeReducer);
  const honeypot = reducerStore<string, string>(start.honeypot, (_, text) => text);
  const legalTextsRead = reducerStore<readonly LegalText[], readonly LegalText[]>(start.legalTextsRead, (read, texts) =>
    readLegalTexts([...read, ...texts]),
  );
  const store = combineStores({
    form,
    submission,
    legalNoticeOpen,
    legalTextsRead,
    honeypot,
    origin: constant(start.origin),
    originAddition: constant(start.originAddition),
  });
  let prefillReads = 0;

  const focus = (field: NewsletterField) => {
    // Focus the widget moved to the email field after a failed submit keeps the banner, as it keeps the field's error.
    if (field === 'email' && form.getSnapshot().errorKeptOn !== 'email') submission.send({ type: 'EMAIL_FOCUSED' });
    form.focus(field);
  };
  const submit = (legalTextsShown: readonly LegalText[], honeypotText?: string) => {
    if (honeypotText !== undefined) honeypot.send(honeypotText);
    return form.submit(async (values) => {
      submission.send({ type: 'SUBMITTED' });
      const result = await deps.subscribe({
        values,
        honeypot: honeypot.state(),
        // What is on the screen now, and what the shopper read before folding it away.
        legalTextsShown: readLegalTexts([...legalTextsShown, ...legalTextsRead.state()]),
        origin: start.origin,
        originAddition: start.originAddition,
      })();
      const outcome = signUpOutcome(result);
      // The service refused for texts that were not on the screen: show them, to be read before sending again.
      if (E.isLeft(result) && result.left.kind === 'TEXTS_NOT_SHOWN') legalNoticeOpen.send({ type: 'SHOWN' });
      submission.send(outcome.submission);
      if (!outcome.succeeded) return outcome.form;
      form.send({ type: 'RESET' });
      honeypot.send('');
      init.onSuccess?.();
      return undefined;
    });
  };
  const loadPrefill = async () => {
    const read = (prefillReads += 1);
    const result = await deps.loadPrefill()();
    // A later read (after another login or logout) wins over an earlier one that answers late.
    if (read === prefillReads && E.isRight(result)) form.send({ type: 'PREFILLED', prefill: result.right });
  };

  return {
    ...store,
    send: (event) => form.send(event),
    change: (values, validate) => form.change(values, validate),
    type: (values) => form.type(values),
    focus,
    blur: (field) => form.blur(field),
    fillHoneypot: (text) => honeypot.send(text),
    submit,
    answerPost: async (post) => {
      // The signed-in customer's base data first: a locked field keeps its prefilled value, whatever was posted for it.
      await loadPrefill();
      focus('email');
      form.change(post.values);
      honeypot.send(post.honeypot);
      if (post.siteNotListed) {
        submission.send({ type: 'FAILED', error: 'SITE_NOT_LISTED' });
        return;
      }
      if (post.legalTextsShown.length === 0) {
        submission.send({ type: 'REVIEW_ASKED' });
        return;
      }
      await submit(post.legalTextsShown);
      // The answer is a new page: focus is where its address puts it, so no field keeps its error against focus.
      const answered = form.getSnapshot();
      form.send({ type: 'VALIDATED', results: keyedRecord(answered.order, (field) => fieldError(answered, field)) });
    },
    loadPrefill,
    start: () => {
      // The page brought the prefill the server read: it is not asked for again while the session is the page's.
      if (!init.prefill?.current()) void loadPrefill();
      return deps.sessionChanges(() => void loadPrefill());
    },
    toggleLegalNotice: (open, onScreen = []) => {
      if (!open && legalNoticeOpen.state()) legalTextsRead.send(onScreen);
      legalNoticeOpen.send({ type: 'TOGGLED', open });
    },
  };
};

/** The answer page's state of a sign-up posted without JavaScript: the posting widget's controller, answering the post. */
export const answerNewsletterPost = async (
  deps: NewsletterSignupDeps,
  country: CountryCode,
  post: NewsletterPost,
): Promise<NewsletterSignupSnapshot> => {
  const signup = createNewsletterSignup(deps, { country, origin: post.origin, originAddition: post.originAddition });
  await signup.answerPost(post);
  return signup.getSnapshot();
};
