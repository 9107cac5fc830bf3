import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AbTestGateway } from './ab-test-gateway.port';
import { callFailed, type CallFailed } from './preview-errors';
import type { AbAssignment } from './preview-state';

/** The visitor's A/B assignments as getassignment reports them (with a staff override applied). */
export type LoadAssignments = () => TE.TaskEither<CallFailed, readonly AbAssignment[]>;

/** Reads getassignment, for the staff bar to show the group in force. */
export const loadAssignments =
  (deps: { gateway: AbTestGateway }): LoadAssignments =>
  () =>
    pipe(deps.gateway.assignments(), TE.mapLeft(callFailed));
