import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PreviewTokenStatus } from '../../core/preview/preview-state';
import type { PreviewTokenGateway, PreviewTokenRequest } from '../../core/preview/preview-token-gateway.port';
import { PreviewTokenAnswerCodec } from '../../core/preview/preview-token.codec';
import type { HttpClient } from '../../core/shared/http-client.port';
import type { HttpFailure } from '../../core/shared/http-failure';
import { requestJson } from '../../core/shared/request-json';

/** The address of the preview token call (spec 7.3); both parameters are always sent, empty meaning no override. */
export const previewTokenUrl = (testName: string, groupName: string): string =>
  `/service/preview/api/token?test=${encodeURIComponent(testName)}&group=${encodeURIComponent(groupName)}`;

/**
 * The preview token call, as POST with JSON body { previewDateTime } (spec 7.3 leaves the method open; README says POST).
 * The status field of a 2xx answer is the service's verdict; any other HTTP status is a failed call (spec 7).
 */
export class HttpPreviewTokenGateway implements PreviewTokenGateway {
  constructor(private readonly http: HttpClient) {}

  requestToken(request: PreviewTokenRequest): TE.TaskEither<HttpFailure, PreviewTokenStatus> {
    return pipe(
      requestJson(PreviewTokenAnswerCodec)(this.http, {
        method: 'POST',
        url: previewTokenUrl(request.selection.testName, request.selection.groupName),
        body: { previewDateTime: request.previewDateTime },
      }),
      TE.map((answer) => answer.status),
    );
  }
}
