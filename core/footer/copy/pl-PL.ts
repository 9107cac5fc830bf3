import type { FooterMessages } from '../footer.messages';

/** Footer copy, pl-PL. */
const copy: FooterMessages = {
  teaserNavLabel: "Obsługa i informacje",
  seoNavLabel: "Popularne kategorie",
  legalNavLabel: "Informacje prawne",
  qualityHeading: "Bezpieczne zakupy",
  countrySelectLabel: "Wybierz kraj",
  countrySelectHint: "Po wyborze nastąpi przejście do sklepu w danym kraju.",
  countrySwitchSubmit: "Zmień kraj",
  copyright: "© Bohne & Haus",
};
export default copy;
