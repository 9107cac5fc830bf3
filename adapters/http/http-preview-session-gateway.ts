import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { callFailed, type CallFailed } from '../../core/preview/preview-errors';
import type { StaffSessionGateway } from '../../core/preview/staff-session-gateway.port';
import { StaffSessionCheckCodec, type StaffSessionCheck } from '../../core/preview/staff-session.codec';
import { isSuccessStatus, type HttpClient, type HttpResponse } from '../../core/shared/http-client.port';

/** Base path of the staff session service (spec 7.3). */
export const PREVIEW_AUTH_PATH = '/service/preview/api/auth';

const send = (http: HttpClient, path: string): TE.TaskEither<CallFailed, HttpResponse> =>
  pipe(
    http.send({ method: 'GET', url: `${PREVIEW_AUTH_PATH}${path}`, noCache: true }),
    TE.mapLeft((error) => callFailed(`${path}: ${error.message}`)),
  );

const success = (path: string) => (response: HttpResponse): E.Either<CallFailed, HttpResponse> =>
  isSuccessStatus(response.status) ? E.right(response) : E.left(callFailed(`${path} answered ${response.status}`));

/** The staff session service through the shared HttpClient (axios: credentials, CSRF marker). Bodies decoded with io-ts. */
export class HttpPreviewSessionGateway implements StaffSessionGateway {
  constructor(private readonly http: HttpClient) {}

  checkAuth(): TE.TaskEither<CallFailed, StaffSessionCheck> {
    return pipe(
      send(this.http, '/checkauth'),
      TE.chainEitherK(success('/checkauth')),
      TE.chainEitherK((response) => pipe(
        StaffSessionCheckCodec.decode(response.body),
        E.mapLeft(() => callFailed('/checkauth answered an unreadable body')),
      )),
    );
  }

  renew(): TE.TaskEither<CallFailed, void> {
    return pipe(send(this.http, '/login/renew'), TE.chainEitherK(success('/login/renew')), TE.map(() => undefined));
  }

  logout(): TE.TaskEither<CallFailed, void> {
    return pipe(send(this.http, '/logout'), TE.chainEitherK(success('/logout')), TE.map(() => undefined));
  }
}
