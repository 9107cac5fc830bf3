import { useSyncExternalStore } from 'react';
import type { SessionStatus } from '../../core/session/session-status.store';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { useInjection } from '../app/injection';

/**
 * Whether a customer is signed in; re-renders when a login, logout or refresh check changes it. The server reads the
 * request's login cookie and the header island hydrates from the browser's, the same cookie: the header is right in
 * the server's HTML (a signed-in customer's page is personal, never in a shared cache) and nothing changes on wake.
 */
export const useSessionStatus = (): SessionStatus => {
  const store = useInjection(SESSION_TOKENS.status);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
};
