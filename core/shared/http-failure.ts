/** No answer came: the connection failed, was refused or was aborted. */
export interface NetworkFailure {
  readonly kind: 'NETWORK';
  readonly message: string;
}
/** No answer came within the request's time-out. */
export interface TimeoutFailure {
  readonly kind: 'TIMEOUT';
  readonly message: string;
}
/** An answer with a status outside 200–299; `type` is the problem-details type of its body (RFC 7807), when it names one. */
export interface StatusFailure {
  readonly kind: 'STATUS';
  readonly status: number;
  readonly type?: string;
  /** How long the service asks the client to wait (its Retry-After header in seconds), when it says so. */
  readonly retryAfterSeconds?: number;
}
/** A 2xx answer whose body is not what the codec expects (including a body that is not JSON). */
export interface DecodeFailure {
  readonly kind: 'DECODE';
  readonly message: string;
}

/** Why a call to a service failed: the one vocabulary every gateway speaks; each use case maps it to its own errors. */
export type HttpFailure = NetworkFailure | TimeoutFailure | StatusFailure | DecodeFailure;

/** What the HTTP port itself can fail with: no answer at all (every status is an answer). */
export type TransportFailure = NetworkFailure | TimeoutFailure;

/** True when the service answered this status (and, when given, this problem type). */
export const isStatusFailure = (failure: HttpFailure, status: number, type?: string): failure is StatusFailure =>
  failure.kind === 'STATUS' && failure.status === status && (type === undefined || failure.type === type);
