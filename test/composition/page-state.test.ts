import { describe, expect, it } from 'vitest';
import { parsePageState, serialisePageState, type PageState } from '../../composition/page-state';
import { perCountry } from '../../core/country/country';
import { aCmsFooter } from '../fakes/footer-content.mother';
import { aPageContext } from '../fakes/test-container';

const stateWith = (cms: PageState['footer']): PageState => ({
  page: aPageContext(),
  storefront: { country: 'AT', locale: 'de-AT' },
  previewMode: 'on',
  addresses: perCountry((_, { slug }) => `/${slug}/`),
  footer: cms,
  newsletterPost: null,
  confirmation: null,
  preferences: null,
});

describe('page state handed from server to browser', () => {
  it('carries the footer content the server decoded (SafeHrefs, script and dropped URLs) and decodes to the same value', () => {
    const cms = aCmsFooter({
      legalLinks: [
        { text: 'Impressum', url: '/impressum' },
        { text: 'Cookies', url: 'javascript:x()' },
        { text: 'Alt', url: 'https:/x' },
      ],
    });
    const state = stateWith({ cms });
    const text = serialisePageState(state);
    expect(text).toContain('"url":"javascript:x()"');
    expect(parsePageState(text)).toEqual(state);
  });
});
