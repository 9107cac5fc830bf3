import { NEWSLETTER_FIELDS, type ConsentKind, type NewsletterField, type NewsletterFormValues } from './newsletter-form';
import type { NewsletterCountryRules } from './newsletter-country-rules';
import type { CustomerBaseData } from './newsletter-subscriber.codec';

/** What a logged-in customer's base data puts into the form. */
export interface NewsletterPrefill {
  /** The non-empty values from base data. */
  readonly values: Partial<Pick<NewsletterFormValues, 'email' | 'salutation' | 'firstName' | 'lastName'>>;
  /** Consents the customer already holds (the DNE checkbox hides when DNE is among them). */
  readonly heldConsents: NewsletterFormValues['consents'];
  /** Fields that are disabled because their value came from base data (only in lockPrefilled storefronts). */
  readonly lockedFields: readonly NewsletterField[];
}

/**
 * The prefill the server read for the page (spec 6), as the sign-up starts from it: `current` tells whether it is
 * still this page's session's (no sign-in or sign-out since), else the sign-up reads the prefill again.
 */
export interface PagePrefill {
  readonly prefill: NewsletterPrefill;
  readonly current: () => boolean;
}

/** A visitor without base data. */
export const NO_PREFILL: NewsletterPrefill = { values: {}, heldConsents: [], lockedFields: [] };

const text = (value: string | null | undefined): string => (typeof value === 'string' ? value.trim() : '');

/** Turns base data into a prefill for a storefront: only fields it shows, locked where its rules say so. */
export const prefillFromBaseData = (data: CustomerBaseData, rules: NewsletterCountryRules): NewsletterPrefill => {
  const values: { -readonly [K in keyof NewsletterPrefill['values']]: NewsletterPrefill['values'][K] } = {};
  if (text(data.email) !== '') values.email = text(data.email);
  if (rules.salutation !== 'hidden' && data.salutation) values.salutation = data.salutation;
  if (rules.names !== 'hidden' && text(data.firstName) !== '') values.firstName = text(data.firstName);
  if (rules.names !== 'hidden' && text(data.lastName) !== '') values.lastName = text(data.lastName);
  const filled = NEWSLETTER_FIELDS.filter((field) => field in values);
  return { values, heldConsents: data.consents ?? [], lockedFields: rules.lockPrefilled ? filled : [] };
};

/** Applies a prefill without overwriting what the visitor already typed; held consents are carried along. */
export const applyPrefill = (current: NewsletterFormValues, prefill: NewsletterPrefill): NewsletterFormValues => ({
  email: current.email === '' ? (prefill.values.email ?? '') : current.email,
  salutation: current.salutation === '' ? (prefill.values.salutation ?? '') : current.salutation,
  firstName: current.firstName === '' ? (prefill.values.firstName ?? '') : current.firstName,
  lastName: current.lastName === '' ? (prefill.values.lastName ?? '') : current.lastName,
  consents: [...new Set([...current.consents, ...prefill.heldConsents])],
  legals: current.legals,
});

/** What a prefill put into the form: the fields it filled (they were empty) and the consents it added. */
export interface AppliedPrefill {
  readonly values: NewsletterPrefill['values'];
  readonly consents: readonly ConsentKind[];
}

/** Nothing prefilled. */
export const NOTHING_APPLIED: AppliedPrefill = { values: {}, consents: [] };

const PREFILL_FIELDS = ['email', 'salutation', 'firstName', 'lastName'] as const;

/** What applyPrefill(current, prefill) puts in: values only where the field was empty, consents not already given. */
export const appliedBy = (current: NewsletterFormValues, prefill: NewsletterPrefill): AppliedPrefill => ({
  values: Object.fromEntries(
    PREFILL_FIELDS.filter((field) => current[field] === '' && prefill.values[field] !== undefined).map((field) => [
      field,
      prefill.values[field],
    ]),
  ),
  consents: prefill.heldConsents.filter((consent) => !current.consents.includes(consent)),
});

/**
 * Takes back what a prefill put in (the customer signed out, or another one signed in): a field still holding its
 * prefilled value empties and the consents it added go; whatever the visitor typed or changed stays.
 */
export const withdrawPrefill = (current: NewsletterFormValues, applied: AppliedPrefill): NewsletterFormValues => ({
  ...current,
  ...Object.fromEntries(
    PREFILL_FIELDS.filter((field) => applied.values[field] !== undefined && current[field] === applied.values[field]).map((field) => [
      field,
      '',
    ]),
  ),
  consents: current.consents.filter((consent) => !applied.consents.includes(consent)),
});

/** What of a prefill is still the prefill's after the visitor changed some values: a field or consent they touched is theirs. */
export const disownChanged = (
  applied: AppliedPrefill,
  before: NewsletterFormValues,
  changes: Partial<NewsletterFormValues>,
): AppliedPrefill => ({
  values: Object.fromEntries(Object.entries(applied.values).filter(([field]) => !(field in changes))),
  consents:
    changes.consents === undefined
      ? applied.consents
      : applied.consents.filter((consent) => before.consents.includes(consent) === changes.consents?.includes(consent)),
});

/** Spec 4.1: the full form shows once the email field was focused or prefilled, or a name or salutation is prefilled. */
export const isFormExpanded = (emailFocused: boolean, prefill: NewsletterPrefill): boolean =>
  emailFocused || (['email', 'salutation', 'firstName', 'lastName'] as const).some((field) => prefill.values[field] !== undefined);

/** Spec 4.1: the DNE checkbox hides for a customer who already holds that consent. */
export const isDneHidden = (prefill: NewsletterPrefill): boolean => prefill.heldConsents.includes('DNE');
