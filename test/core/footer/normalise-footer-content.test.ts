import fc from 'fast-check';
import { PROPERTY } from '../../support/property';
import { describe, expect, it } from 'vitest';
import type { FooterContent } from '../../../core/footer/footer-content';
import { classifyCmsUrl } from '../../../core/footer/cms-url.codec';
import { EMPTY_IMAGE, LOGO_SOURCES } from '../../../core/footer/logo-sources';
import { normaliseFooterContent } from '../../../core/footer/normalise-footer-content';
import { SafeHrefCodec } from '../../../core/shared/safe-href.codec';
import { aCmsFooter, aCmsFooterJson, decodedCmsFooter } from '../../fakes/footer-content.mother';

/** Every href the views could render. */
const allHrefs = (content: FooterContent): string[] =>
  [
    ...content.teaserGroups.flatMap((group) => [group.heading.href, ...group.links.map((link) => link.href)]),
    ...(content.seo?.columns.flat().map((link) => link.href) ?? []),
    ...(content.socialMedia?.icons.map((icon) => icon.link.href) ?? []),
    ...(content.appReferences?.icons.map((icon) => icon.link.href) ?? []),
    ...content.qualityLogos.map((logo) => logo.link.href),
    content.salesTax?.link.href,
    ...content.legalLinks.flatMap((link) => (link.kind === 'link' ? [link.href] : [])),
  ].filter((href): href is NonNullable<typeof href> => href !== undefined);

describe('normalising footer content', () => {
  it('turns a legal link with a script URL into the cookie-consent action, without its URL', () => {
    const { content } = normaliseFooterContent(aCmsFooter());
    expect(content.legalLinks).toEqual([
      { kind: 'link', text: 'Impressum', href: '/impressum' },
      { kind: 'link', text: 'Datenschutz', href: '/privacy' },
      { kind: 'consent', text: 'Cookie-Einstellungen' },
    ]);
    expect(JSON.stringify(content)).not.toMatch(/script:/i);
  });

  it('drops links with unsafe URLs and logs each, keeping heading and seal texts', () => {
    const cms = aCmsFooterJson();
    const group = cms.teaser.groups[0]!;
    const { content, warnings } = normaliseFooterContent(
      decodedCmsFooter({
        ...cms,
        teaser: {
          groups: [
            {
              ...group,
              heading: { link: { text: 'Hilfe', url: 'data:text/html,x' } },
              links: [...(group.links ?? []), { text: 'Böse', url: 'JAVA\nSCRIPT:alert(1)' }],
            },
          ],
        },
        legalLinks: [{ text: 'Impressum', url: 'ftp://x.example/' }],
      }),
    );
    expect(content.teaserGroups[0]?.heading).toEqual({ text: 'Hilfe', href: undefined, iconName: undefined });
    expect(content.teaserGroups[0]?.links.map((link) => link.text)).toEqual(['Kontakt', 'App herunterladen']);
    expect(content.legalLinks).toEqual([]);
    expect(warnings).toHaveLength(3);
  });

  it('drops, rather than repairs, a link with a tab, newline or space in its URL, and logs it', () => {
    const { content, warnings } = normaliseFooterContent(
      aCmsFooter({
        legalLinks: [
          { text: 'Kontakt', url: '/con\ttact' },
          { text: 'AGB', url: ' /agb' },
          { text: 'Presse', url: 'https:/presse.example' },
          { text: 'Impressum', url: '/impressum' },
        ],
      }),
    );
    expect(content.legalLinks).toEqual([{ kind: 'link', text: 'Impressum', href: '/impressum' }]);
    expect(warnings).toEqual(['Kontakt', 'AGB', 'Presse'].map((text) => `Dropped footer legal link "${text}": its URL is not allowed.`));
  });

  it("resolves logo sources to files and an unknown source to a logged empty image in its neighbours' tile box", () => {
    const cms = aCmsFooterJson();
    const payment = cms.teaser.groups[1]!;
    const { content, warnings } = normaliseFooterContent(
      aCmsFooter({
        teaser: {
          groups: [{ ...payment, images: [...(payment.images ?? []), { label: 'Diners', source: 'diners-club', width: 66, height: 44 }] }],
        },
      }),
    );
    expect(content.teaserGroups[0]?.images).toEqual([
      { src: '/service/footer-images/logos/paypal.svg', alt: 'PayPal', width: 66, height: 44, kind: 'payment' },
      { src: EMPTY_IMAGE, alt: 'Diners', width: 106, height: 70, kind: 'payment' },
    ]);
    expect(warnings).toEqual(['Unknown footer logo source "diners-club"; showing an empty image.']);
  });

  it('draws an unknown quality logo in the seal box, and an unknown logo without known neighbours in the payment tile', () => {
    const unknown = { label: 'Neu', source: 'brand-new', width: 66, height: 66 };
    const { content } = normaliseFooterContent(
      aCmsFooter({
        teaser: { groups: [{ heading: { link: { text: 'Zahlung', url: '/zahlung' } }, images: [unknown] }] },
        qualityLogos: { logos: [{ link: { text: 'Siegel', url: '/siegel' }, image: unknown }] },
      }),
    );
    expect(content.teaserGroups[0]?.images[0]).toMatchObject({ src: EMPTY_IMAGE, width: 106, height: 70, kind: 'payment' });
    expect(content.qualityLogos[0]?.image).toMatchObject({ src: EMPTY_IMAGE, width: 64, height: 64, kind: 'seal' });
  });

  it('knows about 32 logo sources: card brands, PayPal, troy, Amex, carriers and seals', () => {
    expect(Object.keys(LOGO_SOURCES)).toHaveLength(32);
    expect(Object.keys(LOGO_SOURCES)).toEqual(
      expect.arrayContaining(['visa', 'mastercard', 'paypal', 'troy', 'amex', 'dhl', 'trusted-shops']),
    );
  });

  it('never renders a URL that is not http(s), site-relative, mailto or tel, whatever the CMS sends', PROPERTY, () => {
    const url = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.constantFrom('javascript:x()', ' JaVa\tScRiPt:x', 'data:,x', '//evil.example', '/ok'),
    );
    const link = fc.record({ text: fc.string(), url });
    fc.assert(
      fc.property(fc.array(link, { maxLength: 6 }), fc.array(link, { maxLength: 6 }), link, (teaserLinks, legalLinks, seo) => {
        const cms = aCmsFooter({
          teaser: { groups: [{ heading: { link: seo }, links: teaserLinks }] },
          legalLinks,
          seo: { heading: 'SEO', columns: [{ links: [seo, ...teaserLinks] }] },
          salesTax: { textBeforeLink: '', link: seo, textAfterLink: '' },
        });
        const { content } = normaliseFooterContent(cms);
        allHrefs(content).forEach((href) => expect(SafeHrefCodec.is(href)).toBe(true));
        const scripts = legalLinks.filter((candidate) => classifyCmsUrl(candidate.url).kind === 'script').length;
        expect(content.legalLinks.filter((candidate) => candidate.kind === 'consent')).toHaveLength(scripts);
      }),
    );
    // About 3 s alone (generating web URLs); more when the whole suite shares two cores: PROPERTY's 30 s.
  });
});
