import { useSyncExternalStore } from 'react';
import type { SessionStatus, SessionStatusStore } from '../../core/session/session-status.store';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { useInjection } from '../app/injection';

/**
 * Whether a customer is signed in; re-renders when a login, logout or refresh check changes it. The server renders
 * every page signed out (the same page for every visitor, so it can be cached); hydration starts from that too and
 * the browser's login cookie decides right after.
 */
export const useSessionStatus = (): SessionStatus => {
  const store = useInjection<SessionStatusStore>(SESSION_TOKENS.status);
  return useSyncExternalStore(store.subscribe, store.get, signedOut);
};

const signedOut = (): SessionStatus => 'SIGNED_OUT';
