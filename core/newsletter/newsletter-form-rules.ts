import * as t from 'io-ts';
import type { CountryCode } from '../country/country';
import type { FormRules, ValidationRule } from '../validation/validation-rule';
import { createValidatorRegistry } from '../validation/validator-registry';
import { fieldValue, NEWSLETTER_FIELDS, type NewsletterField, type NewsletterFormValues } from './newsletter-form';
import { isFieldShown, newsletterRulesFor, type FieldPresence, type NewsletterCountryRules } from './newsletter-country-rules';

/** Why a field is invalid; the view turns the key into the locale's message (newsletter copy `errors`). */
export const NewsletterErrorKeyCodec = t.keyof({
  emailRequired: null,
  emailInvalid: null,
  nameTooLong: null,
  nameInvalid: null,
  firstNameRequired: null,
  lastNameRequired: null,
  salutationRequired: null,
  legalConsentRequired: null,
});
export type NewsletterErrorKey = t.TypeOf<typeof NewsletterErrorKeyCodec>;

/** Spec 9: e-mail at most 256 characters, names at most 40. */
export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 40;

/** The failing rule's key of each invalid field. */
export type NewsletterErrors = Partial<Record<NewsletterField, NewsletterErrorKey>>;

const rule = (validator: string, message: NewsletterErrorKey, params?: number): ValidationRule =>
  params === undefined ? { validator, message } : { validator, message, params };

const EMAIL_RULES: readonly ValidationRule[] = [
  rule('required', 'emailRequired'),
  rule('maxLength', 'emailInvalid', EMAIL_MAX_LENGTH),
  rule('email', 'emailInvalid'),
];

const nameRules = (presence: FieldPresence, required: NewsletterErrorKey): readonly ValidationRule[] => [
  ...(presence === 'required' ? [rule('required', required)] : []),
  rule('maxLength', 'nameTooLong', NAME_MAX_LENGTH),
  rule('nameCharacters', 'nameInvalid'),
  rule('noUrl', 'nameInvalid'),
];

/** The validation rules of every field this storefront shows (spec 5.1), as data for the validator registry. */
export const newsletterFormRules = (rules: NewsletterCountryRules): FormRules<NewsletterField> => ({
  email: EMAIL_RULES,
  ...(isFieldShown(rules, 'salutation')
    ? { salutation: rules.salutation === 'required' ? [rule('required', 'salutationRequired')] : [] }
    : {}),
  ...(isFieldShown(rules, 'firstName')
    ? { firstName: nameRules(rules.names, 'firstNameRequired'), lastName: nameRules(rules.names, 'lastNameRequired') }
    : {}),
  ...(rules.legalConsent ? { legals: [rule('required', 'legalConsentRequired')] } : {}),
});

const validators = createValidatorRegistry();

/** The checks of one rule row, its rules built once: a field on blur (the widget), the whole form on submit (the use case). */
export interface NewsletterValidation {
  /** The error of one field, or undefined when it is valid or not shown. */
  field(field: NewsletterField, values: NewsletterFormValues): NewsletterErrorKey | undefined;
  /** The errors of every field; an empty object when the form may be sent. */
  form(values: NewsletterFormValues): NewsletterErrors;
}

/** Builds the checks of a rule row (spec 5.1). */
export const newsletterValidation = (rules: NewsletterCountryRules): NewsletterValidation => {
  const formRules = newsletterFormRules(rules);
  const field = (name: NewsletterField, values: NewsletterFormValues): NewsletterErrorKey | undefined => {
    const fieldRules = formRules[name];
    // Every rule above carries a NewsletterErrorKey as its message, so the registry hands one back.
    return fieldRules ? (validators.validateField(fieldValue(values, name), fieldRules) as NewsletterErrorKey | undefined) : undefined;
  };
  const form = (values: NewsletterFormValues): NewsletterErrors => {
    const errors: NewsletterErrors = {};
    for (const name of NEWSLETTER_FIELDS) {
      const error = field(name, values);
      if (error !== undefined) errors[name] = error;
    }
    return errors;
  };
  return { field, form };
};

const byStorefront = new Map<CountryCode, NewsletterValidation>();

/** The sign-up checks of a storefront, built on first use and kept: its rules are built once per storefront. */
export const newsletterValidationFor = (country: CountryCode): NewsletterValidation => {
  const known = byStorefront.get(country);
  if (known) return known;
  const built = newsletterValidation(newsletterRulesFor(country));
  byStorefront.set(country, built);
  return built;
};

/** The errors of every field under a rule row; an empty object when the form may be sent. */
export const validateFormWith = (rules: NewsletterCountryRules, values: NewsletterFormValues): NewsletterErrors =>
  newsletterValidation(rules).form(values);

/** The error of one field of the sign-up form in this storefront (spec 5.1). */
export const validateNewsletterField = (
  country: CountryCode,
  field: NewsletterField,
  values: NewsletterFormValues,
): NewsletterErrorKey | undefined => newsletterValidationFor(country).field(field, values);

/** The errors of the whole sign-up form in this storefront. */
export const validateNewsletterForm = (country: CountryCode, values: NewsletterFormValues): NewsletterErrors =>
  newsletterValidationFor(country).form(values);

/** The fields with an error, in NEWSLETTER_FIELDS order. */
export const invalidFields = (errors: NewsletterErrors): NewsletterField[] =>
  NEWSLETTER_FIELDS.filter((field) => errors[field] !== undefined);

/** The fields in the order the form shows them: HU asks for the family name before the given name. */
export const newsletterFieldOrder = (rules: NewsletterCountryRules): readonly NewsletterField[] =>
  rules.familyNameFirst ? ['email', 'salutation', 'lastName', 'firstName', 'legals'] : NEWSLETTER_FIELDS;
