import type { Html } from './pages/html';
import type { EmulatorApp } from './http/emulator-app';
import type { Store } from './store/store';

/** The emulator's clock: real time plus an offset the control page can move (to age data, e.g. TR's 14 days). */
export interface EmulatorClock {
  now(): number;
  /** Moves the emulator's time forward by the given milliseconds (cumulative). */
  advance(ms: number): void;
}

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
}

/** Runs a request's store work (synchronous) in one transaction; resolves once it committed, rejects if it threw. */
export interface Writes {
  run<T>(work: () => T): Promise<T>;
}

/** What a module gets to register its endpoints and tables. */
export interface ModuleContext {
  /** The Hono app to register routes on; the host, percent-encoding, same-origin and body-size rules already apply. */
  readonly app: EmulatorApp;
  readonly store: Store;
  /** Where state-changing requests run their store work: one transaction per request, committed before the answer. */
  readonly writes: Writes;
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
