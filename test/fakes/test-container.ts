import type { Container } from 'inversify';
import { asResolver, createContainer } from '../../composition/container';
import type { Storefront } from '../../core/country/storefront';
import type { PageContext } from '../../core/layout/page-context';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import type { Resolver } from '../../ui/app/injection';
import { FakeClock } from './fake-clock';
import { FakeViewport } from './fake-viewport';
import { MemoryCookieJar } from './memory-cookie-jar';
import { RecordingLogger } from './recording-logger';
import { RecordingNavigation } from './recording-navigation';
import { bindSessionFakes } from './session-test-bindings';
import { bindPreviewFakes } from './preview-test-bindings';
import { bindFooterFakes } from './footer-test-bindings';
import { bindNewsletterFakes } from './newsletter-test-bindings';

/** A page context for tests; override what the test is about. */
export const aPageContext = (overrides: Partial<PageContext> = {}): PageContext => ({
  country: 'DE', platform: null, layoutDirectives: null, newsletterFormHidden: null, checkout: null, spa: null,
  path: '/', query: {}, origin: 'http://storefront.test', ...overrides,
});

/** The fakes bound in a test container, for assertions. */
export interface TestPorts {
  readonly logger: RecordingLogger;
  readonly clock: FakeClock;
  readonly viewport: FakeViewport;
  readonly cookies: MemoryCookieJar;
  readonly navigation: RecordingNavigation;
}

/** The test composition: the same container setup as the browser, with in-memory fakes for every shared port. */
export const createTestContainer = (
  options: { storefront?: Storefront; page?: Partial<PageContext>; cookies?: Record<string, string>; width?: number } = {},
): { container: Container; resolver: Resolver; ports: TestPorts } => {
  const container = createContainer();
  const ports: TestPorts = {
    logger: new RecordingLogger(), clock: new FakeClock(), viewport: new FakeViewport(options.width ?? 1440),
    cookies: new MemoryCookieJar(options.cookies), navigation: new RecordingNavigation(),
  };
  container.bind(SHARED_TOKENS.logger).toConstantValue(ports.logger);
  container.bind(SHARED_TOKENS.clock).toConstantValue(ports.clock);
  container.bind(SHARED_TOKENS.viewport).toConstantValue(ports.viewport);
  container.bind(SHARED_TOKENS.cookies).toConstantValue(ports.cookies);
  container.bind(SHARED_TOKENS.navigation).toConstantValue(ports.navigation);
  container.bind(SHARED_TOKENS.pageContext).toConstantValue(aPageContext(options.page));
  container.bind(SHARED_TOKENS.storefront).toConstantValue(options.storefront ?? { country: 'DE', locale: 'de-DE' });
  bindSessionFakes(container, ports.clock);
  bindPreviewFakes(container);
  bindFooterFakes(container);
  bindNewsletterFakes(container, options.storefront?.country ?? 'DE');
  return { container, resolver: asResolver(container), ports };
};
