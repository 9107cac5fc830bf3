import type { CountryCode } from '../core/country/country';
import type { PageContext } from '../core/layout/page-context';
import type { PostSource } from '../core/newsletter/newsletter-form-post';
import type { PostedFields } from '../core/shared/form-post';
import type { PreviewPanelLoader } from '../ui/preview/preview-panel-loader';
import type { Resolver } from '../ui/app/injection';
import type { Binder } from './binding';
import type { PageState } from './page-state';

export type { FeatureState } from './page-state';

/** A feature's record is its folder, `composition/features/<feature>/` (docs/architecture.md draws one): these are its parts' types. */

/** What a feature's bindings take from the environment: the storefront and the loaders of the lazy chunks (never called on the server). */
export interface FeatureOptions {
  readonly country: CountryCode;
  /** Loads the login-token refresh's chunk and binds it: true once bound, false where it never runs (the server). */
  readonly loadRefresh: () => Promise<boolean>;
  readonly loadPanel: PreviewPanelLoader;
}

/**
 * `bindings.ts`: binds the feature's gateways, use cases and controller factories, the same in every environment;
 * `island-bindings.ts` what only its islands resolve, in the browser bound with an island's chunk (its `bindings`).
 */
export type FeatureBindings = (binder: Binder, options: FeatureOptions) => void;

/** What a feature decides for the page: its slice of the state, or instead of the page a redirect, and the answer's status. */
export interface FeatureOutcome {
  readonly state?: Partial<PageState>;
  /**
   * A 303 instead of the page: to the page again (as a GET shows it) or to the storefront's home, with the cookies
   * the services set while answering (`services`) or the ones given.
   */
  readonly redirect?: { readonly to: 'page' | 'home'; readonly cookies: 'services' | readonly string[] };
  /** The answer's status when it is not 200 (a 404 is the page's own). */
  readonly status?: number;
}

/** What a feature's no-JavaScript form handler gets: the page's container, the posted fields, the page, the storefront, who posted. */
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

/** `server.ts`: the feature's forms answered without JavaScript, and what it decides for every page the server renders. */
export interface FeatureServer {
  readonly posts?: readonly FormPost[];
  /**
   * Run for every page rendered (not for a redirect), with the outcome of a form this request posted (undefined on a
   * GET): the slice of state the feature reads for the page.
   */
  readonly render?: (
    resolver: Resolver,
    page: PageContext,
    country: CountryCode,
    answered: FeatureOutcome | undefined,
  ) => Promise<Partial<PageState>>;
}
