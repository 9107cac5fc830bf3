import type { ValidationRule } from '../validation/validation-rule';
import type { SessionMessages } from './session.messages';

/** The fields of the sign-in form. */
export type LoginField = 'email' | 'password';

/** Email max length (spec 9); passwords are capped at the same length the service accepts. */
export const LOGIN_LIMITS = { email: 256, password: 256 } as const;

/** The rules of each field, worded in the current locale. */
export const loginFormRules = (copy: SessionMessages): Readonly<Record<LoginField, readonly ValidationRule[]>> => ({
  email: [
    { validator: 'required', message: copy.emailRequired },
    { validator: 'email', message: copy.emailInvalid },
    { validator: 'maxLength', params: LOGIN_LIMITS.email, message: copy.emailInvalid },
  ],
  password: [
    { validator: 'required', message: copy.passwordRequired },
    { validator: 'maxLength', params: LOGIN_LIMITS.password, message: copy.passwordTooLong },
  ],
});
