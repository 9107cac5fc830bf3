import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpFailure } from '../shared/http-failure';

/** What the login form sends (spec 7.4: a JSON body; this project sends exactly these two fields). */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** A 2xx reply of the login service: its status (200 and 201 differ), and the server's time from the Date header when it had one. */
export interface ServiceReply {
  readonly status: number;
  readonly serverTimeMs?: number;
}

/** The login service (spec 7.4). Cookies travel with the requests; the replies' bodies do not matter to the client. */
export interface SessionGateway {
  /** POST /service/login/api/v1/login with the credentials and the CSRF marker. */
  logIn(credentials: Credentials): TaskEither<HttpFailure, ServiceReply>;
  /** POST /service/login/api/v1/logintoken/renew with an empty JSON body. */
  renewLoginToken(): TaskEither<HttpFailure, ServiceReply>;
  /** GET /service/login/api/v1/longtermtoken. */
  fetchLongTermToken(): TaskEither<HttpFailure, ServiceReply>;
  /** POST /service/login/api/v1/logout (this project's decision; spec 7.4 does not list it). */
  logOut(): TaskEither<HttpFailure, ServiceReply>;
}

/** The status the service answered, 2xx or not, or NO_ANSWER (nothing, or nothing in time): what the login rules read. */
export const replyStatus = (reply: E.Either<HttpFailure, ServiceReply>): number | 'NO_ANSWER' => {
  if (E.isRight(reply)) return reply.right.status;
  return reply.left.kind === 'STATUS' ? reply.left.status : 'NO_ANSWER';
};
