import type { Container } from '../../composition/container';
import { describe, expect, it } from 'vitest';
import { pageOutcomeModule } from '../../composition/compose';
import { composeBrowser } from '../../composition/compose-browser';
import { composeServer, composeShared } from '../../composition/server/compose-server';
import { sessionRefreshModule } from '../../composition/features/session/refresh';
import { previewPanelModule } from '../../composition/features/preview/panel';
import type { PageState } from '../../composition/page-state';
import type { Binder } from '../../composition/binding';
import type { FeatureBindings } from '../../composition/feature-record';
import { ISLANDS } from '../../composition/islands';
import { CUSTOMER_TOKENS } from '../../core/customer/customer.tokens';
import { FOOTER_TOKENS } from '../../core/footer/footer.tokens';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { PREVIEW_TOKENS } from '../../core/preview/preview.tokens';
import { SESSION_TOKENS } from '../../core/session/session.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { PANEL_LOADER } from '../../ui/preview/preview-panel-loader';
import { aPageContext } from '../fakes/test-container';

/** Every token of the storefront, by its context. */
const TOKENS = {
  CUSTOMER_TOKENS,
  FOOTER_TOKENS,
  NEWSLETTER_TOKENS,
  PREVIEW_TOKENS,
  SESSION_TOKENS,
  SHARED_TOKENS,
  PANEL_LOADER: { loader: PANEL_LOADER },
};
const everyToken = (): Array<readonly [string, symbol]> =>
  Object.entries(TOKENS).flatMap(([context, tokens]) =>
    Object.entries(tokens).map(([name, token]) => [`${context}.${name}`, token] as const),
  );

/** The tokens the browser's lazy chunks bind (the login-token refresh, the staff panel): never on the server. */
const LAZY = new Set<symbol>([
  SESSION_TOKENS.timer,
  SESSION_TOKENS.activity,
  SESSION_TOKENS.visibility,
  SESSION_TOKENS.looks,
  SESSION_TOKENS.lock,
  SESSION_TOKENS.scheduler,
  ...[
    PREVIEW_TOKENS.tokenGateway,
    PREVIEW_TOKENS.abTestGateway,
    PREVIEW_TOKENS.timeZone,
    PREVIEW_TOKENS.scheduler,
    PREVIEW_TOKENS.loadAbTests,
    PREVIEW_TOKENS.applyPreviewSettings,
    PREVIEW_TOKENS.keepSessionAlive,
    PREVIEW_TOKENS.logOut,
    PREVIEW_TOKENS.loadAssignments,
  ],
]);

const state: PageState = {
  page: aPageContext(),
  storefront: { country: 'DE', locale: 'de-DE' },
  previewMode: 'off',
  addresses: { CZ: '/', DE: '/', HU: '/', AT: '/', PL: '/', CH: '/', SK: '/', CH_FR: '/', TR: '/' },
  footer: null,
  newsletterPost: null,
  newsletterPrefill: null,
  confirmation: null,
  preferences: null,
  islands: {},
};

const SERVICES = {
  serviceBaseUrl: 'http://services.test',
  cookieHeader: null,
  serviceTimeoutMs: 1000,
  requestId: 'r1',
  path: '/',
  logSink: () => undefined,
};

/**
 * What only the server binds (`server-bindings.ts`): the footer's content (the browser never loads it) and the
 * confirmation (a static page that posts).
 */
const SERVER_ONLY = [
  'FOOTER_TOKENS.gateway',
  'FOOTER_TOKENS.loadFooterContent',
  'NEWSLETTER_TOKENS.confirm',
  'NEWSLETTER_TOKENS.confirmationController',
];

/** The tokens a container cannot resolve (a missing binding, or one whose dependencies are missing). */
const unresolved = (container: Container, tokens: Array<readonly [string, symbol]>): string[] =>
  tokens.flatMap(([name, token]) => {
    try {
      container.get(token);
      return [];
    } catch {
      return [name];
    }
  });

/** Every React island of the table with the island bindings its chunk lists. */
const reactIslands = async (): Promise<Array<{ name: string; bindings: readonly FeatureBindings[] }>> =>
  Promise.all(
    Object.values(ISLANDS).flatMap((island) =>
      'load' in island ? [island.load().then((chunk) => ({ name: island.name, bindings: chunk.default.bindings ?? [] }))] : [],
    ),
  );

/** The tokens a record's bindings bind (recorded, not resolved). */
const boundBy = (bind: FeatureBindings): symbol[] => {
  const tokens: symbol[] = [];
  const recorder: Binder = {
    bind: (token) => {
      tokens.push(token);
      return { toConstantValue: () => undefined, toResolvedValue: () => undefined, toDynamicValue: () => undefined };
    },
  };
  bind(recorder, { country: 'DE', loadRefresh: () => Promise.resolve(false), loadPanel: () => Promise.reject(new Error('not loaded')) });
  return tokens;
};

describe('one composition per environment over the same feature modules', () => {
  it('the server resolves every token but those of the browser’s lazy chunks', () => {
    const container = composeServer({ ...SERVICES, page: state.page, country: 'DE' });
    container.load(pageOutcomeModule(state));
    expect(
      unresolved(
        container,
        everyToken().filter(([, token]) => !LAZY.has(token)),
      ),
    ).toEqual([]);
  });

  it('the browser resolves every token, every island’s chunk and its lazy chunks loaded, but the server-only ones', async () => {
    const container = composeBrowser(state);
    for (const island of await reactIslands()) container.bindIsland(island.bindings);
    container.load(sessionRefreshModule, previewPanelModule);
    expect(unresolved(container, everyToken())).toEqual(SERVER_ONLY);
  });

  it('the browser’s runtime leaves out what only islands resolve; each island’s chunk binds it, resolvable at once', async () => {
    const islands = (await reactIslands()).filter((island) => island.bindings.length > 0);
    expect(islands.map((island) => island.name).sort()).toEqual(['newsletter', 'preferences-page', 'preview']);
    for (const island of islands) {
      const container = composeBrowser(state);
      const own = island.bindings.flatMap(boundBy);
      expect(own.filter((token) => container.isBound(token)).map(String)).toEqual([]);
      container.bindIsland(island.bindings);
      expect(
        unresolved(
          container,
          own.map((token) => [`${island.name}: ${String(token)}`, token] as const),
        ),
      ).toEqual([]);
    }
  });

  it('binds what two islands of one page share once (the newsletter service of the sign-up and the preferences)', async () => {
    const container = composeBrowser(state);
    for (const island of [...(await reactIslands()), ...(await reactIslands())]) container.bindIsland(island.bindings);
    expect(unresolved(container, [['gateway', NEWSLETTER_TOKENS.gateway]])).toEqual([]);
  });

  it("the shared content composes the footer's module alone, no other feature", () => {
    const container = composeShared(SERVICES);
    expect(unresolved(container, [['loadFooterContent', FOOTER_TOKENS.loadFooterContent]])).toEqual([]);
    const others = everyToken().filter(([name]) => !name.startsWith('FOOTER_TOKENS.') && !name.startsWith('SHARED_TOKENS.'));
    expect(others.filter(([, token]) => container.isBound(token))).toEqual([]);
  });
});
