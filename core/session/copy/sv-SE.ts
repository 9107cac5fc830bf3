import type { SessionCopy } from '../session.messages';

/** Sign-in copy, sv-SE. */
const copy: SessionCopy<'sv-SE'> = {
  signIn: 'Logga in',
  dialogTitle: 'Logga in på ditt kundkonto',
  emailLabel: 'E-postadress',
  passwordLabel: 'Lösenord',
  submit: 'Logga in',
  close: 'Stäng',
  emailRequired: 'E-postadressen är ett obligatoriskt fält.',
  emailInvalid: 'Ange en giltig e-postadress.',
  passwordRequired: 'Ange ditt lösenord.',
  passwordTooLong: 'Lösenordet är för långt.',
  successTitle: 'Inloggad',
  successText: 'Välkommen tillbaka! Du är nu inloggad.',
  unauthorized: 'E-postadressen eller lösenordet är fel. Kontrollera dina uppgifter.',
  serviceUnavailable: 'Det går inte att logga in just nu. Försök igen senare.',
  tooManyAttempts: 'För många misslyckade inloggningsförsök. Vänta några minuter och försök igen.',
  tooManyAttemptsFor: 'För många misslyckade inloggningsförsök. Försök igen om {duration}.',
  seconds: { one: '{count} sekund', other: '{count} sekunder' },
  minutes: { one: '{count} minut', other: '{count} minuter' },
  signedIn: 'Inloggad',
  signOut: 'Logga ut',
  signedOut: 'Du har loggats ut.',
};
export default copy;
