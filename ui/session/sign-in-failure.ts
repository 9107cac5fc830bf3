import type { Locale } from '../../core/country/locale';
import { formatMessage } from '../../core/text/format-message';
import { formatPlural } from '../../core/text/plural-message';
import type { LoginError } from '../../core/session/log-in.use-case';
import type { SessionMessages } from '../../core/session/session.messages';

/**
 * The message of each failed sign-in (spec 5.3), as the dialog and the sign-in page show it. A throttled sign-in names
 * the lock the service set (Retry-After): seconds under a minute, else whole minutes rounded up.
 */
export const signInFailureMessage = (copy: SessionMessages, failure: LoginError, locale: Locale): string => {
  switch (failure.kind) {
    case 'UNAUTHORIZED':
      return copy.unauthorized;
    case 'SERVICE_UNAVAILABLE':
      return copy.serviceUnavailable;
    case 'TOO_MANY_ATTEMPTS': {
      const wait = failure.retryAfterSeconds;
      if (wait === undefined || wait <= 0) return copy.tooManyAttempts;
      const duration = wait < 60 ? formatPlural(locale, copy.seconds, wait) : formatPlural(locale, copy.minutes, Math.ceil(wait / 60));
      return formatMessage(copy.tooManyAttemptsFor, { duration });
    }
  }
};
