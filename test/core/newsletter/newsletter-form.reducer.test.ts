import { describe, expect, it } from 'vitest';
import { fieldError, initialNewsletterForm, newsletterFormReducer, type NewsletterFormEvent, type NewsletterFormState } from '../../../core/newsletter/newsletter-form.reducer';
import { NO_PREFILL } from '../../../core/newsletter/newsletter-prefill';

const run = (events: NewsletterFormEvent[], start: NewsletterFormState = initialNewsletterForm()) => events.reduce(newsletterFormReducer, start);

describe('newsletter form state', () => {
  it('takes typed values without validating them', () => {
    const state = run([{ type: 'CHANGED', values: { email: 'x' } }]);
    expect(state.values.email).toBe('x');
    expect(state.fields.email.status).toBe('default');
  });

  it('shows a validation result and clears an error when its field gets focus', () => {
    const invalid = run([{ type: 'VALIDATED', results: { email: 'emailInvalid', firstName: undefined } }]);
    expect(fieldError(invalid, 'email')).toBe('emailInvalid');
    expect(invalid.fields.firstName.status).toBe('valid');
    expect(fieldError(run([{ type: 'FOCUSED', field: 'email' }], invalid), 'email')).toBeUndefined();
    expect(fieldError(run([{ type: 'FOCUSED', field: 'email', keepError: true }], invalid), 'email')).toBe('emailInvalid');
  });

  it('remembers that the email field had focus (the form expands), whatever happens next', () => {
    expect(initialNewsletterForm().emailFocused).toBe(false);
    expect(run([{ type: 'FOCUSED', field: 'firstName' }]).emailFocused).toBe(false);
    expect(run([{ type: 'FOCUSED', field: 'email' }, { type: 'RESET' }]).emailFocused).toBe(true);
  });

  it('fills empty fields from a prefill and resets back to it', () => {
    const prefill = { values: { email: 'anna@example.com', firstName: 'Anna' }, heldConsents: ['DNE'] as const, lockedFields: [] };
    const state = run([{ type: 'CHANGED', values: { firstName: 'Annie' } }, { type: 'PREFILLED', prefill: { ...prefill, heldConsents: ['DNE'] } }]);
    expect(state.values).toMatchObject({ email: 'anna@example.com', firstName: 'Annie', consents: ['DNE'] });
    const reset = run([{ type: 'VALIDATED', results: { lastName: 'nameInvalid' } }, { type: 'RESET' }], state);
    expect(reset.values).toMatchObject({ email: 'anna@example.com', firstName: 'Anna', lastName: '', consents: ['DNE'] });
    expect(fieldError(reset, 'lastName')).toBeUndefined();
    expect(run([{ type: 'RESET' }]).prefill).toBe(NO_PREFILL);
  });
});
