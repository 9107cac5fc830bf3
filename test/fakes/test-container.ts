import type { PagePrefill } from '../../core/newsletter/newsletter-prefill';
import type { Container } from '../../composition/container';
import { bindCustomerUseCases } from '../../composition/features/customer/bindings';
import { asResolver, createContainer } from '../../composition/container';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import type { Storefront } from '../../core/country/storefront';
import type { PageContext } from '../../core/layout/page-context';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { isReducedMode } from '../../core/footer/footer-visibility';
import type { ConfirmationSnapshot } from '../../core/newsletter/confirm-subscription.controller';
import type { NewsletterSignupSnapshot } from '../../core/newsletter/newsletter-signup.snapshot';
import type { PreferencesSnapshot } from '../../core/newsletter/subscriber-preferences.snapshot';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
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
import { RecordingTracking } from './fake-newsletter-gateway';
import { FakeCustomerDataGateway } from './fake-customer-data-gateway';

/** A page context for tests; override what the test is about. */
export const aPageContext = (overrides: Partial<PageContext> = {}): PageContext => ({
  platform: null,
  layoutDirectives: null,
  newsletterFormHidden: null,
  checkout: null,
  path: '/',
  basePath: '',
  query: {},
  origin: 'http://storefront.test',
  reducedFooter: false,
  status: 'ok',
  ...overrides,
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
  options: {
    storefront?: Storefront;
    page?: Partial<PageContext>;
    cookies?: Record<string, string>;
    width?: number;
    newsletterPost?: NewsletterSignupSnapshot;
    newsletterPrefill?: PagePrefill;
    confirmation?: ConfirmationSnapshot;
    preferences?: PreferencesSnapshot;
  } = {},
): { container: Container; resolver: Resolver; ports: TestPorts } => {
  const container = createContainer();
  const ports: TestPorts = {
    logger: new RecordingLogger(),
    clock: new FakeClock(),
    viewport: new FakeViewport(options.width ?? 1440),
    cookies: new MemoryCookieJar(options.cookies),
    navigation: new RecordingNavigation(),
  };
  container.bind(SHARED_TOKENS.logger).toConstantValue(ports.logger);
  container.bind(SHARED_TOKENS.clock).toConstantValue(ports.clock);
  container.bind(SHARED_TOKENS.cookies).toConstantValue(ports.cookies);
  container.bind(SHARED_TOKENS.navigation).toConstantValue(ports.navigation);
  // As the server decides it from the request's cookies.
  const reducedFooter = isReducedMode(Object.entries(options.cookies ?? {}));
  const page = aPageContext({ reducedFooter, ...options.page });
  container.bind(SHARED_TOKENS.pageContext).toConstantValue(page);
  container.bind(SHARED_TOKENS.pageAddress).toConstantValue(`${page.origin}${page.basePath}${page.path}`);
  container.bind(SHARED_TOKENS.tracking).toConstantValue(new RecordingTracking());
  container.bind(SHARED_TOKENS.serviceOrigin).toConstantValue('http://storefront.test');
  bindSessionFakes(container, ports.clock);
  container.bind(CUSTOMER_TOKENS.gateway).toConstantValue(new FakeCustomerDataGateway());
  bindCustomerUseCases(container);
  bindPreviewFakes(container);
  bindFooterFakes(container);
  bindNewsletterFakes(container, options.storefront?.country ?? 'DE');
  // No form was posted without JavaScript (tests of the server's answer bind a result instead).
  container.bind(NEWSLETTER_TOKENS.postResult).toConstantValue(options.newsletterPost ?? null);
  // The server read no prefill for the page: the widget reads it itself (tests of the page's prefill bind one).
  container.bind(NEWSLETTER_TOKENS.pagePrefill).toConstantValue(options.newsletterPrefill ?? null);
  container.bind(NEWSLETTER_TOKENS.confirmation).toConstantValue(options.confirmation ?? null);
  container.bind(NEWSLETTER_TOKENS.preferences).toConstantValue(options.preferences ?? null);
  return { container, resolver: asResolver(container), ports };
};
