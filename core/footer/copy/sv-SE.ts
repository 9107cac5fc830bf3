import type { FooterMessages } from '../footer.messages';

/** Footer copy, sv-SE. */
const copy: FooterMessages = {
  teaserNavLabel: 'Service och information',
  seoNavLabel: 'Populära kategorier',
  legalNavLabel: 'Juridisk information',
  qualityHeading: 'Tryggt köp',
  countrySelectLabel: 'Välj land',
  countrySelectHint: 'När du väljer kommer du till landets butik. Med tangentbord: välj med piltangenterna, byt med Enter.',
  countrySwitchSubmit: 'Byt land',
  copyright: '© Bohne & Haus',
};
export default copy;
