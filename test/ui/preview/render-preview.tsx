import { act, render } from '@testing-library/react';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { resolve } from '../../../composition/container';
import { PREVIEW_TOKENS } from '../../../core/preview/preview.tokens';
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
  // The gate's check, watched: each run's answer, so a test can wait until the gate has decided instead of sleeping.
  const check = resolve(container, PREVIEW_TOKENS.checkStaffSession);
  const decisions: Array<Promise<unknown>> = [];
  container.unbind(PREVIEW_TOKENS.checkStaffSession);
  container.bind(PREVIEW_TOKENS.checkStaffSession).toConstantValue(() => () => {
    const decision = check()();
    decisions.push(decision);
    return decision;
  });
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
  /**
   * Resolves once the gate's one check has answered and React has applied what the gate did with the answer. The gate
   * awaited the answer first, so its reaction (loading the panel or not) has run by the time this resumes.
   */
  const gateDecided = async (): Promise<void> => {
    const [decision, ...more] = decisions;
    if (decision === undefined || more.length > 0) throw new Error(`The gate checked ${decisions.length} times, not once.`);
    await act(async () => {
      await decision;
    });
  };
  return { ...view, fakes, ports, gateDecided };
};
