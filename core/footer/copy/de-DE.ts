import type { FooterMessages } from '../footer.messages';

/** Footer copy, de-DE. */
const copy: FooterMessages = {
  teaserNavLabel: 'Service und Informationen',
  seoNavLabel: 'Beliebte Kategorien',
  legalNavLabel: 'Rechtliche Hinweise',
  qualityHeading: 'Ausgezeichnet einkaufen',
  countrySelectLabel: 'Land wählen',
  countrySelectHint: 'Bei Auswahl wechseln Sie zum Shop des Landes. Mit der Tastatur: Pfeiltasten zum Auswählen, Enter zum Wechseln.',
  countrySwitchSubmit: 'Land wechseln',
  copyright: '© Bohne & Haus',
};
export default copy;
