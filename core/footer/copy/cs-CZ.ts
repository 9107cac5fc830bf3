import type { FooterMessages } from '../footer.messages';

/** Footer copy, cs-CZ. */
const copy: FooterMessages = {
  teaserNavLabel: 'Služby a informace',
  seoNavLabel: 'Oblíbené kategorie',
  legalNavLabel: 'Právní informace',
  qualityHeading: 'Ověřený obchod',
  countrySelectLabel: 'Vyberte zemi',
  countrySelectHint: 'Po výběru přejdete do obchodu dané země. Klávesnicí: šipkami vyberte, Enterem přejděte.',
  countrySwitchSubmit: 'Změnit zemi',
  copyright: '© Bohne & Haus',
};
export default copy;
