import type { TaskEither } from 'fp-ts/TaskEither';
import type { HttpClient, HttpResponse } from '../../core/shared/http-client.port';
import type { TransportFailure } from '../../core/shared/http-failure';

/** Base path of the A/B test front-end service (spec 7.3). */
export const ABTEST_PATH = '/service/abtestfrontend/api/v1';

/** The visitor's assignments (spec 7.3): the gateway reads them; the first-load script calls it when the footer is on the page. */
export const ASSIGNMENT_PATH = `${ABTEST_PATH}/getassignment`;

/**
 * Asks for the visitor's assignments and reads the answer to its end, ignoring it (the footer's call, spec 7.3): no
 * codec, so the first-load script that makes it stays small. It never rejects: a failure is a Left its caller ignores.
 */
export const requestAssignment = (http: HttpClient): TaskEither<TransportFailure, HttpResponse> =>
  http.send({ method: 'GET', url: ASSIGNMENT_PATH, noCache: true });
