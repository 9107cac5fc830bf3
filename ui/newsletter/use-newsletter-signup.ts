import { formAction } from '../../core/shared/form-post';
import { useEffect, useMemo, useRef, useState, type RefCallback, type RefObject } from 'react';
import { inStorefront } from '../../core/country/storefront-address';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import type { NewsletterField, NewsletterFormValues } from '../../core/newsletter/newsletter-form';
import { newsletterRulesAt, newsletterRulesFor, type NewsletterCountryRules } from '../../core/newsletter/newsletter-country-rules';
import {
  createNewsletterSignup,
  newsletterSignupView,
  type NewsletterSignupView,
} from '../../core/newsletter/newsletter-signup.controller';
import type { SubmissionState } from '../../core/newsletter/newsletter-submission.reducer';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { useInjection } from '../app/injection';
import { useShopAddress, useStorefront } from '../app/storefront-context';
import { useController } from '../app/use-controller';
import { useFocusFirstInvalid } from '../components/form/use-focus-first-invalid';
import { honeypotInForm, legalTextsOnScreen } from './legal-texts-on-screen';

/** Where the widget is embedded and what it reports. */
export interface NewsletterSignupOptions {
  readonly origin?: string | undefined;
  readonly originAddition?: string | undefined;
  /** Called after every successful submit, a bot's included (spec 4.1 success event); read when the widget starts. */
  readonly onSuccess?: (() => void) | undefined;
  /** The page came from a confirmation link that did not work (spec 4.1 banner). */
  readonly invalidConfirmationLink?: boolean | undefined;
}

/** The sign-up widget's view state and handlers. */
export interface NewsletterSignup extends NewsletterSignupView {
  /** Where the form posts without JavaScript: the page itself. */
  readonly action: string;
  readonly rules: NewsletterCountryRules;
  readonly submission: SubmissionState;
  /** One ref per field, for its element: focus moves to the first invalid field after a failed submit. */
  readonly fieldRefs: Readonly<Record<NewsletterField, RefCallback<HTMLElement>>>;
  /** The form's element: the legal texts visible in it when it is sent are the proof of consent. */
  readonly formRef: RefObject<HTMLFormElement | null>;
  /** The shopper opened or collapsed the legal-notice panel. */
  toggleLegalNotice(open: boolean): void;
  change(values: Partial<NewsletterFormValues>, validate?: NewsletterField): void;
  type(values: Partial<NewsletterFormValues>): void;
  focus(field: NewsletterField): void;
  blur(field: NewsletterField): void;
  fillHoneypot(text: string): void;
  submit(): Promise<void>;
}

/**
 * The newsletter sign-up bound to React: the core controller (core/newsletter/newsletter-signup.controller.ts) built
 * once from the injected use cases and the page's answer to a post, its snapshot through useSyncExternalStore, its
 * prefill read while the widget is on the page. Only DOM concerns live here: the fields' elements (focus after a
 * failed submit), which legal texts are on the screen, and the addresses of the page the widget is on.
 */
export const useNewsletterSignup = (options: NewsletterSignupOptions): NewsletterSignup => {
  const subscribe = useInjection(NEWSLETTER_TOKENS.subscribe);
  const loadPrefill = useInjection(NEWSLETTER_TOKENS.prefill);
  const customerData = useInjection(CUSTOMER_TOKENS.customerData);
  const posted = useInjection(NEWSLETTER_TOKENS.postResult);
  const pagePrefill = useInjection(NEWSLETTER_TOKENS.pagePrefill);
  const page = useInjection(SHARED_TOKENS.pageContext);
  const { country } = useStorefront();
  const atShop = useShopAddress();
  const formRef = useRef<HTMLFormElement>(null);
  const [controller] = useState(() =>
    createNewsletterSignup(
      { subscribe, loadPrefill, sessionChanges: customerData.subscribe },
      {
        country,
        origin: options.origin,
        originAddition: options.originAddition,
        invalidLink: options.invalidConfirmationLink,
        posted,
        prefill: pagePrefill,
        onSuccess: options.onSuccess,
      },
    ),
  );
  const snapshot = useController(controller);
  const fieldRefs = useFocusFirstInvalid(snapshot.form);
  useEffect(() => controller.start(), [controller]);

  return {
    action: atShop(formAction(page)),
    rules: useMemo(
      () => newsletterRulesAt(newsletterRulesFor(country), (href) => atShop(inStorefront(page.basePath, href))),
      [country, page.basePath, atShop],
    ),
    ...newsletterSignupView(snapshot),
    submission: snapshot.submission,
    fieldRefs,
    formRef,
    // Folding the notice: the texts on the screen just before count as read (decision 003).
    toggleLegalNotice: (open) => controller.toggleLegalNotice(open, open ? [] : legalTextsOnScreen(formRef.current)),
    change: controller.change,
    type: controller.type,
    focus: controller.focus,
    blur: controller.blur,
    fillHoneypot: controller.fillHoneypot,
    submit: () => controller.submit(legalTextsOnScreen(formRef.current), honeypotInForm(formRef.current)),
  };
};
