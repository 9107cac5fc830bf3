import { token } from './token';
import type { PageContext } from '../layout/page-context';
import type { Clock } from './clock.port';
import type { CookieJar } from './cookie-jar.port';
import type { HttpClient } from './http-client.port';
import type { Logger } from './logger.port';
import type { Navigation } from './navigation.port';
import type { Tracking } from './tracking.port';
/** Injection tokens for ports every context shares. Plain symbols, so the core never imports a DI library. */
export const SHARED_TOKENS = {
  logger: token<Logger>('shared.Logger'),
  clock: token<Clock>('shared.Clock'),
  pageContext: token<PageContext>('shared.PageContext'),
  /** string: the address of the page the visitor is on, without query or fragment (what a sign-up's consent proof records). */
  pageAddress: token<string>('shared.PageAddress'),
  httpClient: token<HttpClient>('shared.HttpClient'),
  /** string: the origin the services of spec 7 answer on (the page's origin in a browser, SERVICE_BASE_URL on a server). */
  serviceOrigin: token<string>('shared.ServiceOrigin'),
  cookies: token<CookieJar>('shared.CookieJar'),
  navigation: token<Navigation>('shared.Navigation'),
  tracking: token<Tracking>('shared.Tracking'),
} as const;
