import type { LayoutMessages } from '../layout.messages';

/** Shell copy, fr-CH. */
const copy: LayoutMessages = {
  shopName: "Bohne & Haus",
  skipToContent: "Aller au contenu principal",
  homeTitle: "Bienvenue chez Bohne & Haus",
  homeIntro: "Café, mode, maison et sport – chaque semaine un nouvel univers.",
  contentPageTitle: "Page de contenu",
  contentPageText: "Cette page ({path}) n'existe pas dans l'aperçu local. Dans votre boutique, le contenu du CMS s'affiche ici.",
  backToHome: "Retour à l'accueil",
  componentsLink: "Composants",
  platformLabel: "Affichage",
  platformNames: { mobile: "Smartphone", tablet: "Tablette", classic: "Ordinateur" },
};
export default copy;
