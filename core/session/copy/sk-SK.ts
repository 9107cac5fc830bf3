import type { SessionMessages } from '../session.messages';

/** Sign-in copy, sk-SK. */
const copy: SessionMessages = {
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
  signedIn: 'Prihlásené',
  signOut: 'Odhlásiť sa',
  signedOut: 'Boli ste odhlásení.',
};
export default copy;
