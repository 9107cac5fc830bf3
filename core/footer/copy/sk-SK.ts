import type { FooterMessages } from '../footer.messages';

/** Footer copy, sk-SK. */
const copy: FooterMessages = {
  teaserNavLabel: "Služby a informácie",
  seoNavLabel: "Obľúbené kategórie",
  legalNavLabel: "Právne informácie",
  qualityHeading: "Overený obchod",
  countrySelectLabel: "Vyberte krajinu",
  countrySelectHint: "Po výbere prejdete priamo do obchodu danej krajiny.",
  countrySwitchSubmit: "Zmeniť krajinu",
  copyright: "© Bohne & Haus",
};
export default copy;
