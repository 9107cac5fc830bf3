import { classifyLoginToken } from './refresh-policy';

/** Whether a customer is signed in on this page. */
export type SessionStatus = 'SIGNED_IN' | 'SIGNED_OUT';

/** Signed in while the LoginToken cookie decodes and has not expired (server time); anything else is signed out. */
export const sessionStatusOf = (loginCookie: string | undefined, serverNowMs: number): SessionStatus => {
  const state = classifyLoginToken(loginCookie, serverNowMs);
  return state.kind === 'DUE' || state.kind === 'NOT_DUE' ? 'SIGNED_IN' : 'SIGNED_OUT';
};

/** The observable session status; refresh() reads it again (after a login, logout or refresh check). */
export class SessionStatusStore {
  private current: SessionStatus;
  private changeCount = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly read: () => SessionStatus) {
    this.current = read();
  }

  /** The status as last read. */
  get = (): SessionStatus => this.current;

  /** How often the status changed since this page's store was made. */
  changes = (): number => this.changeCount;

  /** Calls the listener whenever the status changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Reads the status again and tells the listeners when it changed. */
  refresh = (): void => {
    const next = this.read();
    if (next === this.current) return;
    this.current = next;
    this.changeCount += 1;
    this.listeners.forEach((listener) => listener());
  };
}
