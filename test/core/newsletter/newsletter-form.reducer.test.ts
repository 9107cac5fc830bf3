import { describe, expect, it } from 'vitest';
import {
  emailFocused,
  initialNewsletterForm,
  lockedFields,
  newsletterFormReducer,
  type NewsletterFormEvent,
  type NewsletterFormState,
} from '../../../core/newsletter/newsletter-form.reducer';
import { fieldError } from '../../../core/validation/form.reducer';
import { NO_PREFILL } from '../../../core/newsletter/newsletter-prefill';

const run = (events: NewsletterFormEvent[], start: NewsletterFormState = initialNewsletterForm()) =>
  events.reduce(newsletterFormReducer, start);

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
    // The field a failed submit moves focus to keeps its error.
    expect(
      fieldError(
        run([
          { type: 'SUBMIT_ENDED', errors: { email: 'emailInvalid' } },
          { type: 'FOCUSED', field: 'email' },
        ]),
        'email',
      ),
    ).toBe('emailInvalid');
  });

  it('remembers that the email field had focus (the form expands), whatever happens next', () => {
    expect(emailFocused(initialNewsletterForm())).toBe(false);
    expect(emailFocused(run([{ type: 'FOCUSED', field: 'firstName' }]))).toBe(false);
    expect(emailFocused(run([{ type: 'FOCUSED', field: 'email' }, { type: 'RESET' }]))).toBe(true);
  });

  it('fills empty fields from a prefill and resets back to it', () => {
    const prefill = { values: { email: 'anna@example.com', firstName: 'Anna' }, heldConsents: ['DNE'] as const, lockedFields: [] };
    const state = run([
      { type: 'CHANGED', values: { firstName: 'Annie' } },
      { type: 'PREFILLED', prefill: { ...prefill, heldConsents: ['DNE'] } },
    ]);
    expect(state.values).toMatchObject({ email: 'anna@example.com', firstName: 'Annie', consents: ['DNE'] });
    const reset = run([{ type: 'VALIDATED', results: { lastName: 'nameInvalid' } }, { type: 'RESET' }], state);
    expect(reset.values).toMatchObject({ email: 'anna@example.com', firstName: 'Anna', lastName: '', consents: ['DNE'] });
    expect(fieldError(reset, 'lastName')).toBeUndefined();
    expect(run([{ type: 'RESET' }]).prefill).toBe(NO_PREFILL);
  });

  it('takes back what a prefill put in when the customer signs out, and keeps what the visitor typed or changed', () => {
    const anna = {
      values: { email: 'anna@example.com', salutation: 'MRS' as const, firstName: 'Anna', lastName: 'Schmidt' },
      heldConsents: ['DNE' as const],
      lockedFields: [],
    };
    const signedIn = run([
      { type: 'CHANGED', values: { email: 'mine@example.org' } },
      { type: 'PREFILLED', prefill: anna },
    ]);
    expect(signedIn.values).toMatchObject({ email: 'mine@example.org', firstName: 'Anna', lastName: 'Schmidt', consents: ['DNE'] });
    const edited = run([{ type: 'CHANGED', values: { firstName: 'Anni' } }], signedIn);
    const signedOut = run([{ type: 'PREFILLED', prefill: NO_PREFILL }], edited);
    expect(signedOut.values).toEqual({
      email: 'mine@example.org',
      salutation: '',
      firstName: 'Anni',
      lastName: '',
      consents: [],
      legals: [],
    });
    expect(signedOut.prefill).toBe(NO_PREFILL);
  });

  it("keeps a consent the visitor gave before the sign-in, and replaces one customer's prefill by the next one's", () => {
    const anna = { values: { email: 'anna@example.com' }, heldConsents: ['DNE' as const], lockedFields: [] };
    const ben = { values: { email: 'ben@example.com' }, heldConsents: [], lockedFields: [] };
    const ticked = run([
      { type: 'CHANGED', values: { consents: ['DNE'] } },
      { type: 'PREFILLED', prefill: anna },
      { type: 'PREFILLED', prefill: NO_PREFILL },
    ]);
    expect(ticked.values.consents).toEqual(['DNE']);
    const next = run([
      { type: 'PREFILLED', prefill: anna },
      { type: 'PREFILLED', prefill: ben },
    ]);
    expect(next.values).toMatchObject({ email: 'ben@example.com', consents: [] });
  });

  it('locks only the fields that hold a prefilled value (a typed e-mail stays editable)', () => {
    const hu = {
      values: { email: 'zsofia@example.com', lastName: 'Nagy' },
      heldConsents: [],
      lockedFields: ['email', 'lastName'] as const,
    };
    const state = run([
      { type: 'CHANGED', values: { email: 'mine@example.org' } },
      { type: 'PREFILLED', prefill: { ...hu, lockedFields: [...hu.lockedFields] } },
    ]);
    expect([...lockedFields(state)]).toEqual(['lastName']);
    expect([...lockedFields(run([{ type: 'PREFILLED', prefill: NO_PREFILL }], state))]).toEqual([]);
  });
});
