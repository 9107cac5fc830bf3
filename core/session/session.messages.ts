/** Copy of the customer sign-in in the header (spec 5.3 login outcomes). */
export interface SessionMessages {
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
  /** TOO_MANY_ATTEMPTS: the service throttles sign-ins after repeated failures (429). */
  readonly tooManyAttempts: string;
  /** Header readout while signed in. */
  readonly signedIn: string;
  /** Header button that signs out. */
  readonly signOut: string;
  /** Announced after signing out. */
  readonly signedOut: string;
}
