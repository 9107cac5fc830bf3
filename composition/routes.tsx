import type { ComponentType, FunctionComponent } from 'react';
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

/**
 * The route table (spec 2 leaves it open; README lists it), rendered by the server. Interactive pages are islands
 * (composition/islands.ts); the others are static markup with islands inside.
 */
const ROUTES: Readonly<Record<string, () => Promise<Page>>> = {
  '/': () => Promise.resolve(HomePage),
  '/components': () => import('../ui/components/catalogue-page').then((module) => island('catalogue', module.default)),
  [NEWSLETTER_ROUTES.subscribe]: () => import('../ui/newsletter/subscribe-newsletter-page').then((module) => module.default),
  [NEWSLETTER_ROUTES.confirm]: () =>
    import('../ui/newsletter/confirm-subscription-page').then((module) => island('confirm-page', ownPropsPage(module.default))),
  [NEWSLETTER_ROUTES.preferences]: () =>
    import('../ui/newsletter/newsletter-preferences-page').then((module) => island('preferences-page', ownPropsPage(module.default))),
  [SIGN_IN_ROUTE]: () => import('../ui/session/sign-in-page').then((module) => ownPropsPage(module.default)),
};

/** The source module of each route's chunk (Vite's manifest names chunks by it): the server links their stylesheets. */
const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/components': 'ui/components/catalogue-page.tsx',
  [NEWSLETTER_ROUTES.subscribe]: 'ui/newsletter/subscribe-newsletter-page.tsx',
  [NEWSLETTER_ROUTES.confirm]: 'ui/newsletter/confirm-subscription-page.tsx',
  [NEWSLETTER_ROUTES.preferences]: 'ui/newsletter/newsletter-preferences-page.tsx',
  [SIGN_IN_ROUTE]: 'ui/session/sign-in-page.tsx',
};

/** The expanded newsletter form's chunk (rendered by the server when a posted sign-up comes back with errors). */
export const NEWSLETTER_EXTENSION_MODULE = 'ui/newsletter/newsletter-form-extension.tsx';

/** The chunk modules of the page at a path ([] for pages in the entry). */
export const routeModules = (path: string): string[] => {
  const module = ROUTE_MODULES[normaliseRoutePath(path)];
  return module ? [module] : [];
};

/** The paths the demo has pages for (the sitemap lists them). */
export const ROUTE_PATHS: readonly string[] = Object.keys(ROUTES);

/**
 * Loads the page for a path: a route, else a content page when the server found the path linked from the
 * storefront's content (status ok), else the 404 page. Trailing slashes are ignored.
 */
export const loadPage = (path: string, status: 'ok' | 'not-found' = 'ok'): Promise<Page> =>
  ROUTES[normaliseRoutePath(path)]?.() ?? Promise.resolve(status === 'ok' ? ContentPage : NotFoundPage);

/** Whether a path is one of the routes. */
export const isRoute = (path: string): boolean => ROUTES[normaliseRoutePath(path)] !== undefined;

/** "/components/" -> "/components". */
export const normaliseRoutePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';
