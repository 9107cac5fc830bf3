import type { FooterMessages } from '../footer.messages';

/** Footer copy, en. */
const copy: FooterMessages = {
  teaserNavLabel: "Service and information",
  seoNavLabel: "Popular categories",
  legalNavLabel: "Legal information",
  qualityHeading: "Shop with confidence",
  countrySelectLabel: "Choose country",
  countrySelectHint: "Choosing a country takes you straight to that storefront.",
  countrySwitchSubmit: "Change country",
  copyright: "© Bohne & Haus",
};
export default copy;
