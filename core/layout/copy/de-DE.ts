import type { LayoutMessages } from '../layout.messages';

/** Shell copy, de-DE. */
const copy: LayoutMessages = {
  shopName: "Bohne & Haus",
  skipToContent: "Zum Hauptinhalt springen",
  homeTitle: "Willkommen bei Bohne & Haus",
  homeIntro: "Kaffee, Mode, Haushalt und Sport – jede Woche eine neue Welt.",
  contentPageTitle: "Inhaltsseite",
  contentPageText: "Diese Seite ({path}) gibt es in der lokalen Vorschau nicht. In Ihrem Shop steht hier der Inhalt aus dem CMS.",
  backToHome: "Zur Startseite",
  componentsLink: "Komponenten",
  platformLabel: "Darstellung",
  platformNames: { mobile: "Smartphone", tablet: "Tablet", classic: "Desktop" },
};
export default copy;
