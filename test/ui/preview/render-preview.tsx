import { render } from '@testing-library/react';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import type { StaffSessionCheck } from '../../../core/preview/staff-session.codec';
import { ResolverProvider } from '../../../ui/app/injection';
import { StorefrontProvider } from '../../../ui/app/storefront-context';
import { PreviewGate } from '../../../ui/preview/preview-gate';
import type { Scripted } from '../../fakes/fake-preview-ports';
import { bindPreviewFakes, type PreviewFakeOptions } from '../../fakes/preview-test-bindings';
import { createTestContainer } from '../../fakes/test-container';

/** A staff member's cookies as scripts see them (the HttpOnly StaffAuthToken is invisible; its marker is not). */
export const STAFF_COOKIES = { StaffAuthPresent: '1' };

/** A confirmed session carrying a simulated date and an override. */
export const CHRISTMAS_SESSION: StaffSessionCheck = {
  status: 'SUCCESS',
  dateTime: '2026-12-24T09:00:00.000Z',
  abTestName: 'christmas-teaser',
  abTestGroup: 'snow',
};

/** Renders the header's preview gate in a test container with preview fakes; returns the fakes to script and inspect. */
export const renderPreviewGate = async (
  options: PreviewFakeOptions & { cookies?: Record<string, string>; check?: Scripted<StaffSessionCheck> } = {},
) => {
  const { container, resolver, ports } = createTestContainer({ cookies: options.cookies ?? STAFF_COOKIES });
  const fakes = bindPreviewFakes(container, { previewMode: 'on', ...options });
  if (options.check !== undefined) fakes.sessionGateway.checkAuthAnswer = options.check;
  fakes.abTestGateway.tests = {
    '': [{ name: 'newsletter-bubble', groups: ['control', 'big-bubble'] }],
    '2026-12': [
      { name: 'newsletter-bubble', groups: ['control', 'big-bubble'] },
      { name: 'christmas-teaser', groups: ['classic', 'snow'] },
    ],
    '2031': [],
  };
  const messages = await loadCatalogue('de-DE');
  const view = render(
    <ResolverProvider resolver={resolver}>
      <StorefrontProvider storefront={{ country: 'DE', locale: 'de-DE' }} messages={messages}>
        <header>
          <PreviewGate />
        </header>
        <main id="main-content" tabIndex={-1}>
          <h1>Shop</h1>
        </main>
      </StorefrontProvider>
    </ResolverProvider>,
  );
  return { ...view, fakes, ports };
};
