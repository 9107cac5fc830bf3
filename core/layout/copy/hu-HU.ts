import type { LayoutMessages } from '../layout.messages';

/** Shell copy, hu-HU. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Ugrás a fő tartalomra',
  homeTitle: 'Üdvözöljük a Bohne & Haus oldalán',
  homeIntro: 'Kávé, divat, háztartás és sport – minden héten új világ.',
  contentPageTitle: 'Tartalmi oldal',
  contentPageText: 'Ez az oldal ({path}) nem létezik a helyi előnézetben. Az áruházban itt a CMS tartalma jelenik meg.',
  backToHome: 'Vissza a kezdőlapra',
  componentsLink: 'Komponensek',
  metaDescription:
    'Bohne & Haus: kávé, divat, háztartás és sport online – törzsvásárlói kártyával, click & collecttel és hírlevél-kedvezménnyel.',
  notFoundTitle: 'Az oldal nem található',
  notFoundText: 'Ez az oldal ({path}) nem létezik. Talán a kezdőlap segít.',
};
export default copy;
