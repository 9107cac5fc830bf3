import type { FooterMessages } from '../footer.messages';

/** Footer copy, tr-TR. */
const copy: FooterMessages = {
  teaserNavLabel: 'Hizmet ve bilgiler',
  seoNavLabel: 'Popüler kategoriler',
  legalNavLabel: 'Yasal bilgiler',
  qualityHeading: 'Güvenli alışveriş',
  countrySelectLabel: 'Ülke seçin',
  countrySelectHint: 'Seçiminiz sizi ilgili ülkenin mağazasına götürür. Klavyeyle: oklarla seçin, Enter ile geçin.',
  countrySwitchSubmit: 'Ülkeyi değiştir',
  copyright: '© Bohne & Haus',
};
export default copy;
