import type { FooterMessages } from '../footer.messages';

/** Footer copy, en. */
const copy: FooterMessages = {
  teaserNavLabel: 'Service and information',
  seoNavLabel: 'Popular categories',
  legalNavLabel: 'Legal information',
  qualityHeading: 'Shop with confidence',
  countrySelectLabel: 'Choose country',
  countrySelectHint: 'Choosing a country takes you to that storefront. With a keyboard: arrow keys to choose, Enter to go.',
  countrySwitchSubmit: 'Change country',
  copyright: '© Bohne & Haus',
};
export default copy;
