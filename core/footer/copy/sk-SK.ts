import type { FooterMessages } from '../footer.messages';

/** Footer copy, sk-SK. */
const copy: FooterMessages = {
  teaserNavLabel: 'Služby a informácie',
  seoNavLabel: 'Obľúbené kategórie',
  legalNavLabel: 'Právne informácie',
  qualityHeading: 'Overený obchod',
  countrySelectLabel: 'Vyberte krajinu',
  countrySelectHint: 'Po výbere prejdete do obchodu danej krajiny. Klávesnicou: šípkami vyberte, Enterom prejdite.',
  countrySwitchSubmit: 'Zmeniť krajinu',
  copyright: '© Bohne & Haus',
};
export default copy;
