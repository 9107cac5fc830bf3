import type { FooterMessages } from '../footer.messages';

/** Footer copy, fr-CH. */
const copy: FooterMessages = {
  teaserNavLabel: "Service et informations",
  seoNavLabel: "Catégories populaires",
  legalNavLabel: "Mentions légales",
  qualityHeading: "Achats certifiés",
  countrySelectLabel: "Choisir le pays",
  countrySelectHint: "Votre choix vous redirige directement vers la boutique du pays.",
  countrySwitchSubmit: "Changer de pays",
  copyright: "© Bohne & Haus",
};
export default copy;
