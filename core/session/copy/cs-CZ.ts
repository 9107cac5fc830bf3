import type { SessionCopy } from '../session.messages';

/** Sign-in copy, cs-CZ. */
const copy: SessionCopy<'cs-CZ'> = {
  signIn: 'Přihlásit se',
  dialogTitle: 'Přihlášení do zákaznického účtu',
  emailLabel: 'E-mailová adresa',
  passwordLabel: 'Heslo',
  submit: 'Přihlásit se',
  close: 'Zavřít',
  emailRequired: 'E-mailová adresa je povinný údaj.',
  emailInvalid: 'Zadejte prosím platnou e-mailovou adresu.',
  passwordRequired: 'Zadejte prosím své heslo.',
  passwordTooLong: 'Heslo je příliš dlouhé.',
  successTitle: 'Přihlášeno',
  successText: 'Vítejte zpět! Přihlášení proběhlo úspěšně.',
  unauthorized: 'E-mailová adresa nebo heslo nejsou správné. Zkontrolujte prosím své údaje.',
  serviceUnavailable: 'Přihlášení momentálně není možné. Zkuste to prosím později.',
  tooManyAttempts: 'Příliš mnoho neúspěšných pokusů o přihlášení. Počkejte prosím několik minut a zkuste to znovu.',
  tooManyAttemptsFor: 'Příliš mnoho neúspěšných pokusů o přihlášení. Zkuste to znovu za {duration}.',
  seconds: { one: '{count} sekundu', few: '{count} sekundy', many: '{count} sekundy', other: '{count} sekund' },
  minutes: { one: '{count} minutu', few: '{count} minuty', many: '{count} minuty', other: '{count} minut' },
  signedIn: 'Přihlášeno',
  signOut: 'Odhlásit se',
  signedOut: 'Byli jste odhlášeni.',
};
export default copy;
