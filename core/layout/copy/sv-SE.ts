import type { LayoutMessages } from '../layout.messages';

/** Shell copy, sv-SE. */
const copy: LayoutMessages = {
  shopName: "Bohne & Haus",
  skipToContent: "Hoppa till huvudinnehåll",
  homeTitle: "Välkommen till Bohne & Haus",
  homeIntro: "Kaffe, mode, hem och sport – varje vecka en ny värld.",
  contentPageTitle: "Innehållssida",
  contentPageText: "Den här sidan ({path}) finns inte i den lokala förhandsvisningen. I butiken visas innehållet från CMS här.",
  backToHome: "Till startsidan",
  componentsLink: "Komponenter",
  platformLabel: "Visning",
  platformNames: { mobile: "Mobil", tablet: "Surfplatta", classic: "Dator" },
};
export default copy;
