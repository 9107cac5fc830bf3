import { useMessages } from '../../app/storefront-context';
import { Checkbox, RadioGroup } from './catalogue-kit';
import { CatalogueSection, Specimen } from './catalogue-layout';

/** Checkboxes and radio groups in every state. */
export const ChoiceSection = () => {
  const copy = useMessages('components').catalogue;
  const demo = copy.demo;
  const salutations = demo.salutations.map((label, index) => ({ value: ['MS', 'MR', 'DIVERSE'][index] ?? label, label }));
  const deliveries = demo.deliveryOptions.map((label, index) => ({
    value: ['STANDARD', 'EXPRESS', 'COLLECT'][index] ?? label,
    label,
    disabled: index === 2,
  }));
  return (
    <CatalogueSection id="choices" title={copy.sections.choices}>
      <Specimen caption={copy.states.default}>
        <div className="catalogue-stack">
          <Checkbox name="newsletter" label={demo.newsletterConsent} />
          <Checkbox name="newsletter-checked" label={`${demo.newsletterConsent} (✓)`} defaultChecked />
        </div>
      </Specimen>
      <Specimen caption={copy.states.error}>
        <Checkbox name="terms" label={demo.termsConsent} error={demo.termsError} required />
      </Specimen>
      <Specimen caption={copy.states.disabled}>
        <div className="catalogue-stack">
          <Checkbox name="newsletter-disabled" label={`${demo.newsletterConsent} (${copy.states.disabled})`} disabled />
          <Checkbox name="terms-disabled" label={`${demo.termsConsent} (${copy.states.disabled})`} defaultChecked disabled />
        </div>
      </Specimen>
      <Specimen caption={copy.states.default}>
        <RadioGroup legend={demo.delivery} name="delivery" options={deliveries} defaultValue="STANDARD" />
      </Specimen>
      <Specimen caption={copy.states.error}>
        <RadioGroup
          legend={demo.salutation}
          name="salutation"
          options={salutations}
          inline
          required
          error={`${demo.salutation}: ${demo.choose}`}
        />
      </Specimen>
      <Specimen caption={copy.states.disabled}>
        <RadioGroup
          legend={`${demo.salutation} (${copy.states.disabled})`}
          name="salutation-disabled"
          options={salutations}
          defaultValue="MS"
          disabled
        />
      </Specimen>
    </CatalogueSection>
  );
};
