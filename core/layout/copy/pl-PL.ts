import type { LayoutMessages } from '../layout.messages';

/** Shell copy, pl-PL. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Przejdź do treści głównej',
  homeTitle: 'Witamy w Bohne & Haus',
  homeIntro: 'Kawa, moda, dom i sport – co tydzień nowy świat.',
  contentPageTitle: 'Strona z treścią',
  contentPageText: 'Ta strona ({path}) nie istnieje w lokalnym podglądzie. W sklepie pojawi się tu treść z CMS.',
  backToHome: 'Strona główna',
  componentsLink: 'Komponenty',
  metaDescription: 'Bohne & Haus: kawa, moda, dom i sport online – z kartą klienta, click & collect i rabatem za newsletter.',
  notFoundTitle: 'Nie znaleziono strony',
  notFoundText: 'Ta strona ({path}) nie istnieje. Może pomoże strona główna.',
};
export default copy;
