import type { LayoutMessages } from '../layout.messages';

/** Shell copy, de-DE. */
const copy: LayoutMessages = {
  shopName: 'Bohne & Haus',
  skipToContent: 'Zum Hauptinhalt springen',
  homeTitle: 'Willkommen bei Bohne & Haus',
  homeIntro: 'Kaffee, Mode, Haushalt und Sport – jede Woche eine neue Welt.',
  contentPageTitle: 'Inhaltsseite',
  contentPageText: 'Diese Seite ({path}) gibt es in der lokalen Vorschau nicht. In Ihrem Shop steht hier der Inhalt aus dem CMS.',
  backToHome: 'Zur Startseite',
  componentsLink: 'Komponenten',
  metaDescription: 'Bohne & Haus: Kaffee, Mode, Haushalt und Sport online kaufen – mit Kundenkarte, Click & Collect und Newsletter-Rabatt.',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Diese Seite ({path}) gibt es nicht. Vielleicht hilft Ihnen die Startseite weiter.',
};
export default copy;
