import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { callFailed, type ApplyError } from './preview-errors';
import { resolvePreviewInstant, type PreviewFields, type PreviewInstantDeps } from './preview-date-time';
import type { AbSelection, StaffSession } from './preview-state';
import type { PreviewTokenGateway } from './preview-token-gateway.port';

/** What staff submit: the date and time fields and the A/B selection (or the reason it is incomplete). */
export interface PreviewSettingsForm extends PreviewFields {
  readonly selection: E.Either<ApplyError, AbSelection>;
}

/** What was applied: the session now in force, and whether the date was replaced by the current time (spec 5.3). */
export interface AppliedPreview extends StaffSession {
  readonly usedCurrentTime: boolean;
}

/** Applies preview settings; on success, what is in force now. */
export type ApplyPreviewSettings = (form: PreviewSettingsForm) => TE.TaskEither<ApplyError, AppliedPreview>;

/** Asks for a preview token (spec 4.2, 5.3): only status SUCCESS succeeds; any other status or failure is an error. */
export const applyPreviewSettings =
  (deps: PreviewInstantDeps & { readonly gateway: PreviewTokenGateway }): ApplyPreviewSettings =>
  (form) =>
    pipe(
      TE.fromEither(form.selection),
      TE.chain((selection) => {
        const { instant: previewDateTime, usedCurrentTime } = resolvePreviewInstant(deps)(form);
        return pipe(
          deps.gateway.requestToken({ selection, previewDateTime }),
          TE.mapLeft((failure): ApplyError => callFailed(failure)),
          TE.chain((status) =>
            status === 'SUCCESS'
              ? TE.right<ApplyError, AppliedPreview>({ dateTime: previewDateTime, selection, usedCurrentTime })
              : TE.left<ApplyError, AppliedPreview>({ kind: 'REJECTED', status }),
          ),
        );
      }),
    );
