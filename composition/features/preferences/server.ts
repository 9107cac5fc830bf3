import type { CountryCode } from '../../../core/country/country';
import { NEWSLETTER_ROUTES } from '../../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { PREFERENCES_FORM, readPreferencesPost } from '../../../core/newsletter/preferences-post';
import {
  createSubscriberPreferences,
  type SubscriberPreferencesController,
} from '../../../core/newsletter/subscriber-preferences.controller';
import type { Resolver } from '../../../ui/app/injection';
import type { FeatureServer, FormPostHandler } from '../../feature-record';
import { normaliseRoutePath } from '../../routes';

/** The preferences controller over the container's use cases, as the page's hook builds it in the browser. */
const preferencesController = (resolver: Resolver, country: CountryCode): SubscriberPreferencesController =>
  createSubscriberPreferences({
    loadSubscriber: resolver.get(NEWSLETTER_TOKENS.loadSubscriber),
    saveSubscriberPreferences: resolver.get(NEWSLETTER_TOKENS.saveSubscriberPreferences),
    unsubscribe: resolver.get(NEWSLETTER_TOKENS.unsubscribe),
    country,
  });

/** The preferences page's forms (save, unsubscribe). */
const answerPreferencesForm: FormPostHandler = async (resolver, fields, page, country) => {
  const preferences = preferencesController(resolver, country);
  await preferences.answerPost(readPreferencesPost(fields, page.query.token));
  return { state: { preferences: preferences.getSnapshot() } };
};

export default {
  /** The preferences page's forms posted without JavaScript (save, unsubscribe). */
  posts: [{ form: PREFERENCES_FORM, route: NEWSLETTER_ROUTES.preferences, answer: answerPreferencesForm }],
  /**
   * A GET of the preferences page: the server loads the link's subscriber through the controller, so the page arrives
   * filled (or saying the link is unknown) and nothing changes when the script arrives.
   */
  render: async (resolver, page, country, answered) => {
    if (answered || page.status !== 'ok' || normaliseRoutePath(page.path) !== NEWSLETTER_ROUTES.preferences) return {};
    const controller = preferencesController(resolver, country);
    await controller.load(page.query.token);
    return { preferences: controller.getSnapshot() };
  },
} satisfies FeatureServer;
