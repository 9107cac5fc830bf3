import * as E from 'fp-ts/Either';
import { isMobileCapable } from '../layout/platform';
import { decodeTokenCookie, lidOf, type TokenPayload } from './login-token.codec';

/** Outcomes of one refresh check (spec 4.3). */
export const REFRESH_OUTCOME = { RENEWED: 0, OK: 1, SERVER_ERROR: 2, NO_TOKEN: 3, NOT_DUE: 4, EXPIRED: 5 } as const;

/** 0 renewed (201), 1 ok (200), 2 server error, 3 other or no token, 4 not yet due, 5 expired. */
export type RefreshOutcome = (typeof REFRESH_OUTCOME)[keyof typeof REFRESH_OUTCOME];

/** Where a login token stands at a moment of server time. */
export type TokenState =
  | { readonly kind: 'NONE' }
  | { readonly kind: 'EXPIRED'; readonly payload: TokenPayload }
  | { readonly kind: 'NOT_DUE'; readonly payload: TokenPayload }
  | { readonly kind: 'DUE'; readonly payload: TokenPayload };

/** Classifies a LoginToken cookie: expired at or after exp, due at or after ren (and before exp), else not yet due. */
export const classifyLoginToken = (cookie: string | undefined, serverNowMs: number): TokenState => {
  const decoded = decodeTokenCookie(cookie);
  if (E.isLeft(decoded)) return { kind: 'NONE' };
  const payload = decoded.right;
  if (serverNowMs >= payload.exp * 1000) return { kind: 'EXPIRED', payload };
  if (serverNowMs >= payload.ren * 1000) return { kind: 'DUE', payload };
  return { kind: 'NOT_DUE', payload };
};

/** GET longtermtoken is needed when the long-term token is missing (or unreadable), past its renew time, or lacks the lid. */
export const needsLongTermToken = (longTermCookie: string | undefined, login: TokenPayload, serverNowMs: number): boolean => {
  const decoded = decodeTokenCookie(longTermCookie);
  if (E.isLeft(decoded)) return true;
  const lid = lidOf(decoded.right);
  const loginLid = lidOf(login);
  return serverNowMs >= decoded.right.ren * 1000 || lid === undefined || (loginLid !== undefined && lid !== loginLid);
};

/** The platform cookie names a phone or tablet (parsePlatform's vocabulary, as the layout reads it): the refresh never runs there. */
export const platformSkipsRefresh = (platformCookie: string | undefined): boolean => isMobileCapable(platformCookie);

/** Everything one check looks at. */
export interface RefreshInput {
  readonly loginToken: string | undefined;
  readonly longTermToken: string | undefined;
  /** The client clock. */
  readonly nowMs: number;
  /** Estimated server time minus client time (see server-time.ts). */
  readonly skewMs: number;
  /** The user touched, typed, scrolled or clicked since the last check. */
  readonly active: boolean;
  readonly visible: boolean;
  readonly platformCookie: string | undefined;
}

/** Why a check calls nothing and decides nothing. */
export type SkipReason = 'PLATFORM' | 'HIDDEN' | 'INACTIVE';

/** What a check does: skip, settle without renewing (outcome 3, 4 or 5), or renew; longTerm: also GET longtermtoken. */
export type RefreshPlan =
  | { readonly kind: 'SKIP'; readonly reason: SkipReason }
  | { readonly kind: 'SETTLED'; readonly outcome: 3 | 4 | 5; readonly longTerm: boolean }
  | { readonly kind: 'RENEW'; readonly longTerm: boolean };

/** The refresh policy (spec 4.3, 7.4): a pure decision from the cookies, the time, activity, visibility and platform. */
export const planRefresh = (input: RefreshInput): RefreshPlan => {
  if (platformSkipsRefresh(input.platformCookie)) return { kind: 'SKIP', reason: 'PLATFORM' };
  if (!input.visible) return { kind: 'SKIP', reason: 'HIDDEN' };
  const serverNow = input.nowMs + input.skewMs;
  const state = classifyLoginToken(input.loginToken, serverNow);
  if (state.kind === 'NONE') return { kind: 'SETTLED', outcome: REFRESH_OUTCOME.NO_TOKEN, longTerm: false };
  if (state.kind === 'EXPIRED') return { kind: 'SETTLED', outcome: REFRESH_OUTCOME.EXPIRED, longTerm: false };
  const longTerm = input.active && needsLongTermToken(input.longTermToken, state.payload, serverNow);
  if (state.kind === 'NOT_DUE') return { kind: 'SETTLED', outcome: REFRESH_OUTCOME.NOT_DUE, longTerm };
  return input.active ? { kind: 'RENEW', longTerm } : { kind: 'SKIP', reason: 'INACTIVE' };
};

/** The outcome of a renew reply: 201 renewed, 200 ok, 5xx or no answer server error (retried), anything else 3. */
export const outcomeOfRenewal = (status: number | 'NO_ANSWER'): RefreshOutcome => {
  if (status === 201) return REFRESH_OUTCOME.RENEWED;
  if (status === 200) return REFRESH_OUTCOME.OK;
  if (status === 'NO_ANSWER' || (status >= 500 && status <= 599)) return REFRESH_OUTCOME.SERVER_ERROR;
  return REFRESH_OUTCOME.NO_TOKEN;
};

/** On 1, 3 or 5 the periodic refresh stops (spec 4.3). */
export const stopsRefresh = (outcome: RefreshOutcome): boolean =>
  outcome === REFRESH_OUTCOME.OK || outcome === REFRESH_OUTCOME.NO_TOKEN || outcome === REFRESH_OUTCOME.EXPIRED;
