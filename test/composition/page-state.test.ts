// @vitest-environment node
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
  newsletterPrefill: null,
  preferences: null,
  islands: {},
});

describe('page state handed from server to browser', () => {
  it("carries the islands' props and decodes to the same value; content cannot end the script element", () => {
    const state: PageState = {
      ...stateWith(null),
      islands: { 'island-1': { name: 'consent-settings', props: { text: '</script><script>alert(1)</script>\u2028' } } },
    };
    const text = serialisePageState(state);
    expect(text).not.toContain('</script>');
    expect(parsePageState(text)).toEqual(state);
  });

  it('does not send the footer content again: the footer is static markup the browser never renders', () => {
    const cms = aCmsFooter();
    const text = serialisePageState(stateWith({ cms, newsletterStatus: 'SUBSCRIBED' }));
    // What goes over the wire: no footer field, none of the footer's words, nor the visitor's newsletter status.
    expect(Object.keys(JSON.parse(text) as object)).not.toContain('footer');
    expect(text).not.toContain(cms.headline);
    expect(text).not.toContain('SUBSCRIBED');
    expect(text).toBe(serialisePageState(stateWith(null)));
  });
});
