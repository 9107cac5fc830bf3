// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inStorefront, isSharedPath } from '../../../core/country/storefront-address';
import { footerContentOf } from '../../../core/footer/load-footer.use-case';
import { footerLinkHrefs } from '../../../core/footer/localise-footer-links';
import { aCmsFooter } from '../../fakes/footer-content.mother';
import { RecordingLogger } from '../../fakes/recording-logger';

describe('where a CMS link leads (README: addresses)', () => {
  it('puts page links under the storefront, /service/ pages included; APIs, files and the emulator stay shared', () => {
    expect(inStorefront('/pl', '/service/storefinder/')).toBe('/pl/service/storefinder/');
    expect(inStorefront('/tr', '/hilfe')).toBe('/tr/hilfe');
    expect(inStorefront('/tr', '/kategorie-c1.html')).toBe('/tr/kategorie-c1.html');
    for (const shared of ['/service/newsletter/api/v1/x', '/service/footer-images/logos/tuev.svg', '/emulator/', '/assets/a.js']) {
      expect(isSharedPath(shared), shared).toBe(true);
      expect(inStorefront('/pl', shared)).toBe(shared);
    }
    expect(inStorefront('', '/service/storefinder/')).toBe('/service/storefinder/');
  });

  it('reports a link to a path where no page is served when the content is decoded, not when a shopper clicks it', () => {
    const logger = new RecordingLogger();
    const cms = aCmsFooter({
      legalLinks: [
        { text: 'Impressum', url: '/impressum' },
        { text: 'Filialfinder', url: '/service/storefinder/' },
        { text: 'Kaputt', url: '/service/promotion/api/promotion/SHOP_FOOTER' },
      ],
    });
    const content = footerContentOf(cms, logger, '/pl');
    expect(logger.lines.filter((line) => line.level === 'warn').map((line) => line.message)).toEqual([
      'Footer link to /service/promotion/api/promotion/SHOP_FOOTER: no page is served there (a service, file or emulator path).',
    ]);
    expect(content && footerLinkHrefs(content)).toContain('/pl/service/storefinder/');
  });
});
