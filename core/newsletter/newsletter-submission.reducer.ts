/**
 * Result statuses of spec 3.1 / 4.1, and REVIEW: a form posted without JavaScript before its legal notice was on the
 * page comes back expanded with it, and is sent only when posted again (nothing is recorded as shown that was not).
 * UNCONFIRMED: the sign-up was sent but its answer did not come in time; it may have been stored, so the visitor is
 * told to look for the mail and to try again only if none arrives (never that it failed). ERROR_TEXTS_NOT_SHOWN: the
 * service refused a sign-up whose required legal texts were not on the screen; the form shows them to be read.
 * ERROR_SITE_NOT_LISTED: an embedded widget's fallback form came from a site the shop has not listed
 * (NEWSLETTER_EMBEDDING_ORIGINS): nothing was sent; the shop's page keeps what was typed to be sent from there.
 */
export type SubmissionStatus =
  | 'NONE'
  | 'REVIEW'
  | 'SUCCESS'
  | 'UNCONFIRMED'
  | 'ERROR_GENERIC'
  | 'ERROR_INVALID_EMAIL'
  | 'ERROR_TOO_MANY_ATTEMPTS'
  | 'ERROR_TEXTS_NOT_SHOWN'
  | 'ERROR_SITE_NOT_LISTED';

/** Where a sign-up stands. */
export interface SubmissionState {
  readonly status: SubmissionStatus;
  /** A request is in flight: fields are disabled and another submit is ignored. */
  readonly submitting: boolean;
  /** The address the confirmation mail went to, for the success notice. */
  readonly sentTo: string | undefined;
  /** A double-opt-in link was invalid: the banner shows until the email field gets focus. */
  readonly invalidLink: boolean;
}

/** Why a sent sign-up failed, as the banner tells it. */
export type SubmissionFailure = 'GENERIC' | 'INVALID_EMAIL' | 'TOO_MANY_ATTEMPTS' | 'TEXTS_NOT_SHOWN' | 'SITE_NOT_LISTED';

const FAILURE_STATUS: Readonly<Record<SubmissionFailure, SubmissionStatus>> = {
  GENERIC: 'ERROR_GENERIC',
  INVALID_EMAIL: 'ERROR_INVALID_EMAIL',
  TOO_MANY_ATTEMPTS: 'ERROR_TOO_MANY_ATTEMPTS',
  TEXTS_NOT_SHOWN: 'ERROR_TEXTS_NOT_SHOWN',
  SITE_NOT_LISTED: 'ERROR_SITE_NOT_LISTED',
};

/** What happens to a sign-up. */
export type SubmissionEvent =
  | { readonly type: 'SUBMITTED' }
  | { readonly type: 'SUCCEEDED'; readonly email: string }
  | { readonly type: 'FAILED'; readonly error: SubmissionFailure }
  /** Sent, but no answer in time: the outcome is unknown (the form stays, with what was typed, for a later try). */
  | { readonly type: 'UNCONFIRMED' }
  /** The form turned out invalid: nothing was sent, the fields show why. */
  | { readonly type: 'REJECTED' }
  /** A form posted without JavaScript held none of the legal texts: it comes back expanded with them, nothing sent. */
  | { readonly type: 'REVIEW_ASKED' }
  | { readonly type: 'EMAIL_FOCUSED' };

/** A widget before any submit; `invalidLink` when the page came from a failed confirmation. */
export const initialSubmission = (invalidLink = false): SubmissionState => ({
  status: 'NONE',
  submitting: false,
  sentTo: undefined,
  invalidLink,
});

/** The submission state machine (spec 4.1). A submit while one is in flight changes nothing. */
export const submissionReducer = (state: SubmissionState, event: SubmissionEvent): SubmissionState => {
  switch (event.type) {
    case 'SUBMITTED':
      return state.submitting || state.status === 'SUCCESS' ? state : { ...state, status: 'NONE', submitting: true };
    case 'SUCCEEDED':
      return { status: 'SUCCESS', submitting: false, sentTo: event.email, invalidLink: false };
    case 'FAILED':
      return { ...state, submitting: false, status: FAILURE_STATUS[event.error] };
    case 'UNCONFIRMED':
      return { ...state, submitting: false, status: 'UNCONFIRMED' };
    case 'REJECTED':
      return { ...state, submitting: false };
    case 'REVIEW_ASKED':
      return { ...state, submitting: false, status: 'REVIEW' };
    case 'EMAIL_FOCUSED':
      return state.invalidLink || state.status === 'ERROR_INVALID_EMAIL'
        ? { ...state, invalidLink: false, status: state.status === 'ERROR_INVALID_EMAIL' ? 'NONE' : state.status }
        : state;
  }
};

/** The form shows while there is no result or an error; success replaces it (spec 4.1). */
export const isFormVisible = (state: SubmissionState): boolean => state.status !== 'SUCCESS';
