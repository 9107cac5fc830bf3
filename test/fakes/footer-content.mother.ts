import * as E from 'fp-ts/Either';
import { PathReporter } from 'io-ts/PathReporter';
import { CmsFooterContentCodec, type CmsFooterContent, type CmsFooterContentJson } from '../../core/footer/footer-content.codec';

/** A small but complete CMS footer as JSON (every block present); override what the test is about. */
export const aCmsFooterJson = (overrides: Partial<CmsFooterContentJson> = {}): CmsFooterContentJson => ({
  headline: 'Bohne & Haus',
  teaser: {
    groups: [
      {
        heading: { iconName: 'service', link: { text: 'Service & Hilfe', url: '/hilfe' } },
        hideGroupInCheckout: false,
        introductoryText: 'Wir sind für Sie da.',
        links: [
          { text: 'Kontakt', url: '/contact', hideInClassic: false },
          { text: 'App herunterladen', url: '/app', hideInClassic: true },
        ],
        images: [],
      },
      {
        heading: { iconName: 'payment', link: { text: 'Zahlungsarten', url: '/zahlungsarten' } },
        links: [{ text: 'Rechnung', url: '/zahlungsarten#rechnung' }],
        images: [{ label: 'PayPal', source: 'paypal', width: 66, height: 44 }],
      },
      {
        heading: { iconName: 'delivery', link: { text: 'Versand', url: '/lieferung' } },
        links: [{ text: 'Rücksendung', url: '/ruecksendung' }],
        images: [{ label: 'DHL', source: 'dhl', width: 66, height: 44 }],
      },
      {
        heading: { iconName: 'card', link: { text: 'Entdecken', url: '/unternehmen' } },
        hideGroupInCheckout: true,
        links: [{ text: 'B&H Card', url: '/registerfree-loyaltycard' }],
      },
    ],
  },
  seo: {
    heading: 'Beliebte Kategorien',
    columns: [{ links: [{ text: 'Kaffee', url: '/kaffee-c400000100.html' }] }, { links: [{ text: 'Sport', url: '/c400000500' }] }],
  },
  socialMedia: {
    heading: 'Folgen Sie uns',
    socialMediaIcons: [{ iconName: 'instagram', link: { text: 'Instagram', url: 'https://www.instagram.com/bohneundhaus/' } }],
  },
  appReferences: {
    heading: 'Unsere App',
    appIcons: [
      { iconName: 'ios', link: { text: 'Im App Store laden', url: 'https://apps.apple.com/de/app/bohne-haus/id1' } },
      { iconName: 'android', link: { text: 'Bei Google Play holen', url: 'https://play.google.com/store/apps/details?id=x' } },
    ],
  },
  qualityLogos: {
    logos: [
      {
        link: { text: 'Trusted Shops', url: 'https://www.trustedshops.de/' },
        image: { label: 'Trusted Shops Gütesiegel', source: 'trusted-shops', width: 64, height: 64 },
      },
    ],
  },
  salesTax: { textBeforeLink: 'Alle Preise inkl. MwSt. zzgl. ', link: { text: 'Versandkosten', url: '/lieferung' }, textAfterLink: '.' },
  legalLinks: [
    { text: 'Impressum', url: '/impressum' },
    { text: 'Datenschutz', url: '/privacy' },
    { text: 'Cookie-Einstellungen', url: 'javascript:openCookieSettings()' },
  ],
  viewChanger: { toMobile: 'Zur mobilen Ansicht', toDesktop: 'Zur Desktop-Ansicht' },
  international: {
    items: [
      { code: 'de', label: 'Deutschland', href: '/?country=de' },
      { code: 'ch_fr', label: 'Schweiz (Französisch)', href: '/?country=ch_fr' },
    ],
  },
  ...overrides,
});

/** CMS footer JSON decoded as the gateway decodes it (URLs classified); throws when the JSON has the wrong shape. */
export const decodedCmsFooter = (json: CmsFooterContentJson): CmsFooterContent => {
  const decoded = CmsFooterContentCodec.decode(json);
  if (E.isLeft(decoded)) throw new Error(PathReporter.report(decoded).join('; '));
  return decoded.right;
};

/** The footer of aCmsFooterJson, decoded; overrides are JSON as the CMS writes it. */
export const aCmsFooter = (overrides: Partial<CmsFooterContentJson> = {}): CmsFooterContent => decodedCmsFooter(aCmsFooterJson(overrides));
