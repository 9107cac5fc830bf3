import type { FooterMessages } from '../footer.messages';

/** Footer copy, pl-PL. */
const copy: FooterMessages = {
  teaserNavLabel: 'Obsługa i informacje',
  seoNavLabel: 'Popularne kategorie',
  legalNavLabel: 'Informacje prawne',
  qualityHeading: 'Bezpieczne zakupy',
  countrySelectLabel: 'Wybierz kraj',
  countrySelectHint: 'Wybór przenosi do sklepu w danym kraju. Klawiatura: strzałki, aby wybrać, Enter, aby przejść.',
  countrySwitchSubmit: 'Zmień kraj',
  copyright: '© Bohne & Haus',
};
export default copy;
