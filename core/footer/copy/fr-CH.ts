import type { FooterMessages } from '../footer.messages';

/** Footer copy, fr-CH. */
const copy: FooterMessages = {
  teaserNavLabel: 'Service et informations',
  seoNavLabel: 'Catégories populaires',
  legalNavLabel: 'Mentions légales',
  qualityHeading: 'Achats certifiés',
  countrySelectLabel: 'Choisir le pays',
  countrySelectHint: 'Votre choix vous mène à la boutique du pays. Au clavier : flèches pour choisir, Entrée pour y aller.',
  countrySwitchSubmit: 'Changer de pays',
  copyright: '© Bohne & Haus',
};
export default copy;
