import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import type { LogSink, RequestLogger } from '../../adapters/server/request-logger';
import { SERVER_VIEWPORT } from '../../adapters/server/server-no-ops';
import { pageAddress, type Alternate } from '../../core/country/storefront-address';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import type { IslandHost } from '../../ui/app/island';
import { App } from '../app';
import type { asResolver } from '../container';
import { IslandRoot } from '../island-root';
import type { PageState } from '../page-state';
import { loadPage, pageTitle } from '../routes';
import { islandChunkModule, type ClientAssets } from './client-manifest';
import { documentEnd, documentStart, type DocumentTemplate } from './document';
import { renderAtOnce, renderIslandHtml, serverIslands, type RenderedPage } from './island-host';
import type { ServerConfig } from '../../adapters/server/server-config';
import type { SharedContent } from './shared-content';

/** What rendering needs that lasts longer than one request. */
export interface Renderer {
  readonly config: ServerConfig;
  readonly template: DocumentTemplate;
  readonly assets: ClientAssets;
  readonly sink: LogSink;
  readonly shared: SharedContent;
  readonly development: boolean;
}

/** The finished document: head, the page (at once, else streamed and awaited whole), the page state. */
export const renderDocument = async (
  renderer: Renderer,
  state: PageState,
  resolver: ReturnType<typeof asResolver>,
  logger: RequestLogger,
  noindex: boolean,
  alternates: readonly Alternate[],
): Promise<Uint8Array<ArrayBuffer>> => {
  const { config, assets } = renderer;
  const { page, storefront } = state;
  const [messages, Page] = await Promise.all([loadCatalogue(storefront.locale), loadPage(page.path, page.status)]);
  const wrap = (element: ReactElement) => (
    <IslandRoot resolver={resolver} storefront={storefront} messages={messages}>
      {element}
    </IslandRoot>
  );
  const app = (host: IslandHost) => (
    <App
      resolver={resolver}
      page={page}
      storefront={storefront}
      messages={messages}
      viewport={SERVER_VIEWPORT}
      logger={logger}
      Page={Page}
      islands={host}
    />
  );
  const rendered = renderAtOnce(app, wrap) ?? (await renderStreaming(app, wrap, logger));
  const islandNames = [...new Set(Object.values(rendered.records).map((island) => island.name))];
  const { addresses } = state;
  const head = documentStart(renderer.template, state, {
    title: pageTitle(page.path, page.status, messages),
    description: messages.layout.metaDescription,
    canonical: page.status === 'ok' ? pageAddress(addresses, storefront.country, page.path) : undefined,
    alternates,
    // The copy is fetched with the first island that wakes, never on the critical path.
    copyModules: assets.localePreload(storefront.locale),
    // The runtime and each island's files, fetched together when an island wakes (its parts then evaluate in turn).
    runtimeModules: assets.runtimePreload ?? [],
    islandModules: Object.fromEntries(islandNames.map((name) => [name, assets.islandPreload?.(name) ?? []])),
    styles:
      assets.stylesFor?.([
        // Each island's chunk (the catalogue's demos bring their own stylesheet).
        ...new Set(islandNames.flatMap((name) => islandChunkModule(name) ?? [])),
      ]) ?? [],
    consent: { script: config.consentScript, stylesheet: config.consentStylesheet },
    ...(noindex ? { robots: 'noindex' } : {}),
  });
  const end = documentEnd(renderer.template, { ...state, islands: rendered.records });
  const encoder = new TextEncoder();
  return typeof rendered.body === 'string'
    ? encoder.encode(head + rendered.body + end)
    : joinBytes([encoder.encode(head), rendered.body, encoder.encode(end)]);
};

/**
 * The page by React's streaming renderer, awaited whole (finished HTML for crawlers, caches and browsers without
 * JavaScript): for a page with a part that must wait, or that failed (logged; the browser renders that part).
 */
const renderStreaming = async (
  app: (host: IslandHost) => ReactElement,
  wrap: (element: ReactElement) => ReactElement,
  logger: RequestLogger,
): Promise<RenderedPage> => {
  const islands = serverIslands(
    wrap,
    renderIslandHtml((error) =>
      logger.error('An island could not be rendered on the server; the browser renders it when it wakes.', error),
    ),
  );
  try {
    const stream = await renderToReadableStream(app(islands.host), {
      onError: (error) => logger.error('A part of the page could not be rendered on the server; the browser renders it.', error),
      // Never outline a finished part behind an inline reveal script: the strict CSP forbids inline scripts.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    });
    await stream.allReady;
    return { body: stream, records: islands.records() };
  } catch (error) {
    logger.error('The page could not be rendered on the server; sending the shell for the browser to render.', error);
    return { body: '', records: islands.records() };
  }
};

/** Reads byte chunks and streams, in order, into one buffer. */
const joinBytes = async (parts: ReadonlyArray<Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>>): Promise<Uint8Array<ArrayBuffer>> =>
  new Uint8Array(
    await new Blob(
      await Promise.all(parts.map((part) => (part instanceof Uint8Array ? part : new Response(part).arrayBuffer()))),
    ).arrayBuffer(),
  );
