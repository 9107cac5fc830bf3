import type { CountryCode } from '../../core/country/country';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import type { PageContext } from '../../core/layout/page-context';
import { createConfirmation } from '../../core/newsletter/confirm-subscription.controller';
import { readNewsletterPost, type PostSource } from '../../core/newsletter/newsletter-form-post';
import { FORM_FIELD, type PostedFields } from '../../core/shared/form-post';
import { answerNewsletterPost } from '../../core/newsletter/newsletter-signup.controller';
import { NEWSLETTER_ROUTES } from '../../core/newsletter/newsletter-routes';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { readPreferencesPost } from '../../core/newsletter/preferences-post';
import { createSubscriberPreferences, type SubscriberPreferencesController } from '../../core/newsletter/subscriber-preferences.controller';
import type { Resolver } from '../../ui/app/injection';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { createSignIn } from '../../core/session/sign-in.controller';
import { readSignInPost } from '../../core/session/sign-in-post';
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

/** What a feature's no-JavaScript form handler gets: the page's container, the posted fields, the page, the storefront. */
export type FormPostHandler = (
  resolver: Resolver,
  fields: PostedFields,
  page: Omit<PageContext, 'status'>,
  country: CountryCode,
  source?: PostSource,
) => Promise<FeatureOutcome>;

/** A form a feature answers without JavaScript: its form name, the page it is posted to (any page: none), its handler. */
export interface FormPost {
  readonly form: string;
  readonly route?: string;
  readonly answer: FormPostHandler;
}

/**
 * The newsletter form (footer or page): the posted values as a change, then its submit, through the controller the
 * same form uses with JavaScript: the snapshot the answer page renders.
 */
export const answerSignUpForm: FormPostHandler = async (resolver, fields, _page, country, source) => {
  const deps = {
    subscribe: resolver.get(NEWSLETTER_TOKENS.subscribe),
    loadPrefill: resolver.get(NEWSLETTER_TOKENS.prefill),
    sessionChanges: resolver.get(CUSTOMER_TOKENS.customerData).subscribe,
  };
  return { ...NO_FEATURE_OUTCOME, newsletterPost: await answerNewsletterPost(deps, country, readNewsletterPost(fields, source)) };
};

/** The header dialog's controller: the posted credentials as a change, then its submit. */
export const answerSignInForm: FormPostHandler = async (resolver, fields) => {
  const signIn = createSignIn({ logIn: resolver.get(SESSION_TOKENS.logIn) });
  signIn.change(readSignInPost(fields));
  await signIn.submit();
  return { ...NO_FEATURE_OUTCOME, signIn: signIn.getSnapshot() };
};

/** The header's sign-out without JavaScript: the same use case the island runs (the service clears the cookies). */
export const answerSignOutForm: FormPostHandler = async (resolver) => {
  await resolver.get(SESSION_TOKENS.logOut)()();
  return { ...NO_FEATURE_OUTCOME, signedOut: true };
};

/** The confirmation page's form. */
export const answerConfirmForm: FormPostHandler = async (resolver, fields, page) => {
  const confirmation = createConfirmation({ confirm: resolver.get(NEWSLETTER_TOKENS.confirm) });
  await confirmation.confirm(fields.token?.[0] ?? page.query.token);
  return { ...NO_FEATURE_OUTCOME, confirmation: confirmation.getSnapshot() };
};

/** The preferences page's forms (save, unsubscribe). */
export const answerPreferencesForm: FormPostHandler = async (resolver, fields, page, country) => {
  const preferences = preferencesController(resolver, country);
  await preferences.answerPost(readPreferencesPost(fields, page.query.token));
  return { ...NO_FEATURE_OUTCOME, preferences: preferences.getSnapshot() };
};

/**
 * Answers a form posted without JavaScript with the handler of the feature module that declares it (FORM_POSTS,
 * server/compose-server.ts); undefined when the post is no form of this page.
 */
export const answerFormPost = (
  posts: readonly FormPost[],
  ...[resolver, fields, page, country, source]: Parameters<FormPostHandler>
): Promise<FeatureOutcome> | undefined => {
  const form = fields[FORM_FIELD]?.[0];
  const route = normaliseRoutePath(page.path);
  const post = posts.find((candidate) => candidate.form === form && (candidate.route === undefined || candidate.route === route));
  return post?.answer(resolver, fields, page, country, source);
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
