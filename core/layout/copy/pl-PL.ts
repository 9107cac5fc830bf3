import type { LayoutMessages } from '../layout.messages';

/** Shell copy, pl-PL. */
const copy: LayoutMessages = {
  shopName: "Bohne & Haus",
  skipToContent: "Przejdź do treści głównej",
  homeTitle: "Witamy w Bohne & Haus",
  homeIntro: "Kawa, moda, dom i sport – co tydzień nowy świat.",
  contentPageTitle: "Strona z treścią",
  contentPageText: "Ta strona ({path}) nie istnieje w lokalnym podglądzie. W sklepie pojawi się tu treść z CMS.",
  backToHome: "Strona główna",
  componentsLink: "Komponenty",
  platformLabel: "Widok",
  platformNames: { mobile: "Smartfon", tablet: "Tablet", classic: "Komputer" },
};
export default copy;
