import type { NewsletterField, NewsletterFormValues } from './newsletter-form';
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
  const filled = Object.keys(values) as NewsletterField[];
  return { values, heldConsents: data.consents ?? [], lockedFields: rules.lockPrefilled ? filled : [] };
};

/** Applies a prefill without overwriting what the visitor already typed; held consents are carried along. */
export const applyPrefill = (current: NewsletterFormValues, prefill: NewsletterPrefill): NewsletterFormValues => ({
  email: current.email === '' ? prefill.values.email ?? '' : current.email,
  salutation: current.salutation === '' ? prefill.values.salutation ?? '' : current.salutation,
  firstName: current.firstName === '' ? prefill.values.firstName ?? '' : current.firstName,
  lastName: current.lastName === '' ? prefill.values.lastName ?? '' : current.lastName,
  consents: [...new Set([...current.consents, ...prefill.heldConsents])],
  legals: current.legals,
});

/** Spec 4.1: the full form shows once the email field was focused or prefilled, or a name or salutation is prefilled. */
export const isFormExpanded = (emailFocused: boolean, prefill: NewsletterPrefill): boolean =>
  emailFocused || ['email', 'salutation', 'firstName', 'lastName'].some((field) => prefill.values[field as keyof NewsletterPrefill['values']] !== undefined);

/** Spec 4.1: the DNE checkbox hides for a customer who already holds that consent. */
export const isDneHidden = (prefill: NewsletterPrefill): boolean => prefill.heldConsents.includes('DNE');
