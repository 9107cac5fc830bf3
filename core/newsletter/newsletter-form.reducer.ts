import { fieldValidationReducer, INITIAL_FIELD_VALIDATION, type FieldValidationState } from '../validation/field-validation.reducer';
import { EMPTY_NEWSLETTER_FORM, NEWSLETTER_FIELDS, type NewsletterField, type NewsletterFormValues } from './newsletter-form';
import type { NewsletterErrorKey } from './newsletter-form-rules';
import { appliedBy, applyPrefill, disownChanged, NO_PREFILL, NOTHING_APPLIED, withdrawPrefill, type AppliedPrefill, type NewsletterPrefill } from './newsletter-prefill';

/** The sign-up form: its values, each field's validation (errors are message keys), and what expands it. */
export interface NewsletterFormState {
  readonly values: NewsletterFormValues;
  readonly fields: Readonly<Record<NewsletterField, FieldValidationState>>;
  /** The email field has had focus at least once (spec 4.1: the full form expands). */
  readonly emailFocused: boolean;
  /** The signed-in customer's prefill (NO_PREFILL when nobody is signed in). */
  readonly prefill: NewsletterPrefill;
  /** What of it is in the form and untouched by the visitor: a sign-out or another customer's sign-in takes it back. */
  readonly applied: AppliedPrefill;
}

/** What happens to the form. VALIDATED carries the result of the fields it names (undefined = valid). */
export type NewsletterFormEvent =
  | { readonly type: 'CHANGED'; readonly values: Partial<NewsletterFormValues> }
  | { readonly type: 'FOCUSED'; readonly field: NewsletterField; readonly keepError?: boolean }
  | { readonly type: 'VALIDATED'; readonly results: Partial<Record<NewsletterField, NewsletterErrorKey | undefined>> }
  | { readonly type: 'PREFILLED'; readonly prefill: NewsletterPrefill }
  | { readonly type: 'RESET' };

const untouched = (): Record<NewsletterField, FieldValidationState> =>
  Object.fromEntries(NEWSLETTER_FIELDS.map((field) => [field, INITIAL_FIELD_VALIDATION])) as Record<NewsletterField, FieldValidationState>;

/** An empty form. */
export const initialNewsletterForm = (): NewsletterFormState =>
  ({ values: EMPTY_NEWSLETTER_FORM, fields: untouched(), emailFocused: false, prefill: NO_PREFILL, applied: NOTHING_APPLIED });

/**
 * The form state machine: typing never validates; focus clears a field's error (unless kept); reset keeps the prefill;
 * a new prefill (after a login or logout) replaces what the last one put in, never what the visitor typed.
 */
export const newsletterFormReducer = (state: NewsletterFormState, event: NewsletterFormEvent): NewsletterFormState => {
  switch (event.type) {
    case 'CHANGED':
      return { ...state, values: { ...state.values, ...event.values }, applied: disownChanged(state.applied, state.values, event.values) };
    case 'FOCUSED': {
      const emailFocused = state.emailFocused || event.field === 'email';
      const field = event.keepError ? state.fields[event.field] : fieldValidationReducer(state.fields[event.field], { type: 'focus' });
      return { ...state, emailFocused, fields: { ...state.fields, [event.field]: field } };
    }
    case 'VALIDATED': {
      const fields = { ...state.fields };
      for (const [field, error] of Object.entries(event.results) as Array<[NewsletterField, NewsletterErrorKey | undefined]>) {
        fields[field] = fieldValidationReducer(fields[field], { type: 'validated', error });
      }
      return { ...state, fields };
    }
    case 'PREFILLED': {
      const own = withdrawPrefill(state.values, state.applied);
      return { ...state, prefill: event.prefill, values: applyPrefill(own, event.prefill), applied: appliedBy(own, event.prefill) };
    }
    case 'RESET':
      return {
        ...state, values: applyPrefill(EMPTY_NEWSLETTER_FORM, state.prefill), applied: appliedBy(EMPTY_NEWSLETTER_FORM, state.prefill), fields: untouched(),
      };
  }
};

/** The fields disabled because they hold a value from base data (lockPrefilled storefronts); a typed value stays editable. */
export const lockedFields = (state: NewsletterFormState): ReadonlySet<NewsletterField> =>
  new Set(state.prefill.lockedFields.filter((field) => (state.applied.values as Partial<Record<NewsletterField, unknown>>)[field] !== undefined));

/** The message key a field shows, if it is in the error state. */
export const fieldError = (state: NewsletterFormState, field: NewsletterField): NewsletterErrorKey | undefined =>
  state.fields[field].status === 'error' ? (state.fields[field].error as NewsletterErrorKey | undefined) : undefined;
