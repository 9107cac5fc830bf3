import type { RefCallback } from 'react';
import type { WordedRules } from '../../core/validation/worded-rules';
import {
  SALUTATIONS,
  toggleEntry,
  type NewsletterField,
  type NewsletterFormValues,
  salutationChoice,
} from '../../core/newsletter/newsletter-form';
import type { NewsletterErrorKey } from '../../core/newsletter/newsletter-form-rules';
import { isFieldShown, type NewsletterCountryRules } from '../../core/newsletter/newsletter-country-rules';
import { formatPlural } from '../../core/text/plural-message';
import { useMessages, useStorefront } from '../app/storefront-context';
import { Checkbox } from '../components/checkbox/checkbox';
import { ExpansionPanel } from '../components/expansion-panel/expansion-panel';
import { Input } from '../components/input/input';
import { Select } from '../components/select/select';
import { CopyText } from './copy-text';
import { LegalTextMark } from './legal-text-mark';

/** Props of the expanded part of the sign-up form. */
export interface NewsletterFormExtensionProps {
  readonly rules: NewsletterCountryRules;
  readonly values: NewsletterFormValues;
  readonly errors: Readonly<Partial<Record<NewsletterField, NewsletterErrorKey>>>;
  /** Fields disabled because they were prefilled (in lockPrefilled storefronts). */
  readonly locked: ReadonlySet<NewsletterField>;
  readonly disabled: boolean;
  readonly dneHidden: boolean;
  /** The form hook's field refs: focus moves to the first invalid field after a failed submit. */
  readonly fieldRefs: Readonly<Record<NewsletterField, RefCallback<HTMLElement>>>;
  /** Level of the legal-notice panel's heading. */
  readonly headingLevel: 3 | 4;
  /** The legal-notice panel is open (the controller holds it: a refusal for unread texts opens it). */
  readonly legalNoticeOpen: boolean;
  readonly onLegalNoticeChange: (open: boolean) => void;
  readonly onChange: (values: Partial<NewsletterFormValues>, validate?: NewsletterField) => void;
  /** Text typed into a field (kept by the controller without a render). */
  readonly onType: (values: Partial<NewsletterFormValues>) => void;
  readonly onFocus: (field: NewsletterField) => void;
  readonly onBlur: (field: NewsletterField) => void;
  /** Each field's rules in the storefront's words (core/validation/worded-rules.ts). */
  readonly wordedRules: (field: NewsletterField) => WordedRules;
}

/**
 * The part of the form that expands once the email field is used (spec 4.1): salutation and names where the storefront
 * shows them, the legal notice, the consent checkboxes and the privacy hint. Always in the HTML; CSS reveals it.
 */
const NewsletterFormExtension = ({
  rules,
  values,
  errors,
  locked,
  disabled,
  dneHidden,
  fieldRefs,
  headingLevel,
  legalNoticeOpen,
  onLegalNoticeChange,
  onChange,
  onType,
  onFocus,
  onBlur,
  wordedRules,
}: NewsletterFormExtensionProps) => {
  const copy = useMessages('newsletter');
  const { locale } = useStorefront();
  const error = (field: NewsletterField) => {
    const key = errors[field];
    return key ? copy.errors[key] : undefined;
  };
  const links = {
    contact: { href: rules.links.contact, text: copy.contactLinkText },
    sample: { href: rules.links.sampleNewsletter, text: copy.sampleNewsletterLinkText },
    privacy: { href: rules.links.privacy, text: copy.privacyLinkText },
  };
  const textField = (field: 'firstName' | 'lastName', label: string, autoComplete: string) => (
    <Input
      label={label}
      name={field}
      autoComplete={autoComplete}
      formValue={values[field]}
      required={rules.names === 'required'}
      disabled={disabled || locked.has(field)}
      error={error(field)}
      rules={wordedRules(field)}
      inputRef={fieldRefs[field]}
      onValueChange={(value) => onType({ [field]: value })}
      onFocus={() => onFocus(field)}
      onBlur={() => onBlur(field)}
    />
  );
  return (
    <div className="newsletter__extension">
      {isFieldShown(rules, 'salutation') ? (
        <Select
          label={copy.salutationLabel}
          name="salutation"
          autoComplete="honorific-prefix"
          placeholder={copy.salutationPlaceholder}
          options={SALUTATIONS.map((value) => ({ value, label: copy.salutations[value] }))}
          value={values.salutation}
          required={rules.salutation === 'required'}
          disabled={disabled || locked.has('salutation')}
          error={error('salutation')}
          rules={wordedRules('salutation')}
          selectRef={fieldRefs.salutation}
          onValueChange={(value) => onChange({ salutation: salutationChoice(value) }, 'salutation')}
          onFocus={() => onFocus('salutation')}
          onBlur={() => onBlur('salutation')}
        />
      ) : null}
      {isFieldShown(rules, 'firstName') ? (
        <div className="newsletter__names">
          {rules.familyNameFirst ? textField('lastName', copy.lastNameLabel, 'family-name') : null}
          {textField('firstName', copy.firstNameLabel, 'given-name')}
          {rules.familyNameFirst ? null : textField('lastName', copy.lastNameLabel, 'family-name')}
        </div>
      ) : null}
      {dneHidden ? null : (
        <Checkbox
          label={copy.dneLabel}
          name="consents"
          value="DNE"
          checked={values.consents.includes('DNE')}
          disabled={disabled}
          onCheckedChange={(checked) => onChange({ consents: toggleEntry(values.consents, 'DNE', checked) })}
        />
      )}
      {rules.legalConsent ? (
        <Checkbox
          label={copy.legalConsentLabel}
          name="legals"
          value="NEWSLETTER"
          required
          checked={values.legals.includes('NEWSLETTER')}
          disabled={disabled}
          error={error('legals')}
          rules={wordedRules('legals')}
          inputRef={fieldRefs.legals}
          onFocus={() => onFocus('legals')}
          onBlur={() => onBlur('legals')}
          onCheckedChange={(checked) => onChange({ legals: toggleEntry(values.legals, 'NEWSLETTER', checked) }, 'legals')}
        />
      ) : null}
      <ExpansionPanel
        id="newsletter-legal-notice"
        title={copy.legalNoticeTitle}
        headingLevel={headingLevel}
        // Open from the start, so the age, deletion and privacy texts are read before the first send is possible, with
        // or without script. Collapsed, its texts are not claimed as shown (their marks go out of the post).
        expanded={legalNoticeOpen}
        onExpandedChange={onLegalNoticeChange}
        className="newsletter__legal"
      >
        <p data-legal-text="LEGAL_NOTICE">
          <CopyText text={copy.legalNotice} links={links} />
          <LegalTextMark text="LEGAL_NOTICE" shown={legalNoticeOpen} />
        </p>
        <p data-legal-text="MINIMUM_AGE">
          {formatPlural(locale, copy.minimumAge, rules.minimumAge)}
          <LegalTextMark text="MINIMUM_AGE" shown={legalNoticeOpen} />
        </p>
        {rules.unconfirmedDeletionDays === null ? null : (
          <p data-legal-text="UNCONFIRMED_DELETION">
            {formatPlural(locale, copy.unconfirmedDeletion, rules.unconfirmedDeletionDays)}
            <LegalTextMark text="UNCONFIRMED_DELETION" shown={legalNoticeOpen} />
          </p>
        )}
        {rules.inactivityStopYears === null ? null : (
          <p data-legal-text="INACTIVITY_STOP">
            {formatPlural(locale, copy.inactivityStop, rules.inactivityStopYears)}
            <LegalTextMark text="INACTIVITY_STOP" shown={legalNoticeOpen} />
          </p>
        )}
      </ExpansionPanel>
      <p className="newsletter__privacy" data-legal-text="PRIVACY_HINT">
        <CopyText text={copy.privacyHint} links={links} />
        <LegalTextMark text="PRIVACY_HINT" shown />
      </p>
    </div>
  );
};
export default NewsletterFormExtension;
