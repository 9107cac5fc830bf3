import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { callFailed, type CallFailed } from '../../core/preview/preview-errors';
import type { PreviewTokenStatus } from '../../core/preview/preview-state';
import type { PreviewTokenGateway, PreviewTokenRequest } from '../../core/preview/preview-token-gateway.port';
import { PreviewTokenAnswerCodec } from '../../core/preview/preview-token.codec';
import { isSuccessStatus, type HttpClient } from '../../core/shared/http-client.port';

/** The address of the preview token call (spec 7.3); both parameters are always sent, empty meaning no override. */
export const previewTokenUrl = (testName: string, groupName: string): string =>
  `/service/preview/api/token?test=${encodeURIComponent(testName)}&group=${encodeURIComponent(groupName)}`;

/**
 * The preview token call, as POST with JSON body { previewDateTime } (spec 7.3 leaves the method open; README says POST).
 * The answer's status is read whatever the HTTP status, since the service explains a refusal in it.
 */
export class HttpPreviewTokenGateway implements PreviewTokenGateway {
  constructor(private readonly http: HttpClient) {}

  requestToken(request: PreviewTokenRequest): TE.TaskEither<CallFailed, PreviewTokenStatus> {
    return pipe(
      this.http.send({
        method: 'POST',
        url: previewTokenUrl(request.selection.testName, request.selection.groupName),
        body: { previewDateTime: request.previewDateTime },
      }),
      TE.mapLeft((error) => callFailed(`token: ${error.message}`)),
      TE.chainEitherK((response) => (!isSuccessStatus(response.status)
        // Spec 7: a status outside 200-299 is a response error, whatever the body says.
        ? E.left(callFailed(`token answered ${response.status}`))
        : pipe(
        PreviewTokenAnswerCodec.decode(response.body),
        E.map((answer) => answer.status),
        E.mapLeft(() => callFailed(`token answered ${response.status} without a status`)),
      ))),
    );
  }
}
