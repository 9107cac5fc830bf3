import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useReducer, useRef, type RefCallback, type RefObject } from 'react';
import type { LoadNewsletterPrefill } from '../../core/newsletter/load-newsletter-prefill.use-case';
import { NEWSLETTER_FIELDS, type NewsletterField, type NewsletterFormValues } from '../../core/newsletter/newsletter-form';
import {
  emailFocused,
  initialNewsletterForm,
  lockedFields,
  newsletterFormReducer,
  type NewsletterFormEvent,
  type NewsletterFormState,
} from '../../core/newsletter/newsletter-form.reducer';
import type { NewsletterPostResult } from '../../core/newsletter/newsletter-form-post';
import { DEFAULT_ORIGIN_ADDITION } from '../../core/newsletter/newsletter-payload';
import { inStorefront } from '../../core/country/storefront-address';
import type { PageContext } from '../../core/layout/page-context';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { unreachable } from '../../core/shared/unreachable';
import { newsletterFieldOrder, newsletterValidationFor, type NewsletterErrorKey } from '../../core/newsletter/newsletter-form-rules';
import { newsletterRulesFor, type NewsletterCountryRules } from '../../core/newsletter/newsletter-country-rules';
import { isDneHidden, isFormExpanded } from '../../core/newsletter/newsletter-prefill';
import {
  initialSubmission,
  isFormVisible,
  submissionReducer,
  type SubmissionState,
} from '../../core/newsletter/newsletter-submission.reducer';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import type { SubscribeError, SubscribeResult, SubscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import type { SubmitOutcome } from '../../core/validation/form.reducer';
import { useInjection } from '../app/injection';
import { useStorefront } from '../app/storefront-context';
import { useForm } from '../components/form/use-form';
import { useCustomerDataVersion } from '../customer/use-customer-data-version';

/** Where the widget is embedded and what it reports. */
export interface NewsletterSignupOptions {
  readonly origin?: string | undefined;
  readonly originAddition?: string | undefined;
  readonly onSuccess?: (() => void) | undefined;
  /** The page came from a confirmation link that did not work (spec 4.1 banner). */
  readonly invalidConfirmationLink?: boolean | undefined;
}

/** The sign-up widget's view state and handlers. */
export interface NewsletterSignup {
  /** Where the form posts without JavaScript: the page itself. */
  readonly action: string;
  /** Which widget this is (payload originAddition), sent with the form. */
  readonly originAddition: string;
  readonly rules: NewsletterCountryRules;
  readonly values: NewsletterFormValues;
  readonly errors: Readonly<Partial<Record<NewsletterField, NewsletterErrorKey>>>;
  readonly submission: SubmissionState;
  /** A sign-up is on its way: the fields are disabled. */
  readonly submitting: boolean;
  readonly formVisible: boolean;
  readonly expanded: boolean;
  readonly dneHidden: boolean;
  readonly locked: ReadonlySet<NewsletterField>;
  /** One ref per field, for its element: focus moves to the first invalid field after a failed submit. */
  readonly fieldRefs: Readonly<Record<NewsletterField, RefCallback<HTMLElement>>>;
  readonly honeypotRef: RefObject<HTMLInputElement | null>;
  change(values: Partial<NewsletterFormValues>, validate?: NewsletterField): void;
  focus(field: NewsletterField): void;
  blur(field: NewsletterField): void;
  submit(): Promise<void>;
}

/** The form as the server's answer to a posted sign-up left it: typed values and errors, expanded unless it succeeded. */
const formAfterPost = (posted: NewsletterPostResult | null, order: readonly NewsletterField[]): NewsletterFormState => {
  const initial = initialNewsletterForm(order);
  if (!posted || posted.status === 'SUCCESS') return initial;
  const results = Object.fromEntries(NEWSLETTER_FIELDS.map((field) => [field, posted.errors[field] as NewsletterErrorKey | undefined]));
  return newsletterFormReducer({ ...initial, values: posted.values, touched: ['email'] }, { type: 'VALIDATED', results });
};

/** The submission as the server's answer left it (success, or the banner of a failure). */
const submissionAfterPost = (posted: NewsletterPostResult | null, invalidLink: boolean): SubmissionState => {
  const initial = initialSubmission(invalidLink);
  switch (posted?.status) {
    case 'SUCCESS':
      return { ...initial, status: 'SUCCESS', sentTo: posted.sentTo ?? undefined, invalidLink: false };
    case 'ERROR_GENERIC':
      return { ...initial, status: 'ERROR_GENERIC' };
    case 'ERROR_INVALID_EMAIL':
      return { ...initial, status: 'ERROR_INVALID_EMAIL' };
    case 'ERROR_TOO_MANY_ATTEMPTS':
      return { ...initial, status: 'ERROR_TOO_MANY_ATTEMPTS' };
    default:
      return initial;
  }
};

/** The storefront's rules with its copy's shop links under the storefront's address. */
const rulesAt = (rules: NewsletterCountryRules, basePath: string): NewsletterCountryRules =>
  basePath === ''
    ? rules
    : {
        ...rules,
        links: Object.fromEntries(
          Object.entries(rules.links).map(([name, href]) => [name, inStorefront(basePath, href)]),
        ) as unknown as NewsletterCountryRules['links'],
      };

/** The newsletter sign-up: the shared form hook over the sign-up's form reducer, the submission state machine, prefill. */
export const useNewsletterSignup = (options: NewsletterSignupOptions): NewsletterSignup => {
  const subscribe = useInjection<SubscribeToNewsletter>(NEWSLETTER_TOKENS.subscribe);
  const loadPrefill = useInjection<LoadNewsletterPrefill>(NEWSLETTER_TOKENS.prefill);
  const customerVersion = useCustomerDataVersion();
  const { country } = useStorefront();
  const page = useInjection<PageContext>(SHARED_TOKENS.pageContext);
  const originAddition = options.originAddition ?? DEFAULT_ORIGIN_ADDITION;
  // A sign-up posted without JavaScript comes back with the answer page: the widget that posted starts from it.
  const posted = useInjection<NewsletterPostResult | null>(NEWSLETTER_TOKENS.postResult);
  const mine = posted?.originAddition === originAddition ? posted : null;
  const rules = newsletterRulesFor(country);
  const form = useForm<NewsletterFormState, NewsletterFormEvent>({
    init: () => formAfterPost(mine, newsletterFieldOrder(rules)),
    reducer: newsletterFormReducer,
    validateField: newsletterValidationFor(country).field,
  });
  const {
    dispatch,
    focus: focusField,
    submit: sendForm,
    state: { errorKeptOn },
  } = form;
  const [submission, dispatchSubmission] = useReducer(submissionReducer, undefined, () =>
    submissionAfterPost(mine, options.invalidConfirmationLink === true),
  );
  const honeypotRef = useRef<HTMLInputElement>(null);

  // Read again after each login or logout: the new prefill replaces what the last one put in (never what was typed).
  useEffect(() => {
    let live = true;
    void loadPrefill()().then((result) => {
      if (live && E.isRight(result)) dispatch({ type: 'PREFILLED', prefill: result.right });
    });
    return () => {
      live = false;
    };
  }, [loadPrefill, customerVersion, dispatch]);

  useEffect(() => {
    if (options.invalidConfirmationLink) dispatchSubmission({ type: 'INVALID_LINK_REPORTED' });
  }, [options.invalidConfirmationLink]);

  const focus = useCallback(
    (field: NewsletterField) => {
      // Focus the widget moved to the email field after a failed submit keeps the banner, as it keeps the field's error.
      if (field === 'email' && errorKeptOn !== 'email') dispatchSubmission({ type: 'EMAIL_FOCUSED' });
      focusField(field);
    },
    [errorKeptOn, focusField],
  );

  const { origin, onSuccess } = options;
  /** What the form shows after the use case answered; every result kind is matched. */
  const outcome = useCallback(
    (
      result: E.Either<SubscribeError, SubscribeResult>,
    ): SubmitOutcome<NewsletterFormValues, NewsletterField, NewsletterErrorKey> | undefined => {
      if (E.isRight(result)) {
        switch (result.right.kind) {
          case 'SUBSCRIBED':
          case 'BOT':
            dispatchSubmission({ type: 'SUCCEEDED', email: result.right.email });
            dispatch({ type: 'RESET' });
            if (honeypotRef.current) honeypotRef.current.value = '';
            onSuccess?.();
            return undefined;
          default:
            return unreachable(result.right);
        }
      }
      const error = result.left;
      switch (error.kind) {
        case 'INVALID_FORM':
          dispatchSubmission({ type: 'REJECTED' });
          return { errors: error.errors };
        case 'INVALID_EMAIL':
          dispatchSubmission({ type: 'FAILED', error: 'INVALID_EMAIL' });
          return { errors: { email: 'emailInvalid' } };
        case 'TOO_MANY_ATTEMPTS':
        case 'GENERIC':
          dispatchSubmission({ type: 'FAILED', error: error.kind });
          return undefined;
        default:
          return unreachable(error);
      }
    },
    [dispatch, onSuccess],
  );

  const submit = useCallback(
    () =>
      sendForm(async (values) => {
        dispatchSubmission({ type: 'SUBMITTED' });
        return outcome(
          await subscribe({ values, honeypot: honeypotRef.current?.value ?? '', origin, originAddition: options.originAddition })(),
        );
      }),
    [sendForm, outcome, subscribe, origin, options.originAddition],
  );

  const search = new URLSearchParams(page.query).toString();
  return {
    action: `${page.basePath}${page.path}${search ? `?${search}` : ''}`,
    originAddition,
    rules: rulesAt(rules, page.basePath),
    values: form.values,
    errors: form.errors,
    submission,
    submitting: form.submitting,
    formVisible: isFormVisible(submission),
    expanded: isFormExpanded(emailFocused(form.state), form.state.prefill),
    dneHidden: isDneHidden(form.state.prefill),
    locked: lockedFields(form.state),
    fieldRefs: form.refs,
    honeypotRef,
    change: form.change,
    focus,
    blur: form.blur,
    submit,
  };
};
