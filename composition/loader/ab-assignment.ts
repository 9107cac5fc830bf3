import { requestAssignment } from '../../adapters/http/abtest-path';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { BROWSER_SERVICE_TIMEOUT_MS } from '../../core/shared/http-client.port';
import { whenIdle } from './when-idle';

/**
 * The footer's A/B assignment call (spec 7.3): made on idle when the footer is on the page, its result ignored. Through
 * the HTTP port like every other call (credentials, the CSRF marker, the time-out); the fetch client keeps axios out of
 * the first-load script.
 */
export const requestFooterAssignment = (): void => {
  if (!document.querySelector('footer.site-footer')) return;
  whenIdle(
    () =>
      void requestAssignment(
        new FetchHttpClient({ baseURL: window.location.origin, defaultTimeoutMs: BROWSER_SERVICE_TIMEOUT_MS, credentials: 'include' }),
      )(),
  );
};
