import type { SessionCopy } from '../session.messages';

/** Sign-in copy, en. */
const copy: SessionCopy<'en'> = {
  signIn: 'Sign in',
  dialogTitle: 'Sign in to your customer account',
  emailLabel: 'E-mail address',
  passwordLabel: 'Password',
  submit: 'Sign in',
  close: 'Close',
  emailRequired: 'The e-mail address is a required field.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordRequired: 'Please enter your password.',
  passwordTooLong: 'The password is too long.',
  successTitle: 'Signed in',
  successText: 'Welcome back! You are now signed in.',
  unauthorized: 'The e-mail address or password is incorrect. Please check your details.',
  serviceUnavailable: 'Signing in is not possible at the moment. Please try again later.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  tooManyAttemptsFor: 'Too many failed sign-in attempts. Please try again in {duration}.',
  seconds: { one: '{count} second', other: '{count} seconds' },
  minutes: { one: '{count} minute', other: '{count} minutes' },
  signedIn: 'Signed in',
  signOut: 'Sign out',
  signedOut: 'You have signed out.',
};
export default copy;
