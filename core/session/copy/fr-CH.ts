import type { SessionCopy } from '../session.messages';

/** Sign-in copy, fr-CH. */
const copy: SessionCopy<'fr-CH'> = {
  signIn: 'Se connecter',
  dialogTitle: 'Connexion à votre compte client',
  emailLabel: 'Adresse e-mail',
  passwordLabel: 'Mot de passe',
  submit: 'Se connecter',
  close: 'Fermer',
  emailRequired: 'L’adresse e-mail est un champ obligatoire.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide.',
  passwordRequired: 'Veuillez saisir votre mot de passe.',
  passwordTooLong: 'Le mot de passe est trop long.',
  successTitle: 'Connexion réussie',
  successText: 'Content de vous revoir! Votre connexion a réussi.',
  unauthorized: 'L’adresse e-mail ou le mot de passe est incorrect. Veuillez vérifier vos données.',
  serviceUnavailable: 'La connexion est momentanément impossible. Veuillez réessayer plus tard.',
  tooManyAttempts: 'Trop de tentatives de connexion échouées. Veuillez patienter quelques minutes, puis réessayer.',
  tooManyAttemptsFor: 'Trop de tentatives de connexion échouées. Veuillez réessayer dans {duration}.',
  seconds: { one: '{count} seconde', many: '{count} de secondes', other: '{count} secondes' },
  minutes: { one: '{count} minute', many: '{count} de minutes', other: '{count} minutes' },
  signedIn: 'Session ouverte',
  signOut: 'Se déconnecter',
  signedOut: 'Votre session est fermée.',
};
export default copy;
