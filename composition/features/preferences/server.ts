import { NEWSLETTER_ROUTES } from '../../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../../core/newsletter/newsletter.tokens';
import { PREFERENCES_FORM, readPreferencesPost } from '../../../core/newsletter/preferences-post';
import type { FeatureServer, FormPostHandler } from '../../feature-record';
import { normaliseRoutePath } from '../../routes';

/** The preferences page's forms (save, unsubscribe). */
const answerPreferencesForm: FormPostHandler = async (resolver, fields, page) => {
  const preferences = resolver.get(NEWSLETTER_TOKENS.preferencesController)();
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
  render: async (resolver, page, _country, answered) => {
    if (answered || page.status !== 'ok' || normaliseRoutePath(page.path) !== NEWSLETTER_ROUTES.preferences) return {};
    const controller = resolver.get(NEWSLETTER_TOKENS.preferencesController)();
    await controller.load(page.query.token);
    return { preferences: controller.getSnapshot() };
  },
} satisfies FeatureServer;
