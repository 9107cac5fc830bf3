import type { LayoutMessages } from '../layout.messages';

/** Shell copy, sk-SK. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Prejsť na hlavný obsah',
  homeTitle: 'Vitajte v Bohne & Haus',
  homeIntro: 'Káva, móda, domácnosť a šport – každý týždeň nový svet.',
  contentPageTitle: 'Obsahová stránka',
  contentPageText: 'Táto stránka ({path}) v lokálnom náhľade neexistuje. V obchode sa tu zobrazí obsah z CMS.',
  backToHome: 'Na úvodnú stránku',
  componentsLink: 'Komponenty',
  metaDescription: 'Bohne & Haus: káva, móda, domácnosť a šport online – so zákazníckou kartou, click & collect a zľavou za newsletter.',
  notFoundTitle: 'Stránka sa nenašla',
  notFoundText: 'Táto stránka ({path}) neexistuje. Skúste úvodnú stránku.',
};
export default copy;
