import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { Clock } from '../shared/clock.port';
import type { Logger } from '../shared/logger.port';
import { validateLoginForm, type LoginErrors } from './login-form';
import type { SkewTracker } from './server-time';
import { replyStatus, type Credentials, type SessionGateway } from './session-gateway.port';

/** Why a login failed (spec 5.3, 8): wrong credentials, too many failed attempts (429), or the service did not answer as expected. */
export type LoginError =
  | { readonly kind: 'UNAUTHORIZED' }
  /** retryAfterSeconds: how long the service locks sign-ins, when it says so (Retry-After). */
  | { readonly kind: 'TOO_MANY_ATTEMPTS'; readonly retryAfterSeconds?: number }
  | { readonly kind: 'SERVICE_UNAVAILABLE' };

/** Why a sign-in did not succeed: the form is invalid (nothing was sent; every field's error), or the login failed. */
export type SignInError = { readonly kind: 'INVALID_FORM'; readonly errors: LoginErrors } | LoginError;

/** The login use case as composition binds it (SESSION_TOKENS.logIn). */
export type LogIn = (credentials: Credentials) => TE.TaskEither<SignInError, 'SUCCESS'>;

/** The login outcomes of spec 5.3, plus the throttled sign-in (429). */
export type LoginOutcome = 'SUCCESS' | LoginError['kind'];

/** 200 is success, 401 unauthorized, 429 too many attempts, anything else (or no answer) service unavailable. */
export const loginOutcomeOf = (status: number | 'NO_ANSWER'): LoginOutcome =>
  status === 200 ? 'SUCCESS' : status === 401 ? 'UNAUTHORIZED' : status === 429 ? 'TOO_MANY_ATTEMPTS' : 'SERVICE_UNAVAILABLE';

/** The ports of the login use case; onSignedIn lets composition restart the refresh and update the status. */
export interface LogInDeps {
  readonly gateway: SessionGateway;
  readonly clock: Clock;
  readonly skew: SkewTracker;
  readonly logger: Logger;
  readonly onSignedIn: () => void;
}

/**
 * Logs a customer in: validates the form (the only place it is validated), then POST login (email trimmed, password
 * as typed); SUCCESS, INVALID_FORM with every field's error, or a typed LoginError.
 */
export const logIn =
  (deps: LogInDeps): LogIn =>
  (credentials) =>
  async () => {
    const errors = validateLoginForm(credentials);
    if (Object.keys(errors).length > 0) return E.left({ kind: 'INVALID_FORM', errors });
    const sentAt = deps.clock.now();
    const reply = await deps.gateway.logIn({ email: credentials.email.trim(), password: credentials.password })();
    if (E.isRight(reply)) deps.skew.record(reply.right.serverTimeMs, sentAt, deps.clock.now());
    else if (reply.left.kind !== 'STATUS') deps.logger.debug('Login got no answer', reply.left);
    const outcome = loginOutcomeOf(replyStatus(reply));
    if (outcome === 'TOO_MANY_ATTEMPTS' && E.isLeft(reply) && reply.left.kind === 'STATUS' && reply.left.retryAfterSeconds !== undefined)
      return E.left({ kind: outcome, retryAfterSeconds: reply.left.retryAfterSeconds });
    if (outcome !== 'SUCCESS') return E.left({ kind: outcome });
    deps.onSignedIn();
    return E.right('SUCCESS');
  };
