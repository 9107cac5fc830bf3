import type { FooterMessages } from '../footer.messages';

/** Footer copy, hu-HU. */
const copy: FooterMessages = {
  teaserNavLabel: 'Szolgáltatások és információk',
  seoNavLabel: 'Népszerű kategóriák',
  legalNavLabel: 'Jogi információk',
  qualityHeading: 'Megbízható vásárlás',
  countrySelectLabel: 'Ország kiválasztása',
  countrySelectHint: 'A kiválasztás után az adott ország webáruházába jut. Billentyűzettel: nyilakkal választ, Enterrel vált.',
  countrySwitchSubmit: 'Ország váltása',
  copyright: '© Bohne & Haus',
};
export default copy;
