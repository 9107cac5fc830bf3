import { NUMBER_FIELD_RULE } from '../../../core/components/number-key-filter';
import { useMessages } from '../../app/storefront-context';
import { Input, Select } from './catalogue-kit';
import { CatalogueSection, Code, Specimen } from './catalogue-layout';

/** Inputs: the five types of spec 9 and the default, valid, error and disabled states. */
export const InputSection = () => {
  const copy = useMessages('components').catalogue;
  const demo = copy.demo;
  return (
    <CatalogueSection id="inputs" title={copy.sections.inputs}>
      <Specimen caption={<Code>text</Code>}>
        <Input name="first-name" label={demo.firstName} autoComplete="given-name" maxLength={40} required />
      </Specimen>
      <Specimen caption={<Code>email</Code>}>
        <Input name="email" type="email" label={demo.email} autoComplete="email" hint={demo.emailHint} />
      </Specimen>
      <Specimen caption={<Code>password</Code>}>
        <Input name="password" type="password" label={demo.password} autoComplete="new-password" />
      </Specimen>
      <Specimen caption={<Code>number</Code>}>
        <Input name="quantity" type="number" numberRule={NUMBER_FIELD_RULE} label={demo.quantity} maxLength={3} hint={demo.quantityHint} />
      </Specimen>
      <Specimen caption={<Code>iban</Code>}>
        <Input name="iban" type="iban" label={demo.iban} autoComplete="off" />
      </Specimen>
      <Specimen caption={copy.states.valid}>
        <Input
          name="email-valid"
          type="email"
          label={`${demo.email} (${copy.states.valid})`}
          defaultValue="anna.muster@example.com"
          state="valid"
        />
      </Specimen>
      <Specimen caption={copy.states.error}>
        <Input
          name="email-error"
          type="email"
          label={`${demo.email} (${copy.states.error})`}
          defaultValue="anna.muster@"
          error={demo.invalidEmail}
          required
        />
      </Specimen>
      <Specimen caption={copy.states.disabled}>
        <Input name="first-name-disabled" label={`${demo.firstName} (${copy.states.disabled})`} defaultValue="Anna" disabled />
      </Specimen>
    </CatalogueSection>
  );
};

/** Selects: with a placeholder, valid, error and disabled. */
export const SelectSection = () => {
  const copy = useMessages('components').catalogue;
  const demo = copy.demo;
  const countries = demo.countries.map((label, index) => ({
    value: ['DE', 'AT', 'CH', 'PL', 'CZ', 'HU', 'SK', 'TR'][index] ?? label,
    label,
  }));
  return (
    <CatalogueSection id="selects" title={copy.sections.selects}>
      <Specimen caption={copy.states.default}>
        <Select name="country" label={demo.country} options={countries} placeholder={demo.choose} required />
      </Specimen>
      <Specimen caption={copy.states.valid}>
        <Select name="country-valid" label={`${demo.country} (${copy.states.valid})`} options={countries} defaultValue="AT" state="valid" />
      </Specimen>
      <Specimen caption={copy.states.error}>
        <Select
          name="country-error"
          label={`${demo.country} (${copy.states.error})`}
          options={countries}
          placeholder={demo.choose}
          error={`${demo.country}: ${demo.choose}`}
          required
        />
      </Specimen>
      <Specimen caption={copy.states.disabled}>
        <Select
          name="country-disabled"
          label={`${demo.country} (${copy.states.disabled})`}
          options={countries}
          defaultValue="CH"
          disabled
        />
      </Specimen>
    </CatalogueSection>
  );
};
