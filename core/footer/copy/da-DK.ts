import type { FooterMessages } from '../footer.messages';

/** Footer copy, da-DK. */
const copy: FooterMessages = {
  teaserNavLabel: "Service og information",
  seoNavLabel: "Populære kategorier",
  legalNavLabel: "Juridiske oplysninger",
  qualityHeading: "Trygt køb",
  countrySelectLabel: "Vælg land",
  countrySelectHint: "Når du vælger, kommer du direkte til landets butik.",
  countrySwitchSubmit: "Skift land",
  copyright: "© Bohne & Haus",
};
export default copy;
