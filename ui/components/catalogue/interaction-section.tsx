import { NUMBER_FIELD_RULE } from '../../../core/components/number-key-filter';
import { useRef, useState, type FormEvent } from 'react';
import { keyedRecord } from '../../../core/shared/keyed-record';
import { createFormController } from '../../../core/validation/form.controller';
import { fieldError, initialForm, type FormState } from '../../../core/validation/form.reducer';
import type { FormRules } from '../../../core/validation/validation-rule';
import { createValidatorRegistry, ruleMessage } from '../../../core/validation/validator-registry';
import { wordRules } from '../../../core/validation/worded-rules';
import { useMessages, useStorefront } from '../../app/storefront-context';
import { useController } from '../../app/use-controller';
import { Button, Checkbox, Input, Modal, Notification } from './catalogue-kit';
import { CatalogueSection, Code, Specimen } from './catalogue-layout';

type Size = 'S' | 'M' | 'L';

/** Modals in sizes S, M and L; M holds a field and footer actions. */
export const ModalSection = () => {
  const copy = useMessages('components').catalogue;
  const [open, setOpen] = useState<Size | null>(null);
  const close = () => setOpen(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  return (
    <CatalogueSection id="modal" title={copy.sections.modal}>
      {(['S', 'M', 'L'] as const).map((size) => (
        <Specimen key={size} caption={<Code>{`size="${size}"`}</Code>}>
          <Button variant="secondary" onClick={() => setOpen(size)} aria-haspopup="dialog" className="needs-script">
            {`${copy.demo.openModal} (${size})`}
          </Button>
          <Modal
            open={open === size}
            onClose={close}
            title={copy.demo.modalTitle}
            size={size}
            initialFocusRef={size === 'M' ? fieldRef : undefined}
            footer={
              <>
                <Button variant="secondary" onClick={close}>
                  {copy.demo.cancel}
                </Button>
                <Button onClick={close}>{copy.demo.apply}</Button>
              </>
            }
          >
            <p>{copy.demo.modalText}</p>
            {size === 'M' ? (
              <Input
                name={`modal-${size}`}
                type="number"
                numberRule={NUMBER_FIELD_RULE}
                label={copy.demo.quantity}
                maxLength={3}
                inputRef={fieldRef}
              />
            ) : null}
          </Modal>
        </Specimen>
      ))}
    </CatalogueSection>
  );
};

type DemoValues = { readonly firstName: string; readonly email: string; readonly terms: boolean };
type DemoField = keyof DemoValues;
type DemoForm = FormState<DemoValues, DemoField, string>;
const DEMO_FIELDS: readonly DemoField[] = ['firstName', 'email', 'terms'];
const validators = createValidatorRegistry();

/**
 * A form on the validation engine and core's form controller, as every feature's form: rules without messages use the
 * locale's defaults ('{field} is not valid.'); validation on blur and on a choice, all fields on submit, never on a
 * key (the text fields are bound, not controlled). The fields carry their rules worded, so the first-load script
 * answers them before the section's island wakes.
 */
export const FormSection = () => {
  const copy = useMessages('components');
  const { locale } = useStorefront();
  const demo = copy.catalogue.demo;
  const labels: Readonly<Record<DemoField, string>> = { firstName: demo.firstName, email: demo.email, terms: demo.termsConsent };
  const rules: FormRules<DemoField> = {
    firstName: [{ validator: 'required' }, { validator: 'maxLength', params: 40 }, { validator: 'nameCharacters' }, { validator: 'noUrl' }],
    email: [{ validator: 'required' }, { validator: 'email', message: demo.invalidEmail }, { validator: 'maxLength', params: 256 }],
    terms: [{ validator: 'required', message: demo.termsError }],
  };
  const options = (field: DemoField) => ({ field: labels[field], messages: copy.validation, locale });
  const check = (field: DemoField, values: DemoValues) => validators.validateField(values[field], rules[field] ?? [], options(field));
  const worded = (field: DemoField) => wordRules(rules[field], (_key, rule) => ruleMessage(rule, options(field)));
  const [controller] = useState(() =>
    createFormController<DemoForm>({ initial: initialForm({ firstName: '', email: '', terms: false }, DEMO_FIELDS), validateField: check }),
  );
  const form = useController(controller);
  const error = (field: DemoField) => fieldError(form, field);
  // The banner says what the fields show: every one checked and valid.
  const valid = DEMO_FIELDS.every((field) => form.fields[field].status === 'valid');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Every field at once; focus stays on the button: moving it to the first invalid field would clear that field's error (spec 5.2).
    const values = controller.getSnapshot().values;
    controller.send({ type: 'VALIDATED', results: keyedRecord(DEMO_FIELDS, (field) => check(field, values)) });
  };
  const text = (field: 'firstName' | 'email') => ({
    formValue: form.values[field],
    error: error(field),
    state: form.fields[field].status,
    rules: worded(field),
    onValueChange: (value: string) => controller.type({ [field]: value }),
    onFocus: () => controller.focus(field),
    onBlur: () => controller.blur(field),
  });
  return (
    <CatalogueSection id="form" title={copy.catalogue.sections.form}>
      <Specimen caption={<Code>blur · change · submit</Code>} wide>
        <form className="catalogue-form" noValidate onSubmit={submit}>
          <Input name="form-first-name" label={demo.firstName} autoComplete="given-name" required {...text('firstName')} />
          <Input name="form-email" type="email" label={demo.email} autoComplete="email" required {...text('email')} />
          <Checkbox
            name="form-terms"
            label={demo.termsConsent}
            required
            checked={form.values.terms}
            error={error('terms')}
            state={form.fields.terms.status}
            rules={worded('terms')}
            onCheckedChange={(terms) => controller.change({ terms }, 'terms')}
            onFocus={() => controller.focus('terms')}
            onBlur={() => controller.blur('terms')}
          />
          <div>
            <Button type="submit">{demo.submit}</Button>
          </div>
          {valid ? (
            <Notification type="success" variant="banner">
              {demo.formValid}
            </Notification>
          ) : null}
        </form>
      </Specimen>
    </CatalogueSection>
  );
};
