import type { TaskEither } from 'fp-ts/TaskEither';

/** The A/B test assignment call the footer makes when it loads (spec 7.3); its answer is not used. */
export interface AbTestAssignmentGateway {
  requestAssignment(): TaskEither<{ readonly kind: 'FAILED'; readonly message: string }, void>;
}
