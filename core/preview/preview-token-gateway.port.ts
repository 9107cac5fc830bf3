import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpFailure } from '../shared/http-failure';
import type { AbSelection, PreviewTokenStatus } from './preview-state';

/** What the preview token call carries: the A/B override in the address, the simulated instant in the body. */
export interface PreviewTokenRequest {
  readonly selection: AbSelection;
  /** ISO timestamp. */
  readonly previewDateTime: string;
}

/** The preview token service: /service/preview/api/token?test={name}&group={name} (spec 7.3). */
export interface PreviewTokenGateway {
  /** Asks for a preview token; the answer's status, or why there is none to read. */
  requestToken(request: PreviewTokenRequest): TaskEither<HttpFailure, PreviewTokenStatus>;
}
