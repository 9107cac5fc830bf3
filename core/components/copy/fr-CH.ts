import type { ComponentCopy } from '../components.messages';

/** Component copy, fr-CH. */
const copy: ComponentCopy<'fr-CH'> = {
  validation: {
    defaultMessage: "{field} n'est pas valide.",
    required: '{field} est un champ obligatoire.',
    email: 'Veuillez saisir une adresse e-mail valide.',
    maxLength: {
      one: '{field} ne doit pas dépasser {count} caractère.',
      many: '{field} ne doit pas dépasser {count} de caractères.',
      other: '{field} ne doit pas dépasser {count} caractères.',
    },
    minLength: {
      one: '{field} doit comporter au moins {count} caractère.',
      many: '{field} doit comporter au moins {count} de caractères.',
      other: '{field} doit comporter au moins {count} caractères.',
    },
    nameCharacters: '{field} contient des caractères non valides.',
    noUrl: '{field} ne doit pas contenir d’adresse Internet.',
    digits: '{field} ne doit contenir que des chiffres.',
  },
  required: 'obligatoire',
  requiredLegend: 'Les champs marqués d’un * sont obligatoires.',
  loading: 'Chargement...',
  close: 'Fermer',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  textSlider: { more: 'Afficher plus', less: 'Afficher moins' },
  passwordStrength: { label: 'Sécurité du mot de passe', weak: 'faible', ok: 'correct', strong: 'fort', veryStrong: 'très fort' },
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  notificationTypes: { info: 'Information', success: 'Succès', error: 'Erreur', warning: 'Avertissement' },
  catalogue: {
    title: 'Composants',
    intro: 'Les composants communs de la boutique : chaque composant dans chaque état, à regarder et à essayer.',
    sections: {
      buttons: 'Boutons', links: 'Liens texte', inputs: 'Champs de saisie', selects: 'Liste de sélection',
      choices: 'Cases à cocher et boutons radio', notifications: 'Notifications', expansion: 'Panneaux dépliables',
      textSlider: 'Texte dépliable', modal: 'Fenêtre de dialogue', form: 'Formulaire avec validation',
    },
    states: {
      default: 'Standard', valid: 'Valide', error: 'Erreur', disabled: 'Désactivé', loading: 'Chargement',
      controlled: 'Contrôlé', single: 'Un seul panneau ouvert', multiple: 'Plusieurs panneaux (multiple)',
      preventCloseLast: 'Le dernier panneau ouvert reste ouvert',
    },
    demo: {
      addToCart: 'Ajouter au panier', clicked: 'Clics : {count}', internalLink: 'Trouver une filiale',
      externalLink: 'Rapport de durabilité', unsafeLink: 'Lien non sûr (affiché sans cible)',
      mailLink: 'Écrire au service client',
      firstName: 'Prénom', email: 'Adresse e-mail', password: 'Mot de passe', quantity: 'Quantité', iban: 'IBAN',
      emailHint: 'Nous ne transmettons jamais votre adresse.', quantityHint: 'Chiffres uniquement, 3 au maximum.',
      invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
      country: 'Pays', choose: 'Veuillez choisir', countries: ['Allemagne', 'Autriche', 'Suisse', 'Pologne', 'Tchéquie', 'Hongrie', 'Slovaquie', 'Turquie'],
      salutation: 'Civilité', salutations: ['Madame', 'Monsieur', 'Autre'],
      delivery: 'Livraison', deliveryOptions: ['Livraison standard', 'Livraison express', 'Click & Collect (indisponible)'],
      newsletterConsent: 'Je souhaite recevoir la newsletter.', termsConsent: 'J’accepte les conditions générales.',
      termsError: 'Veuillez accepter les conditions générales.',
      notificationTitle: 'Bon à savoir', info: 'Votre panier est conservé pendant 30 jours.', success: 'L’article a été ajouté à votre panier.',
      warning: 'Plus que 2 articles en stock.', error: 'Le paiement n’a pas pu être effectué.',
      bannerText: 'Cette semaine, livraison gratuite dès 30 francs.', showBannerAgain: 'Afficher à nouveau la bannière',
      panels: [
        { title: 'Livraison', text: 'Les commandes passées avant 14 h les jours ouvrables partent le jour même.' },
        { title: 'Retours', text: 'Vous pouvez retourner les articles gratuitement dans un délai de 3 mois.' },
        { title: 'Paiement', text: 'Payez sur facture, par carte, PayPal ou TWINT.' },
        { title: 'Carte cadeau (indisponible)', text: 'Les cartes cadeaux ne sont pas disponibles pour le moment.' },
      ],
      sliderText: 'Notre café est torréfié lentement au tambour, à des températures douces. Cela prend du temps, mais donne aux grains un arôme rond et doux, peu acide. Chaque torréfaction est dégustée par nos maîtres torréfacteurs avant d’être emballée et envoyée fraîche chez vous.',
      openModal: 'Ouvrir le guide des tailles', modalTitle: 'Guide des tailles', modalText: 'Mesurez votre tour de poitrine et de taille, puis choisissez la taille dont les valeurs sont les plus proches.',
      apply: 'Appliquer', cancel: 'Annuler',
      submit: 'Envoyer', formValid: 'Toutes les saisies sont valides.',
    },
  },
};
export default copy;
