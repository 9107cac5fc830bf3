import type { Locale } from '../country/locale';
import type { PluralMessage, PluralMessageOf } from '../text/plural-message';

/** Copy of the customer sign-in in the header (spec 5.3 login outcomes); P is a text about a number (plural forms). */
export interface SessionMessages<P extends PluralMessage = PluralMessage> {
  /** Header button that opens the sign-in dialog. */
  readonly signIn: string;
  /** Title of the sign-in dialog. */
  readonly dialogTitle: string;
  readonly emailLabel: string;
  readonly passwordLabel: string;
  /** Submit button of the form. */
  readonly submit: string;
  /** Closes the dialog. */
  readonly close: string;
  readonly emailRequired: string;
  readonly emailInvalid: string;
  readonly passwordRequired: string;
  readonly passwordTooLong: string;
  /** SUCCESS. */
  readonly successTitle: string;
  readonly successText: string;
  /** UNAUTHORIZED. */
  readonly unauthorized: string;
  /** SERVICE_UNAVAILABLE. */
  readonly serviceUnavailable: string;
  /** TOO_MANY_ATTEMPTS: the service throttles sign-ins after repeated failures (429), for a time it did not name. */
  readonly tooManyAttempts: string;
  /** TOO_MANY_ATTEMPTS for the time the service named (Retry-After): `{duration}` is `seconds` or `minutes`. */
  readonly tooManyAttemptsFor: string;
  /** A lock under a minute, `{count}` seconds. */
  readonly seconds: P;
  /** A lock of a minute or more, `{count}` whole minutes (rounded up). */
  readonly minutes: P;
  /** Header readout while signed in. */
  readonly signedIn: string;
  /** Header button that signs out. */
  readonly signOut: string;
  /** Announced after signing out. */
  readonly signedOut: string;
}

/** A locale's sign-in copy: its plural texts have exactly the forms of its language. */
export type SessionCopy<L extends Locale> = SessionMessages<PluralMessageOf<L>>;
