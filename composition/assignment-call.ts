import { requestAssignment } from '../adapters/http/abtest-path';
import { FetchHttpClient } from '../adapters/http/fetch-http-client';

/** The assignment call's budget: the browser's for every service call (spec 7). */
const ASSIGNMENT_TIMEOUT_MS = 15_000;

/**
 * The footer's A/B assignment call (spec 7.3) through the HTTP port, its answer ignored. A chunk of its own that the
 * first-load script fetches on idle, so the fetch client and fp-ts stay out of it.
 */
export const callAssignment = (origin: string): Promise<unknown> =>
  requestAssignment(new FetchHttpClient({ baseURL: origin, defaultTimeoutMs: ASSIGNMENT_TIMEOUT_MS, credentials: 'include' }))();
