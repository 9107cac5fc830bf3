import type { LayoutMessages } from '../layout.messages';

/** Shell copy, cs-CZ. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Přejít na hlavní obsah',
  homeTitle: 'Vítejte v Bohne & Haus',
  homeIntro: 'Káva, móda, domácnost a sport – každý týden nový svět.',
  contentPageTitle: 'Obsahová stránka',
  contentPageText: 'Tato stránka ({path}) v místním náhledu neexistuje. V obchodě se zde zobrazí obsah z CMS.',
  backToHome: 'Na úvodní stránku',
  componentsLink: 'Komponenty',
  metaDescription: 'Bohne & Haus: káva, móda, domácnost a sport online – se zákaznickou kartou, click & collect a slevou za newsletter.',
  notFoundTitle: 'Stránka nenalezena',
  notFoundText: 'Tato stránka ({path}) neexistuje. Zkuste úvodní stránku.',
};
export default copy;
