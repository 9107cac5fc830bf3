import type { ComponentType, FunctionComponent } from 'react';
import type { Catalogue } from '../core/i18n/catalogue';
import { NEWSLETTER_ROUTES } from '../core/newsletter/newsletter-routes';
import { SIGN_IN_ROUTE } from '../core/session/sign-in-post';
import { island } from '../ui/app/island';
import { ContentPage, HomePage, NotFoundPage } from '../ui/home/home-page';

/** What every page component gets. */
export interface PageProps {
  readonly path: string;
  /** The storefront's home address ("/" or "/at/"). */
  readonly homeHref: string;
}

/** A page component. */
export type Page = ComponentType<PageProps>;

/** A page that takes none of the props every page gets, only optional ones of its own (e.g. a server-decided `initial`). */
const ownPropsPage = (page: FunctionComponent<Record<never, never>>): Page => page;

/** One route: its page, its chunk, its title, and whether it is public or behind a subscriber's token. */
interface Route {
  readonly load: () => Promise<Page>;
  /** The page's own name in the storefront's language (the title adds the shop's). */
  readonly name: (messages: Catalogue) => string;
  /**
   * public: listed in the sitemap (with its counterparts in every storefront as alternates), indexed, cacheable;
   * demo: a page for the team (the component catalogue), cacheable but noindex and not listed;
   * private: answered for one visitor (a subscriber's token, the sign-in form): private, no-store, noindex.
   */
  readonly kind: 'public' | 'demo' | 'private';
}

/**
 * The route table (spec 2 leaves it open; README lists it), rendered by the server: paths, chunks, titles and the
 * sitemap all come from here. Interactive pages are islands (declared by their feature modules, composition/features/); the others are static markup.
 */
const ROUTES: Readonly<Record<string, Route>> = {
  '/': { load: () => Promise.resolve(HomePage), name: (messages) => messages.layout.homeTitle, kind: 'public' },
  '/components': {
    // Static markup around the demos; each demo section is an island of its own (ui/components/catalogue-page.tsx).
    load: () => import('../ui/components/catalogue-page').then((module) => module.default),
    name: (messages) => messages.layout.componentsLink,
    kind: 'demo',
  },
  [NEWSLETTER_ROUTES.subscribe]: {
    load: () => import('../ui/newsletter/subscribe-newsletter-page').then((module) => module.default),
    name: (messages) => messages.newsletter.page.title,
    kind: 'public',
  },
  [NEWSLETTER_ROUTES.confirm]: {
    // Static HTML: its one control is a form that posts, answered by the server (no island, no code to wake).
    load: () => import('../ui/newsletter/confirm-subscription-page').then((module) => ownPropsPage(module.default)),
    name: (messages) => messages.newsletter.confirm.title,
    kind: 'private',
  },
  [NEWSLETTER_ROUTES.preferences]: {
    load: () =>
      import('../ui/newsletter/newsletter-preferences-page').then((module) => ownPropsPage(island('preferences-page', module.default))),
    name: (messages) => messages.newsletter.preferences.title,
    kind: 'private',
  },
  [SIGN_IN_ROUTE]: {
    load: () => import('../ui/session/sign-in-page').then((module) => ownPropsPage(module.default)),
    name: (messages) => messages.session.dialogTitle,
    kind: 'private',
  },
};

/** The public pages every storefront has (the sitemap lists them). */
export const SITEMAP_PATHS: readonly string[] = Object.keys(ROUTES).filter((path) => ROUTES[path]?.kind === 'public');

/** Pages answered for one visitor (a subscriber's token, the sign-in form): private, no-store, never cached or indexed. */
export const isPrivatePage = (path: string): boolean => ROUTES[normaliseRoutePath(path)]?.kind === 'private';

/** Whether search engines may index a page that is there: every page but the private ones and the team's demo pages. */
export const isIndexedPage = (path: string): boolean => (ROUTES[normaliseRoutePath(path)]?.kind ?? 'public') === 'public';

/** Whether a page is listed in the sitemap, with its counterparts in the other storefronts (its hreflang alternates). */
export const isListedPage = (path: string): boolean => SITEMAP_PATHS.includes(normaliseRoutePath(path));

/** A page's title: the home page the shop's name first, every other page its own name first; a path no route has is a content page. */
export const pageTitle = (path: string, status: 'ok' | 'not-found', messages: Catalogue): string => {
  const { layout } = messages;
  if (status === 'not-found') return `${layout.notFoundTitle} – ${layout.shopName}`;
  const route = normaliseRoutePath(path);
  if (route === '/') return `${layout.shopName} – ${layout.homeTitle}`;
  return `${ROUTES[route]?.name(messages) ?? layout.contentPageTitle} – ${layout.shopName}`;
};

/**
 * Loads the page for a path: a route, else a content page when the server found the path linked from the
 * storefront's content (status ok), else the 404 page. Trailing slashes are ignored.
 */
export const loadPage = (path: string, status: 'ok' | 'not-found' = 'ok'): Promise<Page> =>
  ROUTES[normaliseRoutePath(path)]?.load() ?? Promise.resolve(status === 'ok' ? ContentPage : NotFoundPage);

/** Whether a path is one of the routes. */
export const isRoute = (path: string): boolean => ROUTES[normaliseRoutePath(path)] !== undefined;

/** "/components/" -> "/components". */
export const normaliseRoutePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';
