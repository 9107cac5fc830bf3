import { useRef, useState, type FormEvent } from 'react';
import { useMessages } from '../../app/storefront-context';
import { Button, Checkbox, Input, Modal, Notification, useValidatedCheckbox, useValidatedText } from './catalogue-kit';
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
              <Input name={`modal-${size}`} type="number" label={copy.demo.quantity} maxLength={3} inputRef={fieldRef} />
            ) : null}
          </Modal>
        </Specimen>
      ))}
    </CatalogueSection>
  );
};

/** A form on the validation engine: rules without messages use the locale's defaults ('{field} is not valid.'). */
export const FormSection = () => {
  const copy = useMessages('components').catalogue;
  const demo = copy.demo;
  const firstName = useValidatedText('', {
    label: demo.firstName,
    rules: [{ validator: 'required' }, { validator: 'maxLength', params: 40 }, { validator: 'nameCharacters' }, { validator: 'noUrl' }],
  });
  const email = useValidatedText('', {
    label: demo.email,
    rules: [{ validator: 'required' }, { validator: 'email', message: demo.invalidEmail }, { validator: 'maxLength', params: 256 }],
  });
  const terms = useValidatedCheckbox(false, { label: demo.termsConsent, rules: [{ validator: 'required', message: demo.termsError }] });
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = [firstName.validate(), email.validate(), terms.validate()];
    // Focus stays on the button: moving it to the first invalid field would clear that field's error (spec 5.2).
    setSent(errors.every((error) => error === undefined));
  };
  return (
    <CatalogueSection id="form" title={copy.sections.form}>
      <Specimen caption={<Code>blur · change · modelUpdate</Code>} wide>
        <form className="catalogue-form" noValidate onSubmit={submit}>
          <Input name="form-first-name" label={demo.firstName} autoComplete="given-name" required {...firstName.inputProps} />
          <Input name="form-email" type="email" label={demo.email} autoComplete="email" required {...email.inputProps} />
          <Checkbox name="form-terms" label={demo.termsConsent} required {...terms.checkboxProps} />
          <div>
            <Button type="submit">{demo.submit}</Button>
          </div>
          {sent ? (
            <Notification type="success" variant="banner">
              {demo.formValid}
            </Notification>
          ) : null}
        </form>
      </Specimen>
    </CatalogueSection>
  );
};
