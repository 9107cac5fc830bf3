import type { CountryCode } from '../../core/country/country';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import type { PageContext } from '../../core/layout/page-context';
import { CONFIRM_FORM, createConfirmation } from '../../core/newsletter/confirm-subscription.controller';
import {
  FORM_FIELD,
  NEWSLETTER_FORM,
  readNewsletterPost,
  type PostedFields,
  type PostSource,
} from '../../core/newsletter/newsletter-form-post';
import { answerNewsletterPost } from '../../core/newsletter/newsletter-signup.controller';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { PREFERENCES_FORM, readPreferencesPost } from '../../core/newsletter/preferences-post';
import { createSubscriberPreferences, type SubscriberPreferencesController } from '../../core/newsletter/subscriber-preferences.controller';
import type { Resolver } from '../../ui/app/injection';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { createSignIn } from '../../core/session/sign-in.controller';
import { readSignInPost, SIGN_IN_FORM, SIGN_IN_ROUTE, SIGN_OUT_FORM } from '../../core/session/sign-in-post';
import type { PageState } from '../page-state';
import { normaliseRoutePath } from '../routes';

/**
 * What the server decides with a page's controllers: a posted form's answer, or the preferences page's subscriber;
 * `signedOut`: the header's sign-out form was posted and the customer is signed out.
 */
export type FeatureOutcome = Pick<PageState, 'newsletterPost' | 'confirmation' | 'preferences' | 'signIn'> & { readonly signedOut?: true };
/** Nothing decided: the pages start as their controllers do. */
export const NO_FEATURE_OUTCOME: FeatureOutcome = { newsletterPost: null, confirmation: null, preferences: null };

/** The preferences controller over the container's use cases, as the page's hook builds it in the browser. */
const preferencesController = (resolver: Resolver, country: CountryCode): SubscriberPreferencesController =>
  createSubscriberPreferences({
    loadSubscriber: resolver.get(NEWSLETTER_TOKENS.loadSubscriber),
    saveSubscriberPreferences: resolver.get(NEWSLETTER_TOKENS.saveSubscriberPreferences),
    unsubscribe: resolver.get(NEWSLETTER_TOKENS.unsubscribe),
    country,
  });

/**
 * Answers a form posted without JavaScript through the controller the same form uses with JavaScript: the snapshot
 * the answer page renders. The newsletter form (footer or page): the posted values as a change, then its submit. The
 * confirmation and preferences pages' forms. Undefined when the post is no form of this page.
 */
export const answerFormPost = async (
  resolver: Resolver,
  fields: PostedFields,
  page: Omit<PageContext, 'status'>,
  country: CountryCode,
  source?: PostSource,
): Promise<FeatureOutcome | undefined> => {
  const form = fields[FORM_FIELD]?.[0];
  const route = normaliseRoutePath(page.path);
  if (form === NEWSLETTER_FORM) {
    const deps = {
      subscribe: resolver.get(NEWSLETTER_TOKENS.subscribe),
      loadPrefill: resolver.get(NEWSLETTER_TOKENS.prefill),
      sessionChanges: resolver.get(CUSTOMER_TOKENS.customerData).subscribe,
    };
    return { ...NO_FEATURE_OUTCOME, newsletterPost: await answerNewsletterPost(deps, country, readNewsletterPost(fields, source)) };
  }
  if (form === SIGN_IN_FORM && route === SIGN_IN_ROUTE) {
    // The header dialog's controller: the posted credentials as a change, then its submit.
    const signIn = createSignIn({ logIn: resolver.get(SESSION_TOKENS.logIn) });
    signIn.change(readSignInPost(fields));
    await signIn.submit();
    return { ...NO_FEATURE_OUTCOME, signIn: signIn.getSnapshot() };
  }
  if (form === SIGN_OUT_FORM && route === SIGN_IN_ROUTE) {
    // The header's sign-out without JavaScript: the same use case the island runs (the service clears the cookies).
    await resolver.get(SESSION_TOKENS.logOut)()();
    return { ...NO_FEATURE_OUTCOME, signedOut: true };
  }
  if (form === CONFIRM_FORM && route === NEWSLETTER_ROUTES.confirm) {
    const confirmation = createConfirmation({ confirm: resolver.get(NEWSLETTER_TOKENS.confirm) });
    await confirmation.confirm(fields.token?.[0] ?? page.query.token);
    return { ...NO_FEATURE_OUTCOME, confirmation: confirmation.getSnapshot() };
  }
  if (form === PREFERENCES_FORM && route === NEWSLETTER_ROUTES.preferences) {
    const preferences = preferencesController(resolver, country);
    await preferences.answerPost(readPreferencesPost(fields, page.query.token));
    return { ...NO_FEATURE_OUTCOME, preferences: preferences.getSnapshot() };
  }
  return undefined;
};

/**
 * A GET of the preferences page: the server loads the link's subscriber through the controller, so the page arrives
 * filled (or saying the link is unknown) and nothing changes when the script arrives. Nothing to decide elsewhere.
 */
export const decidePageOutcome = async (resolver: Resolver, page: PageContext, country: CountryCode): Promise<FeatureOutcome> => {
  if (page.status !== 'ok' || normaliseRoutePath(page.path) !== NEWSLETTER_ROUTES.preferences) return NO_FEATURE_OUTCOME;
  const controller = preferencesController(resolver, country);
  await controller.load(page.query.token);
  return { ...NO_FEATURE_OUTCOME, preferences: controller.getSnapshot() };
};
