import type { FooterMessages } from '../footer.messages';

/** Footer copy, da-DK. */
const copy: FooterMessages = {
  teaserNavLabel: 'Service og information',
  seoNavLabel: 'Populære kategorier',
  legalNavLabel: 'Juridiske oplysninger',
  qualityHeading: 'Trygt køb',
  countrySelectLabel: 'Vælg land',
  countrySelectHint: 'Når du vælger, kommer du til landets butik. Med tastatur: vælg med piletasterne, skift med Enter.',
  countrySwitchSubmit: 'Skift land',
  copyright: '© Bohne & Haus',
};
export default copy;
