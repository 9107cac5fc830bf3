import type { LoginError } from '../../core/session/log-in.use-case';
import type { SessionMessages } from '../../core/session/session.messages';

/** The message of each failed sign-in (spec 5.3), as the dialog and the sign-in page show it. */
export const signInFailureMessage = (copy: SessionMessages, failure: LoginError['kind']): string => FAILURE_COPY[failure](copy);

const FAILURE_COPY: Readonly<Record<LoginError['kind'], (copy: SessionMessages) => string>> = {
  UNAUTHORIZED: (copy) => copy.unauthorized,
  TOO_MANY_ATTEMPTS: (copy) => copy.tooManyAttempts,
  SERVICE_UNAVAILABLE: (copy) => copy.serviceUnavailable,
};
