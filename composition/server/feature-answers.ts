import type { CountryCode } from '../../core/country/country';
import type { PageContext } from '../../core/layout/page-context';
import { FORM_FIELD } from '../../core/shared/form-post';
import type { Resolver } from '../../ui/app/injection';
import type { FeatureOutcome, FeatureServer, FormPost, FormPostHandler } from '../feature-record';
import type { PageState } from '../page-state';
import { normaliseRoutePath } from '../routes';

/** Every feature record's server part (`composition/features/<feature>/server.ts`), by file. */
const DECLARED = import.meta.glob<FeatureServer>('../features/*/server.ts', { eager: true, import: 'default' });
const SERVERS: readonly FeatureServer[] = Object.values(DECLARED);

/** Every form the feature records answer without JavaScript. */
export const FORM_POSTS: readonly FormPost[] = SERVERS.flatMap((server) => server.posts ?? []);

/**
 * Answers a form posted without JavaScript with the handler of the feature record that declares it (its form name,
 * and its page when it names one); undefined when the post is no form of this page.
 */
export const answerFormPost = (...args: Parameters<FormPostHandler>): Promise<FeatureOutcome> | undefined => {
  const [, fields, page] = args;
  const form = fields[FORM_FIELD]?.[0];
  const route = normaliseRoutePath(page.path);
  const post = FORM_POSTS.find((candidate) => candidate.form === form && (candidate.route === undefined || candidate.route === route));
  return post?.answer(...args);
};

/** What every feature record reads for a page it renders, after a posted form's answer (undefined on a GET), together. */
export const renderFeatureStates = async (
  resolver: Resolver,
  page: PageContext,
  country: CountryCode,
  answered: FeatureOutcome | undefined,
): Promise<Partial<PageState>> =>
  Object.assign({}, ...(await Promise.all(SERVERS.map((server) => server.render?.(resolver, page, country, answered) ?? {}))));
