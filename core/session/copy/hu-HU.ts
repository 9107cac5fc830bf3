import type { SessionCopy } from '../session.messages';

/** Sign-in copy, hu-HU. */
const copy: SessionCopy<'hu-HU'> = {
  signIn: 'Bejelentkezés',
  dialogTitle: 'Bejelentkezés az ügyfélfiókba',
  emailLabel: 'E-mail-cím',
  passwordLabel: 'Jelszó',
  submit: 'Bejelentkezés',
  close: 'Bezárás',
  emailRequired: 'Az e-mail-cím megadása kötelező.',
  emailInvalid: 'Kérjük, érvényes e-mail-címet adjon meg.',
  passwordRequired: 'Kérjük, adja meg a jelszavát.',
  passwordTooLong: 'A jelszó túl hosszú.',
  successTitle: 'Sikeres bejelentkezés',
  successText: 'Üdvözöljük újra! Sikeresen bejelentkezett.',
  unauthorized: 'Az e-mail-cím vagy a jelszó helytelen. Kérjük, ellenőrizze az adatait.',
  serviceUnavailable: 'A bejelentkezés jelenleg nem lehetséges. Kérjük, próbálja újra később.',
  tooManyAttempts: 'Túl sok sikertelen bejelentkezési kísérlet. Kérjük, várjon néhány percet, majd próbálja újra.',
  tooManyAttemptsFor: 'Túl sok sikertelen bejelentkezési kísérlet. Kérjük, próbálja újra {duration} múlva.',
  seconds: { one: '{count} másodperc', other: '{count} másodperc' },
  minutes: { one: '{count} perc', other: '{count} perc' },
  signedIn: 'Bejelentkezve',
  signOut: 'Kijelentkezés',
  signedOut: 'Sikeresen kijelentkezett.',
};
export default copy;
