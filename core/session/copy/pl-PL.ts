import type { SessionCopy } from '../session.messages';

/** Sign-in copy, pl-PL. */
const copy: SessionCopy<'pl-PL'> = {
  signIn: 'Zaloguj się',
  dialogTitle: 'Logowanie do konta klienta',
  emailLabel: 'Adres e-mail',
  passwordLabel: 'Hasło',
  submit: 'Zaloguj się',
  close: 'Zamknij',
  emailRequired: 'Adres e-mail jest polem obowiązkowym.',
  emailInvalid: 'Podaj prawidłowy adres e-mail.',
  passwordRequired: 'Podaj hasło.',
  passwordTooLong: 'Hasło jest za długie.',
  successTitle: 'Zalogowano',
  successText: 'Witamy ponownie! Logowanie przebiegło pomyślnie.',
  unauthorized: 'Adres e-mail lub hasło jest nieprawidłowe. Sprawdź swoje dane.',
  serviceUnavailable: 'Logowanie jest obecnie niemożliwe. Spróbuj ponownie później.',
  tooManyAttempts: 'Zbyt wiele nieudanych prób logowania. Odczekaj kilka minut i spróbuj ponownie.',
  tooManyAttemptsFor: 'Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za {duration}.',
  seconds: { one: '{count} sekundę', few: '{count} sekundy', many: '{count} sekund', other: '{count} sekundy' },
  minutes: { one: '{count} minutę', few: '{count} minuty', many: '{count} minut', other: '{count} minuty' },
  signedIn: 'Zalogowano',
  signOut: 'Wyloguj się',
  signedOut: 'Wylogowano.',
};
export default copy;
