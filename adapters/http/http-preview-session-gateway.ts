import type { TaskEither } from 'fp-ts/TaskEither';
import type { StaffSessionGateway } from '../../core/preview/staff-session-gateway.port';
import { StaffSessionCheckCodec, type StaffSessionCheck } from '../../core/preview/staff-session.codec';
import type { HttpClient } from '../../core/shared/http-client.port';
import type { HttpFailure } from '../../core/shared/http-failure';
import { IgnoredBody, requestJson } from '../../core/shared/request-json';

/** Base path of the staff session service (spec 7.3). */
export const PREVIEW_AUTH_PATH = '/service/preview/api/auth';

const get = (path: string) => ({ method: 'GET', url: `${PREVIEW_AUTH_PATH}${path}`, noCache: true }) as const;

/** The staff session service through the shared HttpClient (credentials, CSRF marker). Bodies decoded with io-ts. */
export class HttpPreviewSessionGateway implements StaffSessionGateway {
  constructor(private readonly http: HttpClient) {}

  checkAuth(): TaskEither<HttpFailure, StaffSessionCheck> {
    return requestJson(StaffSessionCheckCodec)(this.http, get('/checkauth'));
  }

  renew(): TaskEither<HttpFailure, void> {
    return requestJson(IgnoredBody)(this.http, get('/login/renew'));
  }

  logout(): TaskEither<HttpFailure, void> {
    return requestJson(IgnoredBody)(this.http, get('/logout'));
  }
}
