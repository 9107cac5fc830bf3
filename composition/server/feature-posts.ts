import type { CountryCode } from '../../core/country/country';
import type { PageContext } from '../../core/layout/page-context';
import { CONFIRM_FORM, createConfirmation } from '../../core/newsletter/confirm-subscription.controller';
import type { ConfirmSubscription } from '../../core/newsletter/confirm-subscription.use-case';
import { FORM_FIELD, type PostedFields } from '../../core/newsletter/newsletter-form-post';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { answerPreferencesPost, PREFERENCES_FORM, readPreferencesPost } from '../../core/newsletter/preferences-post';
import { createSubscriberPreferences, type SubscriberPreferencesController } from '../../core/newsletter/subscriber-preferences.controller';
import type { Resolver } from '../../ui/app/injection';
import { featureModules } from '../bindings.features';
import { pageStateModule } from '../bindings.page';
import { SERVER_LOADERS, serverModule, type ServerEnvironment } from '../bindings.server';
import { asResolver, createContainer } from '../container';
import type { PageState } from '../page-state';
import { normaliseRoutePath } from '../routes';

/** The controller snapshots the server decides for the confirmation and preferences pages. */
export type FeatureOutcome = Pick<PageState, 'confirmation' | 'preferences'>;
/** Nothing decided: the pages start as their controllers do. */
export const NO_FEATURE_OUTCOME: FeatureOutcome = { confirmation: null, preferences: null };

const PRIVATE_ROUTES: readonly string[] = [NEWSLETTER_ROUTES.confirm, NEWSLETTER_ROUTES.preferences];

/** Pages that carry a subscriber's token: answered for one visitor (private, no-store), never cached or indexed. */
export const isPrivatePage = (path: string): boolean => PRIVATE_ROUTES.includes(normaliseRoutePath(path));

/** The preferences controller over the container's use cases, as the page's hook builds it in the browser. */
const preferencesController = (resolver: Resolver, country: CountryCode): SubscriberPreferencesController =>
  createSubscriberPreferences({
    loadSubscriber: resolver.get(NEWSLETTER_TOKENS.loadSubscriber),
    saveSubscriberPreferences: resolver.get(NEWSLETTER_TOKENS.saveSubscriberPreferences),
    unsubscribe: resolver.get(NEWSLETTER_TOKENS.unsubscribe),
    country,
  });

/**
 * Answers a form of the confirmation or preferences page posted without JavaScript, through the controller the page
 * uses with JavaScript: the snapshot the answer page renders. Undefined when the post is no form of these pages.
 */
export const answerFeaturePost = async (
  resolver: Resolver,
  fields: PostedFields,
  page: Omit<PageContext, 'status'>,
  country: CountryCode,
): Promise<FeatureOutcome | undefined> => {
  const form = fields[FORM_FIELD]?.[0];
  const route = normaliseRoutePath(page.path);
  if (form === CONFIRM_FORM && route === NEWSLETTER_ROUTES.confirm) {
    const confirmation = createConfirmation({ confirm: resolver.get<ConfirmSubscription>(NEWSLETTER_TOKENS.confirm) });
    await confirmation.confirm(fields.token?.[0] ?? page.query.token);
    return { ...NO_FEATURE_OUTCOME, confirmation: confirmation.getSnapshot() };
  }
  if (form === PREFERENCES_FORM && route === NEWSLETTER_ROUTES.preferences) {
    const post = readPreferencesPost(fields, page.query.token);
    return { ...NO_FEATURE_OUTCOME, preferences: await answerPreferencesPost(preferencesController(resolver, country), post) };
  }
  return undefined;
};

/**
 * A GET of the preferences page: the server loads the link's subscriber through the controller, so the page arrives
 * filled (or saying the link is unknown) and nothing changes when the script arrives. Other pages pass unchanged.
 * The page's own container gets its page state only after this, so the use cases run in one of their own.
 */
export const decideFeatureState = async (state: PageState, server: ServerEnvironment): Promise<PageState> => {
  if (state.page.status !== 'ok' || state.preferences !== null || normaliseRoutePath(state.page.path) !== NEWSLETTER_ROUTES.preferences)
    return state;
  const container = createContainer();
  container.load(serverModule(server), pageStateModule(state), ...featureModules({ country: state.storefront.country, ...SERVER_LOADERS }));
  const controller = preferencesController(asResolver(container), state.storefront.country);
  await controller.load(state.page.query.token);
  return { ...state, preferences: controller.getSnapshot() };
};
