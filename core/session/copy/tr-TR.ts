import type { SessionCopy } from '../session.messages';

/** Sign-in copy, tr-TR. */
const copy: SessionCopy<'tr-TR'> = {
  signIn: 'Giriş yap',
  dialogTitle: 'Müşteri hesabınıza giriş yapın',
  emailLabel: 'E-posta adresi',
  passwordLabel: 'Şifre',
  submit: 'Giriş yap',
  close: 'Kapat',
  emailRequired: 'E-posta adresi zorunlu bir alandır.',
  emailInvalid: 'Lütfen geçerli bir e-posta adresi girin.',
  passwordRequired: 'Lütfen şifrenizi girin.',
  passwordTooLong: 'Şifre çok uzun.',
  successTitle: 'Giriş yapıldı',
  successText: 'Tekrar hoş geldiniz! Başarıyla giriş yaptınız.',
  unauthorized: 'E-posta adresi veya şifre hatalı. Lütfen bilgilerinizi kontrol edin.',
  serviceUnavailable: 'Şu anda giriş yapılamıyor. Lütfen daha sonra tekrar deneyin.',
  tooManyAttempts: 'Çok fazla başarısız giriş denemesi. Lütfen birkaç dakika bekleyip tekrar deneyin.',
  tooManyAttemptsFor: 'Çok fazla başarısız giriş denemesi. Lütfen {duration} sonra tekrar deneyin.',
  seconds: { one: '{count} saniye', other: '{count} saniye' },
  minutes: { one: '{count} dakika', other: '{count} dakika' },
  signedIn: 'Giriş yapıldı',
  signOut: 'Çıkış yap',
  signedOut: 'Çıkış yaptınız.',
};
export default copy;
