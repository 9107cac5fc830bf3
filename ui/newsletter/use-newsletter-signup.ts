import { useEffect, useMemo, useRef, useState, type RefCallback, type RefObject } from 'react';
import { inStorefront } from '../../core/country/storefront-address';
import type { NewsletterField, NewsletterFormValues } from '../../core/newsletter/newsletter-form';
import type { NewsletterErrorKey } from '../../core/newsletter/newsletter-form-rules';
import { newsletterRulesFor, type NewsletterCountryRules } from '../../core/newsletter/newsletter-country-rules';
import { DEFAULT_ORIGIN, DEFAULT_ORIGIN_ADDITION } from '../../core/newsletter/newsletter-payload';
import {
  createNewsletterSignup,
  initialNewsletterSignup,
  newsletterSignupView,
  snapshotFromPost,
} from '../../core/newsletter/newsletter-signup.controller';
import type { SubmissionState } from '../../core/newsletter/newsletter-submission.reducer';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useShopAddress, useStorefront } from '../app/storefront-context';
import { useController } from '../app/use-controller';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid';
import { useCustomerDataVersion } from '../customer/use-customer-data-version';
import { legalTextsOnScreen } from './legal-texts-on-screen';

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
  /** Where it is embedded (payload origin), sent with the form: an answer to an embedded form's post keeps its origin. */
  readonly origin: string;
  readonly rules: NewsletterCountryRules;
  readonly values: NewsletterFormValues;
  readonly errors: Readonly<Partial<Record<NewsletterField, NewsletterErrorKey>>>;
  readonly submission: SubmissionState;
  /** A sign-up is on its way: the fields are disabled. */
  readonly submitting: boolean;
  readonly formVisible: boolean;
  readonly expanded: boolean;
  /** The legal-notice panel is open. */
  readonly legalNoticeOpen: boolean;
  readonly dneHidden: boolean;
  readonly locked: ReadonlySet<NewsletterField>;
  /** One ref per field, for its element: focus moves to the first invalid field after a failed submit. */
  readonly fieldRefs: Readonly<Record<NewsletterField, RefCallback<HTMLElement>>>;
  readonly honeypotRef: RefObject<HTMLInputElement | null>;
  /** The form's element: the legal texts visible in it when it is sent are the proof of consent. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** The shopper opened or collapsed the legal-notice panel. */
  toggleLegalNotice(open: boolean): void;
  change(values: Partial<NewsletterFormValues>, validate?: NewsletterField): void;
  focus(field: NewsletterField): void;
  blur(field: NewsletterField): void;
  submit(): Promise<void>;
}

/** The storefront's rules with its copy's shop links under the storefront's address (at the shop, when embedded). */
const rulesAt = (rules: NewsletterCountryRules, basePath: string, atShop: (address: string) => string): NewsletterCountryRules => ({
  ...rules,
  // Object.fromEntries loses the record's keys; they are the same keys, each mapped.
  links: Object.fromEntries(
    Object.entries(rules.links).map(([name, href]) => [name, atShop(inStorefront(basePath, href))]),
  ) as unknown as NewsletterCountryRules['links'],
});

/**
 * The newsletter sign-up bound to React: the core controller (core/newsletter/newsletter-signup.controller.ts) built
 * once from the injected use cases, its snapshot through useSyncExternalStore. Only DOM concerns live here: the
 * fields' elements (focus after a failed submit), the honeypot's value and which legal texts are on the screen.
 */
export const useNewsletterSignup = (options: NewsletterSignupOptions): NewsletterSignup => {
  const subscribe = useInjection(NEWSLETTER_TOKENS.subscribe);
  const loadPrefill = useInjection(NEWSLETTER_TOKENS.prefill);
  const page = useInjection(SHARED_TOKENS.pageContext);
  // A sign-up posted without JavaScript comes back with the answer page: the widget that posted starts from it.
  const posted = useInjection(NEWSLETTER_TOKENS.postResult);
  const customerVersion = useCustomerDataVersion();
  const { country } = useStorefront();
  const originAddition = options.originAddition ?? DEFAULT_ORIGIN_ADDITION;
  // The widget that posted answers with the post's origin (an embedded widget's fallback form came through this page).
  const answersPost = posted?.originAddition === originAddition;
  const origin = answersPost ? posted.origin : (options.origin ?? DEFAULT_ORIGIN);
  const { onSuccess } = options;
  const honeypotRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [controller] = useState(() =>
    createNewsletterSignup(
      { subscribe, loadPrefill },
      {
        country,
        origin,
        originAddition: options.originAddition,
        // The server renders the invalid-link banner too: the page says it before any script runs.
        initial: answersPost
          ? snapshotFromPost(country, posted, options.invalidConfirmationLink)
          : options.invalidConfirmationLink
            ? initialNewsletterSignup(country, true)
            : undefined,
      },
    ),
  );
  const snapshot = useController(controller);
  const view = newsletterSignupView(snapshot);
  const fieldRefs = useFocusFirstInvalid(snapshot.form);

  // Read again after each login or logout: the new prefill replaces what the last one put in (never what was typed).
  useEffect(() => {
    void controller.loadPrefill();
  }, [controller, customerVersion]);

  useEffect(() => {
    if (options.invalidConfirmationLink) controller.reportInvalidLink();
  }, [controller, options.invalidConfirmationLink]);

  const search = new URLSearchParams(page.query).toString();
  const atShop = useShopAddress();
  return {
    action: atShop(`${page.basePath}${page.path}${search ? `?${search}` : ''}`),
    originAddition,
    origin,
    rules: useMemo(() => rulesAt(newsletterRulesFor(country), page.basePath, atShop), [country, page.basePath, atShop]),
    ...view,
    submission: snapshot.submission,
    fieldRefs,
    honeypotRef,
    formRef,
    toggleLegalNotice: controller.toggleLegalNotice,
    change: controller.change,
    focus: controller.focus,
    blur: controller.blur,
    submit: async () => {
      await controller.submit(honeypotRef.current?.value ?? '', legalTextsOnScreen(formRef.current));
      // Success replaces the form and ends sign-ups in this widget (spec 4.1): a SUCCESS now is this submit's.
      if (controller.getSnapshot().submission.status !== 'SUCCESS') return;
      if (honeypotRef.current) honeypotRef.current.value = '';
      onSuccess?.();
    },
  };
};
