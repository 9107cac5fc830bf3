import type { CountryCode } from '../country/country';
import type { LegalLink } from './footer-content';
import { knownSafeHref } from '../shared/safe-href.codec';

const link = (text: string, href: string): LegalLink => ({ kind: 'link', text, href: knownSafeHref(href) });
const consent = (text: string): LegalLink => ({ kind: 'consent', text });

/**
 * The legal links every page keeps when the CMS content is missing (down, 404, malformed, wrong shape): German and
 * Austrian law want the imprint reachable from every page. Configuration in each storefront's language, written
 * as the CMS writes them (site-relative paths; the cookie settings open the consent platform). A new storefront is
 * a new row: the type demands one.
 */
export const FALLBACK_LEGAL_LINKS: Readonly<Record<CountryCode, readonly LegalLink[]>> = {
  DE: [
    link('Impressum', '/impressum'),
    link('AGB', '/agb'),
    link('Datenschutz', '/privacy'),
    consent('Cookie-Einstellungen'),
    link('Barrierefreiheit', '/barrierefreiheit'),
  ],
  AT: [
    link('Impressum', '/impressum'),
    link('AGB', '/agb'),
    link('Datenschutz', '/privacy'),
    consent('Cookie-Einstellungen'),
    link('Barrierefreiheit', '/barrierefreiheit'),
  ],
  CH: [
    link('Impressum', '/impressum'),
    link('AGB', '/agb'),
    link('Datenschutz', '/privacy'),
    consent('Cookie-Einstellungen'),
    link('Barrierefreiheit', '/barrierefreiheit'),
  ],
  CH_FR: [
    link('Mentions légales', '/mentions-legales'),
    link('Conditions générales', '/conditions-generales'),
    link('Protection des données', '/privacy'),
    consent('Paramètres des cookies'),
    link('Accessibilité', '/accessibilite'),
  ],
  PL: [
    link('Nota prawna', '/nota-prawna'),
    link('Regulamin', '/regulamin'),
    link('Polityka prywatności', '/privacy'),
    consent('Ustawienia plików cookie'),
    link('Dostępność', '/dostepnosc'),
  ],
  CZ: [
    link('Provozovatel', '/provozovatel'),
    link('Obchodní podmínky', '/obchodni-podminky'),
    link('Ochrana osobních údajů', '/privacy'),
    consent('Nastavení cookies'),
    link('Přístupnost', '/pristupnost'),
  ],
  HU: [
    link('Impresszum', '/impresszum'),
    link('ÁSZF', '/aszf'),
    link('Adatvédelem', '/privacy'),
    consent('Cookie-beállítások'),
    link('Akadálymentesség', '/akadalymentesseg'),
  ],
  SK: [
    link('Prevádzkovateľ', '/prevadzkovatel'),
    link('Obchodné podmienky', '/obchodne-podmienky'),
    link('Ochrana osobných údajov', '/privacy'),
    consent('Nastavenia cookies'),
    link('Prístupnosť', '/pristupnost'),
  ],
  TR: [
    link('Künye', '/kunye'),
    link('Mesafeli satış sözleşmesi', '/mesafeli-satis-sozlesmesi'),
    link('Gizlilik ve KVKK', '/privacy'),
    consent('Çerez ayarları'),
    link('Erişilebilirlik', '/erisilebilirlik'),
  ],
};
