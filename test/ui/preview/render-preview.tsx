import { act, render } from '@testing-library/react';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import type { CheckStaffSession } from '../../../core/preview/check-staff-session.use-case';
import { PREVIEW_TOKENS } from '../../../core/preview/preview.tokens';
import type { StaffSessionCheck } from '../../../core/preview/staff-session.codec';
import type { Token } from '../../../core/shared/token';
import { ResolverProvider, type Resolver } from '../../../ui/app/injection';
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
  // The gate's one question, observed: `answered` settles once checkauth (or the cookie rule) gave the gate its answer.
  const check = resolver.get(PREVIEW_TOKENS.checkStaffSession);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((done) => {
    answer = done;
  });
  const observed: CheckStaffSession = () => async () => {
    const result = await check()();
    answer();
    return result;
  };
  const gateResolver: Resolver = {
    get: <T,>(token: Token<T>): T =>
      // Cast: the token is the gate's use case, so T is CheckStaffSession.
      token === PREVIEW_TOKENS.checkStaffSession ? (observed as T) : resolver.get(token),
  };
  const messages = await loadCatalogue('de-DE');
  const view = render(
    <ResolverProvider resolver={gateResolver}>
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
  /** Resolves once the gate has its answer and React has rendered what followed (waits on the answer, not the clock). */
  const gateAnswered = () =>
    act(async () => {
      await answered;
    });
  return { ...view, fakes, ports, gateAnswered };
};
