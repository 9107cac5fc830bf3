import type { SessionCopy } from '../session.messages';

/** Sign-in copy, de-DE. */
const copy: SessionCopy<'de-DE'> = {
  signIn: 'Anmelden',
  dialogTitle: 'In Ihrem Kundenkonto anmelden',
  emailLabel: 'E-Mail-Adresse',
  passwordLabel: 'Passwort',
  submit: 'Anmelden',
  close: 'Schließen',
  emailRequired: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwordRequired: 'Bitte geben Sie Ihr Passwort ein.',
  passwordTooLong: 'Das Passwort ist zu lang.',
  successTitle: 'Angemeldet',
  successText: 'Willkommen zurück! Sie sind jetzt angemeldet.',
  unauthorized: 'E-Mail-Adresse oder Passwort ist falsch. Bitte prüfen Sie Ihre Angaben.',
  serviceUnavailable: 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal.',
  tooManyAttempts: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
  tooManyAttemptsFor: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in {duration} erneut.',
  seconds: { one: '{count} Sekunde', other: '{count} Sekunden' },
  minutes: { one: '{count} Minute', other: '{count} Minuten' },
  signedIn: 'Angemeldet',
  signOut: 'Abmelden',
  signedOut: 'Sie haben sich abgemeldet.',
};
export default copy;
