import type { LayoutMessages } from '../layout.messages';

/** Shell copy, fr-CH. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Aller au contenu principal',
  homeTitle: 'Bienvenue chez Bohne & Haus',
  homeIntro: 'Café, mode, maison et sport – chaque semaine un nouvel univers.',
  contentPageTitle: 'Page de contenu',
  contentPageText: "Cette page ({path}) n'existe pas dans l'aperçu local. Dans votre boutique, le contenu du CMS s'affiche ici.",
  backToHome: "Retour à l'accueil",
  componentsLink: 'Composants',
  metaDescription: 'Bohne & Haus : café, mode, maison et sport en ligne – avec carte client, click & collect et remise newsletter.',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'Cette page ({path}) n’existe pas. La page d’accueil vous aidera peut-être.',
};
export default copy;
