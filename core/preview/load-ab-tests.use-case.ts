import type { TaskEither } from 'fp-ts/TaskEither';
import type { AbTestGateway } from './ab-test-gateway.port';
import type { CallFailed } from './preview-errors';
import { previewInstant, type PreviewFields, type PreviewInstantDeps } from './preview-date-time';
import type { AbTest } from './preview-state';

/** Loads the A/B tests active at the form's date and time. */
export type LoadAbTests = (fields: PreviewFields) => TaskEither<CallFailed, readonly AbTest[]>;

/** The tests active at the preview instant (the date rule applies: an invalid date asks for now). */
export const loadAbTests = (deps: PreviewInstantDeps & { readonly gateway: AbTestGateway }): LoadAbTests =>
  (fields) => deps.gateway.testsAt(previewInstant(deps)(fields));
