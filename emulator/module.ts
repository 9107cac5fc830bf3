import type { EmulatorApp } from './http';
import type { Html } from './pages/html';
import type { Store } from './store/store';

/** The emulator's clock: real time plus an offset the control page can move (to age data, e.g. TR's 14 days). */
export interface EmulatorClock {
  now(): number;
  /** Moves the emulator's time forward by the given milliseconds (cumulative), then tells every listener. */
  advance(ms: number): void;
  /** Listens to advances (e.g. to delete data that just aged out); returns the unsubscribe function. */
  onAdvance(listener: (ms: number) => void): () => void;
}

/** A clock that starts at `start()` (real time by default) and moves only when told to. */
export const createClock = (start: () => number = Date.now): EmulatorClock => {
  let offset = 0;
  const listeners = new Set<(ms: number) => void>();
  return {
    now: () => start() + offset,
    advance: (ms) => {
      offset += ms;
      for (const listener of [...listeners]) listener(ms);
    },
    onAdvance: (listener) => {
      const own = (ms: number) => listener(ms);
      listeners.add(own);
      return () => listeners.delete(own);
    },
  };
};

/** Settings every module can read. */
export interface EmulatorConfig {
  /** The origin pages are served from, e.g. http://127.0.0.1:5173 (for links in mails and hreflang). */
  readonly origin: string;
  /** Country the serving layer writes into pages without ?country= (env STOREFRONT_COUNTRY, default DE). */
  readonly defaultCountry: string;
  /** Preview mode (spec 6); on in the emulator unless PREVIEW_MODE=off. */
  readonly previewMode: boolean;
  /**
   * Origins whose pages may embed the newsletter widget (NEWSLETTER_EMBEDDING_ORIGINS, plus the partner page): the
   * sign-up call answers CORS for them and refuses every other foreign origin.
   */
  readonly embeddingOrigins: readonly string[];
  /**
   * The shop's own origins besides the emulator's (PUBLIC_ORIGIN and the origins of STOREFRONT_ADDRESSES): the CDN's
   * public address a shop's pages are served from. Their pages' calls are the shop's own (never cross-site); they are
   * configured, never taken from a request.
   */
  readonly storefrontOrigins: readonly string[];
  /** PUBLIC_ORIGIN: where shoppers reach the shop (a CDN's address): mails and the unsubscribe page link there; the emulator's own origin when unset. */
  readonly publicOrigin?: string;
  /** SERVICE_TRUSTED_PROXIES: the CDN's addresses or ranges, whose X-Forwarded-For names the visitor (docs/deployment.md). */
  readonly trustedProxies: readonly string[];
}

/** The origin of an absolute http(s) address, lower-case; undefined for anything else. */
export const originOf = (address: unknown): string | undefined =>
  typeof address === 'string' && URL.canParse(address) && ['http:', 'https:'].includes(new URL(address).protocol)
    ? new URL(address).origin.toLowerCase()
    : undefined;

/** The shop's own origins from its deployment settings: PUBLIC_ORIGIN and every STOREFRONT_ADDRESSES address. */
export const storefrontOriginsFrom = (env: { PUBLIC_ORIGIN?: string; STOREFRONT_ADDRESSES?: string }): string[] => {
  let addresses: unknown = {};
  try {
    addresses = JSON.parse(env.STOREFRONT_ADDRESSES ?? '{}');
  } catch {
    throw new Error('STOREFRONT_ADDRESSES is no JSON object of slug to address.');
  }
  const listed = typeof addresses === 'object' && addresses !== null ? Object.values(addresses) : [];
  return [...new Set([env.PUBLIC_ORIGIN, ...listed].flatMap((address) => originOf(address) ?? []))];
};

/**
 * What a module gets to register its endpoints and tables. The app's routes already apply the host,
 * percent-encoding, same-origin and body-size rules; a state-changing request runs its store work in one
 * `store.transaction`, committed before the answer.
 */
export interface ModuleContext {
  readonly app: EmulatorApp;
  readonly store: Store;
  readonly clock: EmulatorClock;
  readonly config: EmulatorConfig;
}

/** One emulated service: its routes, its tables and its section of the /emulator/ control page. */
export interface EmulatorModule {
  readonly name: string;
  setup(context: ModuleContext): void;
  /** The module's section of the control page. */
  control?(context: ModuleContext): Html;
}
