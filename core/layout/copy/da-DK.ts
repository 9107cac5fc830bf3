import type { LayoutMessages } from '../layout.messages';

/** Shell copy, da-DK. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Gå til hovedindhold',
  homeTitle: 'Velkommen til Bohne & Haus',
  homeIntro: 'Kaffe, mode, bolig og sport – hver uge en ny verden.',
  contentPageTitle: 'Indholdsside',
  contentPageText: 'Denne side ({path}) findes ikke i den lokale forhåndsvisning. I butikken vises indholdet fra CMS her.',
  backToHome: 'Til forsiden',
  componentsLink: 'Komponenter',
  metaDescription: 'Bohne & Haus: kaffe, mode, bolig og sport online – med kundekort, click & collect og nyhedsbrevsrabat.',
  notFoundTitle: 'Siden blev ikke fundet',
  notFoundText: 'Denne side ({path}) findes ikke. Måske hjælper forsiden.',
};
export default copy;
