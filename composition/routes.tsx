import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { NEWSLETTER_ROUTES } from '../core/newsletter/newsletter-routes';
import { ContentPage, HomePage } from '../ui/home/home-page';

type Page = ComponentType<{ path: string }> | LazyExoticComponent<ComponentType<{ path: string }>>;

/** The client route table (spec 2 leaves it open; README lists it). Unknown paths render a generic content page. */
const ROUTES: Readonly<Record<string, Page>> = {
  '/': HomePage,
  '/components': lazy(() => import('../ui/components/catalogue-page')),
  [NEWSLETTER_ROUTES.subscribe]: lazy(() => import('../ui/newsletter/subscribe-newsletter-page')),
  [NEWSLETTER_ROUTES.confirm]: lazy(() => import('../ui/newsletter/confirm-subscription-page')),
  [NEWSLETTER_ROUTES.preferences]: lazy(() => import('../ui/newsletter/newsletter-preferences-page')),
};

/** The page component for a path; trailing slashes are ignored. */
export const pageFor = (path: string): Page => ROUTES[normalise(path)] ?? ContentPage;

const normalise = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path) || '/';
