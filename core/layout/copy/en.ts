import type { LayoutMessages } from '../layout.messages';

/** Shell copy, en. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Skip to main content',
  homeTitle: 'Welcome to Bohne & Haus',
  homeIntro: 'Coffee, fashion, home and sport – a new world every week.',
  contentPageTitle: 'Content page',
  contentPageText: 'This page ({path}) does not exist in the local preview. In your shop, the CMS content appears here.',
  backToHome: 'Back to home',
  componentsLink: 'Components',
  metaDescription:
    'Bohne & Haus: coffee, fashion, household and sports online – with loyalty card, click & collect and a newsletter discount.',
  notFoundTitle: 'Page not found',
  notFoundText: 'This page ({path}) does not exist. The home page may help.',
};
export default copy;
