import type { LayoutMessages } from '../layout.messages';

/** Shell copy, sk-SK. */
const copy: LayoutMessages = {
  shopName: "Bohne & Haus",
  skipToContent: "Prejsť na hlavný obsah",
  homeTitle: "Vitajte v Bohne & Haus",
  homeIntro: "Káva, móda, domácnosť a šport – každý týždeň nový svet.",
  contentPageTitle: "Obsahová stránka",
  contentPageText: "Táto stránka ({path}) v lokálnom náhľade neexistuje. V obchode sa tu zobrazí obsah z CMS.",
  backToHome: "Na úvodnú stránku",
  componentsLink: "Komponenty",
  platformLabel: "Zobrazenie",
  platformNames: { mobile: "Smartfón", tablet: "Tablet", classic: "Počítač" },
};
export default copy;
