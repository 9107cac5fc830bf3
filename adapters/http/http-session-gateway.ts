import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { LOGIN_PATHS } from '../../core/session/login-paths';
import type { Credentials, ServiceReply, SessionGateway } from '../../core/session/session-gateway.port';
import type { HttpClient, HttpRequest } from '../../core/shared/http-client.port';
import type { HttpFailure } from '../../core/shared/http-failure';
import { IgnoredBody, requestJsonAnswer, type JsonAnswer } from '../../core/shared/request-json';

/** Renewal and long-term calls run in the background: they give up sooner than the default 15 s. */
const BACKGROUND_TIMEOUT_MS = 10_000;

/** The login service over the shared HttpClient (credentials and the CSRF marker come from the client). */
export class HttpSessionGateway implements SessionGateway {
  constructor(private readonly http: HttpClient) {}

  logIn(credentials: Credentials): TE.TaskEither<HttpFailure, ServiceReply> {
    return this.send({ method: 'POST', url: LOGIN_PATHS.login, body: { email: credentials.email, password: credentials.password } });
  }
  renewLoginToken(): TE.TaskEither<HttpFailure, ServiceReply> {
    return this.send({ method: 'POST', url: LOGIN_PATHS.renew, body: {}, timeoutMs: BACKGROUND_TIMEOUT_MS });
  }
  fetchLongTermToken(): TE.TaskEither<HttpFailure, ServiceReply> {
    return this.send({ method: 'GET', url: LOGIN_PATHS.longTermToken, noCache: true, timeoutMs: BACKGROUND_TIMEOUT_MS });
  }
  logOut(): TE.TaskEither<HttpFailure, ServiceReply> {
    return this.send({ method: 'POST', url: LOGIN_PATHS.logout, body: {} });
  }

  private send(request: HttpRequest): TE.TaskEither<HttpFailure, ServiceReply> {
    return pipe(requestJsonAnswer(IgnoredBody)(this.http, request), TE.map(toReply));
  }
}

/** Only the status and the server's Date matter; bodies are not read (the spec leaves them open). */
const toReply = (answer: JsonAnswer<void>): ServiceReply => {
  const date = Date.parse(answer.headers.date ?? '');
  return Number.isFinite(date) ? { status: answer.status, serverTimeMs: date } : { status: answer.status };
};
