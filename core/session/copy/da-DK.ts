import type { SessionCopy } from '../session.messages';

/** Sign-in copy, da-DK. */
const copy: SessionCopy<'da-DK'> = {
  signIn: 'Log ind',
  dialogTitle: 'Log ind på din kundekonto',
  emailLabel: 'E-mailadresse',
  passwordLabel: 'Adgangskode',
  submit: 'Log ind',
  close: 'Luk',
  emailRequired: 'E-mailadressen skal udfyldes.',
  emailInvalid: 'Indtast venligst en gyldig e-mailadresse.',
  passwordRequired: 'Indtast venligst din adgangskode.',
  passwordTooLong: 'Adgangskoden er for lang.',
  successTitle: 'Logget ind',
  successText: 'Velkommen tilbage! Du er nu logget ind.',
  unauthorized: 'E-mailadressen eller adgangskoden er forkert. Kontrollér venligst dine oplysninger.',
  serviceUnavailable: 'Det er ikke muligt at logge ind lige nu. Prøv venligst igen senere.',
  tooManyAttempts: 'For mange mislykkede loginforsøg. Vent venligst et par minutter, og prøv igen.',
  tooManyAttemptsFor: 'For mange mislykkede loginforsøg. Prøv igen om {duration}.',
  seconds: { one: '{count} sekund', other: '{count} sekunder' },
  minutes: { one: '{count} minut', other: '{count} minutter' },
  signedIn: 'Logget ind',
  signOut: 'Log ud',
  signedOut: 'Du er logget ud.',
};
export default copy;
