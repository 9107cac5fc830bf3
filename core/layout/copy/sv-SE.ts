import type { LayoutMessages } from '../layout.messages';

/** Shell copy, sv-SE. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Hoppa till huvudinnehåll',
  homeTitle: 'Välkommen till Bohne & Haus',
  homeIntro: 'Kaffe, mode, hem och sport – varje vecka en ny värld.',
  contentPageTitle: 'Innehållssida',
  contentPageText: 'Den här sidan ({path}) finns inte i den lokala förhandsvisningen. I butiken visas innehållet från CMS här.',
  backToHome: 'Till startsidan',
  componentsLink: 'Komponenter',
  metaDescription: 'Bohne & Haus: kaffe, mode, hem och sport online – med kundkort, click & collect och nyhetsbrevsrabatt.',
  notFoundTitle: 'Sidan hittades inte',
  notFoundText: 'Den här sidan ({path}) finns inte. Startsidan kanske hjälper.',
};
export default copy;
