import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AbTestGateway } from './ab-test-gateway.port';
import { callFailed, type CallFailed } from './preview-errors';
import { previewInstant, type PreviewFields, type PreviewInstantDeps } from './preview-date-time';
import type { AbTest } from './preview-state';

/** Loads the A/B tests active at the form's date and time. */
export type LoadAbTests = (fields: PreviewFields) => TE.TaskEither<CallFailed, readonly AbTest[]>;

/** The tests active at the preview instant (the date rule applies: an invalid date asks for now). */
export const loadAbTests =
  (deps: PreviewInstantDeps & { readonly gateway: AbTestGateway }): LoadAbTests =>
  (fields) =>
    pipe(deps.gateway.testsAt(previewInstant(deps)(fields)), TE.mapLeft(callFailed));
