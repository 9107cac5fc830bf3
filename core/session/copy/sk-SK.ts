import type { SessionCopy } from '../session.messages';

/** Sign-in copy, sk-SK. */
const copy: SessionCopy<'sk-SK'> = {
  signIn: 'Prihlásiť sa',
  dialogTitle: 'Prihlásenie do zákazníckeho účtu',
  emailLabel: 'E-mailová adresa',
  passwordLabel: 'Heslo',
  submit: 'Prihlásiť sa',
  close: 'Zavrieť',
  emailRequired: 'E-mailová adresa je povinný údaj.',
  emailInvalid: 'Zadajte platnú e-mailovú adresu.',
  passwordRequired: 'Zadajte svoje heslo.',
  passwordTooLong: 'Heslo je príliš dlhé.',
  successTitle: 'Prihlásené',
  successText: 'Vitajte späť! Prihlásenie prebehlo úspešne.',
  unauthorized: 'E-mailová adresa alebo heslo nie sú správne. Skontrolujte svoje údaje.',
  serviceUnavailable: 'Prihlásenie momentálne nie je možné. Skúste to neskôr.',
  tooManyAttempts: 'Príliš veľa neúspešných pokusov o prihlásenie. Počkajte prosím niekoľko minút a skúste to znova.',
  tooManyAttemptsFor: 'Príliš veľa neúspešných pokusov o prihlásenie. Skúste to znova o {duration}.',
  seconds: { one: '{count} sekundu', few: '{count} sekundy', many: '{count} sekundy', other: '{count} sekúnd' },
  minutes: { one: '{count} minútu', few: '{count} minúty', many: '{count} minúty', other: '{count} minút' },
  signedIn: 'Prihlásené',
  signOut: 'Odhlásiť sa',
  signedOut: 'Boli ste odhlásení.',
};
export default copy;
