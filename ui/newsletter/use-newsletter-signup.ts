import * as E from 'fp-ts/Either';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, type RefObject } from 'react';
import type { LoadNewsletterPrefill } from '../../core/newsletter/load-newsletter-prefill.use-case';
import { NEWSLETTER_FIELDS, type NewsletterField, type NewsletterFormValues } from '../../core/newsletter/newsletter-form';
import { fieldError, initialNewsletterForm, lockedFields, newsletterFormReducer, type NewsletterFormState } from '../../core/newsletter/newsletter-form.reducer';
import type { NewsletterPostResult } from '../../core/newsletter/newsletter-form-post';
import { DEFAULT_ORIGIN_ADDITION } from '../../core/newsletter/newsletter-payload';
import { inStorefront } from '../../core/country/storefront-address';
import type { PageContext } from '../../core/layout/page-context';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { invalidFields, validateNewsletterField, validateNewsletterForm, type NewsletterErrorKey, type NewsletterErrors } from '../../core/newsletter/newsletter-form-rules';
import { newsletterRulesFor, type NewsletterCountryRules } from '../../core/newsletter/newsletter-country-rules';
import { isDneHidden, isFormExpanded } from '../../core/newsletter/newsletter-prefill';
import { initialSubmission, isFormVisible, submissionReducer, type SubmissionState } from '../../core/newsletter/newsletter-submission.reducer';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import type { SubscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import { useInjection } from '../app/injection';
import { useStorefront } from '../app/storefront-context';
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
  readonly formVisible: boolean;
  readonly expanded: boolean;
  readonly dneHidden: boolean;
  readonly locked: ReadonlySet<NewsletterField>;
  readonly formRef: RefObject<HTMLFormElement | null>;
  readonly honeypotRef: RefObject<HTMLInputElement | null>;
  change(values: Partial<NewsletterFormValues>, validate?: NewsletterField): void;
  focus(field: NewsletterField): void;
  blur(field: NewsletterField): void;
  submit(): Promise<void>;
}

/** The form as the server's answer to a posted sign-up left it: typed values and errors, expanded unless it succeeded. */
const formAfterPost = (posted: NewsletterPostResult | null): NewsletterFormState => {
  const initial = initialNewsletterForm();
  if (!posted || posted.status === 'SUCCESS') return initial;
  const results = Object.fromEntries(NEWSLETTER_FIELDS.map((field) => [field, posted.errors[field] as NewsletterErrorKey | undefined]));
  return newsletterFormReducer({ ...initial, values: posted.values, emailFocused: true }, { type: 'VALIDATED', results });
};

/** The submission as the server's answer left it (success, or the banner of a failure). */
const submissionAfterPost = (posted: NewsletterPostResult | null, invalidLink: boolean): SubmissionState => {
  const initial = initialSubmission(invalidLink);
  switch (posted?.status) {
    case 'SUCCESS': return { ...initial, status: 'SUCCESS', sentTo: posted.sentTo ?? undefined, invalidLink: false };
    case 'ERROR_GENERIC': return { ...initial, status: 'ERROR_GENERIC' };
    case 'ERROR_INVALID_EMAIL': return { ...initial, status: 'ERROR_INVALID_EMAIL' };
    case 'ERROR_TOO_MANY_ATTEMPTS': return { ...initial, status: 'ERROR_TOO_MANY_ATTEMPTS' };
    default: return initial;
  }
};

/** The storefront's rules with its copy's shop links under the storefront's address. */
const rulesAt = (rules: NewsletterCountryRules, basePath: string): NewsletterCountryRules => (basePath === '' ? rules : {
  ...rules,
  links: Object.fromEntries(Object.entries(rules.links).map(([name, href]) => [name, inStorefront(basePath, href)])) as unknown as NewsletterCountryRules['links'],
});

/** The newsletter sign-up: form and submission state machines from core, prefill, validation on blur, one request at a time. */
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
  const [form, dispatchForm] = useReducer(newsletterFormReducer, mine, formAfterPost);
  const [submission, dispatchSubmission] = useReducer(submissionReducer, undefined, () => submissionAfterPost(mine, options.invalidConfirmationLink === true));
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  // A field focused by the widget itself (after a failed submit) keeps its error, so it can be read out.
  const keepErrorOn = useRef<NewsletterField | null>(null);
  // The committed values, for handlers that run between renders (blur straight after a change, submit).
  const latest = useRef(form.values);
  useLayoutEffect(() => { latest.current = form.values; }, [form.values]);

  // Read again after each login or logout: the new prefill replaces what the last one put in (never what was typed).
  useEffect(() => {
    let live = true;
    void loadPrefill()().then((result) => { if (live && E.isRight(result)) dispatchForm({ type: 'PREFILLED', prefill: result.right }); });
    return () => { live = false; };
  }, [loadPrefill, customerVersion]);

  useEffect(() => { if (options.invalidConfirmationLink) dispatchSubmission({ type: 'INVALID_LINK_REPORTED' }); }, [options.invalidConfirmationLink]);

  /** Shows every field's result and moves focus to the first invalid field on screen (its error stays to be read out). */
  const showErrors = useCallback((errors: NewsletterErrors) => {
    dispatchForm({ type: 'VALIDATED', results: Object.fromEntries(NEWSLETTER_FIELDS.map((field) => [field, errors[field]])) });
    const first = Array.from(formRef.current?.elements ?? []).find((element): element is HTMLInputElement =>
      element instanceof HTMLElement && (errors as Record<string, unknown>)[(element as HTMLInputElement).name] !== undefined);
    if (first && first.ownerDocument.activeElement !== first) { keepErrorOn.current = first.name as NewsletterField; first.focus(); }
  }, []);

  const change = useCallback((values: Partial<NewsletterFormValues>, validate?: NewsletterField) => {
    dispatchForm({ type: 'CHANGED', values });
    if (validate) dispatchForm({ type: 'VALIDATED', results: { [validate]: validateNewsletterField(country, validate, { ...latest.current, ...values }) } });
    else {
      // Typing in a field that kept its error (focus stayed there through a failed submit) counts as focusing it:
      // the error clears, and the field is validated again on blur.
      keepErrorOn.current = null;
      for (const field of NEWSLETTER_FIELDS) if (field in values) dispatchForm({ type: 'FOCUSED', field, keepError: false });
    }
  }, [country]);

  const focus = useCallback((field: NewsletterField) => {
    const keepError = keepErrorOn.current === field;
    keepErrorOn.current = null;
    dispatchForm({ type: 'FOCUSED', field, keepError });
    if (field === 'email' && !keepError) dispatchSubmission({ type: 'EMAIL_FOCUSED' });
  }, []);

  const blur = useCallback((field: NewsletterField) => {
    dispatchForm({ type: 'VALIDATED', results: { [field]: validateNewsletterField(country, field, latest.current) } });
  }, [country]);

  const submit = useCallback(async () => {
    if (inFlight.current) return;
    const values = latest.current;
    const errors = validateNewsletterForm(country, values);
    if (invalidFields(errors).length > 0) { showErrors(errors); return; }
    inFlight.current = true;
    dispatchSubmission({ type: 'SUBMITTED' });
    const result = await subscribe({ values, honeypot: honeypotRef.current?.value ?? '', origin: options.origin, originAddition: options.originAddition })();
    inFlight.current = false;
    if (E.isRight(result)) {
      dispatchSubmission({ type: 'SUCCEEDED', email: result.right.email });
      dispatchForm({ type: 'RESET' });
      if (honeypotRef.current) honeypotRef.current.value = '';
      options.onSuccess?.();
      return;
    }
    const error = result.left;
    if (error.kind === 'INVALID_FORM') { dispatchSubmission({ type: 'REJECTED' }); showErrors(error.errors); return; }
    dispatchSubmission({ type: 'FAILED', error: error.kind });
    if (error.kind === 'INVALID_EMAIL') showErrors({ email: 'emailInvalid' });
  }, [country, subscribe, showErrors, options]);

  const errors = Object.fromEntries(NEWSLETTER_FIELDS.map((field) => [field, fieldError(form, field)]).filter(([, error]) => error !== undefined));
  const search = new URLSearchParams(page.query).toString();
  return {
    action: `${page.basePath}${page.path}${search ? `?${search}` : ''}`,
    originAddition,
    rules: rulesAt(newsletterRulesFor(country), page.basePath),
    values: form.values,
    errors,
    submission,
    formVisible: isFormVisible(submission),
    expanded: isFormExpanded(form.emailFocused, form.prefill),
    dneHidden: isDneHidden(form.prefill),
    locked: lockedFields(form),
    formRef,
    honeypotRef,
    change, focus, blur, submit,
  };
};
