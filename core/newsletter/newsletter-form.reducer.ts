import { formReducer, initialForm, type FormEvent, type FormState } from '../validation/form.reducer';
import { EMPTY_NEWSLETTER_FORM, NEWSLETTER_FIELDS, type NewsletterField, type NewsletterFormValues } from './newsletter-form';
import type { NewsletterErrorKey } from './newsletter-form-rules';
import {
  appliedBy,
  applyPrefill,
  disownChanged,
  NO_PREFILL,
  NOTHING_APPLIED,
  withdrawPrefill,
  type AppliedPrefill,
  type NewsletterPrefill,
} from './newsletter-prefill';

/** The sign-up form: the shared form state (errors are message keys) plus the signed-in customer's prefill. */
export interface NewsletterFormState extends FormState<NewsletterFormValues, NewsletterField, NewsletterErrorKey> {
  /** The signed-in customer's prefill (NO_PREFILL when nobody is signed in). */
  readonly prefill: NewsletterPrefill;
  /** What of it is in the form and untouched by the visitor: a sign-out or another customer's sign-in takes it back. */
  readonly applied: AppliedPrefill;
}

/** What happens to the sign-up form: the shared form events, a new prefill, and a reset back to the prefill. */
export type NewsletterFormEvent =
  | Exclude<FormEvent<NewsletterFormValues, NewsletterField, NewsletterErrorKey>, { readonly type: 'RESET' }>
  | { readonly type: 'PREFILLED'; readonly prefill: NewsletterPrefill }
  | { readonly type: 'RESET' };

/** An empty form, its fields in the order the storefront shows them. */
export const initialNewsletterForm = (order: readonly NewsletterField[] = NEWSLETTER_FIELDS): NewsletterFormState => ({
  ...initialForm<NewsletterFormValues, NewsletterField, NewsletterErrorKey>(EMPTY_NEWSLETTER_FORM, order),
  prefill: NO_PREFILL,
  applied: NOTHING_APPLIED,
});

/** Only fields holding a value from base data are locked (lockPrefilled storefronts); a typed value stays editable. */
const withLocks = (state: NewsletterFormState): NewsletterFormState => ({
  ...state,
  locked: state.prefill.lockedFields.filter(
    // Cast: the applied values are a subset of the fields; read each locked field's by name.
    (field) => (state.applied.values as Partial<Record<NewsletterField, unknown>>)[field] !== undefined,
  ),
});

/**
 * The shared form state machine (formReducer) plus the prefill: reset keeps the prefill; a new prefill (after a login
 * or logout) replaces what the last one put in, never what the visitor typed.
 */
export const newsletterFormReducer = (state: NewsletterFormState, event: NewsletterFormEvent): NewsletterFormState => {
  switch (event.type) {
    case 'CHANGED': {
      // A locked field keeps its prefilled value: a change for it (a form posted without JavaScript) is not taken.
      const values = Object.fromEntries(
        Object.entries(event.values).filter(([field]) => !state.locked.includes(field as NewsletterField)),
      ) as Partial<NewsletterFormValues>;
      const changed = { ...event, values };
      return withLocks({ ...formReducer(state, changed), applied: disownChanged(state.applied, state.values, values) });
    }
    case 'PREFILLED': {
      const own = withdrawPrefill(state.values, state.applied);
      return withLocks({
        ...state,
        prefill: event.prefill,
        values: applyPrefill(own, event.prefill),
        applied: appliedBy(own, event.prefill),
      });
    }
    case 'RESET': {
      const reset = formReducer(state, { type: 'RESET', values: applyPrefill(EMPTY_NEWSLETTER_FORM, state.prefill) });
      return withLocks({ ...reset, applied: appliedBy(EMPTY_NEWSLETTER_FORM, state.prefill) });
    }
    default:
      return formReducer(state, event);
  }
};

/** The fields disabled because they hold a value from base data. */
export const lockedFields = (state: NewsletterFormState): ReadonlySet<NewsletterField> => new Set(state.locked);

/** The email field has had focus at least once (spec 4.1: the full form expands). */
export const emailFocused = (state: NewsletterFormState): boolean => state.touched.includes('email');
