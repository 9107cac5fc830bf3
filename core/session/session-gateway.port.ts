import type { TaskEither } from 'fp-ts/TaskEither';

/** What the login form sends (spec 7.4: a JSON body; this project sends exactly these two fields). */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** A reply of the login service: its status, and the server's time from the Date header when it had one. */
export interface ServiceReply {
  readonly status: number;
  readonly serverTimeMs?: number;
}

/** No reply came (network, time-out, abort). */
export interface NoAnswer {
  readonly kind: 'NO_ANSWER';
  readonly message: string;
}

/** The login service (spec 7.4). Cookies travel with the requests; the replies' bodies do not matter to the client. */
export interface SessionGateway {
  /** POST /service/login/api/v1/login with the credentials and the CSRF marker. */
  logIn(credentials: Credentials): TaskEither<NoAnswer, ServiceReply>;
  /** POST /service/login/api/v1/logintoken/renew with an empty JSON body. */
  renewLoginToken(): TaskEither<NoAnswer, ServiceReply>;
  /** GET /service/login/api/v1/longtermtoken. */
  fetchLongTermToken(): TaskEither<NoAnswer, ServiceReply>;
  /** POST /service/login/api/v1/logout (this project's decision; spec 7.4 does not list it). */
  logOut(): TaskEither<NoAnswer, ServiceReply>;
}
