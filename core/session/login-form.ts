import type { ValidationRule } from '../validation/validation-rule';
import { createValidatorRegistry } from '../validation/validator-registry';
import type { Credentials } from './session-gateway.port';

/** The fields of the sign-in form. */
export type LoginField = 'email' | 'password';
/** The fields in the order the dialog shows them. */
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

/** Why a sign-in field is invalid: the key of its message in the session copy. */
export type LoginErrorKey = 'emailRequired' | 'emailInvalid' | 'passwordRequired' | 'passwordTooLong';

/** The error key of each invalid sign-in field. */
export type LoginErrors = Partial<Record<LoginField, LoginErrorKey>>;

/** Email max length (spec 9); passwords are capped at the same length the service accepts. */
export const LOGIN_LIMITS = { email: 256, password: 256 } as const;

/** The rules of each field; each message is a LoginErrorKey the view words in the current locale. */
export const LOGIN_FORM_RULES: Readonly<Record<LoginField, readonly ValidationRule[]>> = {
  email: [
    { validator: 'required', message: 'emailRequired' },
    { validator: 'email', message: 'emailInvalid' },
    { validator: 'maxLength', params: LOGIN_LIMITS.email, message: 'emailInvalid' },
  ],
  password: [
    { validator: 'required', message: 'passwordRequired' },
    { validator: 'maxLength', params: LOGIN_LIMITS.password, message: 'passwordTooLong' },
  ],
};

const validators = createValidatorRegistry();

/** The error of one sign-in field, or undefined when it is valid. */
export const validateLoginField = (field: LoginField, values: Credentials): LoginErrorKey | undefined =>
  // Every rule carries a LoginErrorKey as its message, so the registry hands one back.
  validators.validateField(values[field], LOGIN_FORM_RULES[field]) as LoginErrorKey | undefined;

/** The errors of the whole sign-in form; an empty object when it may be sent. */
export const validateLoginForm = (values: Credentials): LoginErrors =>
  Object.fromEntries(
    LOGIN_FIELDS.flatMap((field) => {
      const error = validateLoginField(field, values);
      return error === undefined ? [] : [[field, error]];
    }),
  );
