import { use, type ComponentType, type ReactElement } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';
import type { IslandHost, IslandName } from '../../ui/app/island';
import { islandIdPrefix } from '../island-root';
import type { IslandRecords } from '../page-state';

/** Renders one island's element (inside its IslandRoot) to finished HTML: a string when it is ready at once. */
export type RenderIsland = (element: ReactElement, islandId: string) => string | Promise<string>;

/**
 * The server's island host for one page, and the islands it rendered (their names and props, for the page state): each
 * island the page declares is rendered as a root of its own (as the browser will hydrate it, with its own id prefix)
 * and placed into the page as finished HTML inside its marker element. The page waits for every island (React's `use`,
 * under allReady).
 */
export const serverIslands = (
  wrap: (element: ReactElement) => ReactElement,
  render: RenderIsland,
): { readonly host: IslandHost; readonly records: () => IslandRecords } => {
  const rendered = new Map<string, { readonly id: string; readonly name: IslandName; readonly html: string | Promise<string> }>();
  const records: Record<string, { name: IslandName; props: unknown }> = {};
  return {
    host: {
      render: (name, Component, props, key) => {
        let island = rendered.get(key);
        if (!island) {
          const id = `island-${rendered.size + 1}`;
          // Cast: the island table pairs the component with its props; the host renders them together.
          const Island = Component as ComponentType<object>;
          island = { id, name, html: render(wrap(<Island {...props} />), id) };
          rendered.set(key, island);
          records[id] = { name, props };
        }
        return <IslandMarkup key={island.id} id={island.id} name={island.name} html={island.html} />;
      },
    },
    records: () => ({ ...records }),
  };
};

/** The marker element the browser's loader finds: it takes no part in layout (display: contents). */
const IslandMarkup = ({ id, name, html }: { id: string; name: IslandName; html: string | Promise<string> }) => (
  // The HTML is React's own rendering of the island (every text escaped by React), never content from elsewhere.
  <div id={id} className="island" data-island={name} dangerouslySetInnerHTML={{ __html: typeof html === 'string' ? html : use(html) }} />
);

/** The page's markup (text, or bytes as the streaming renderer sends them) and its islands' records. */
export interface RenderedPage {
  readonly body: string | ReadableStream<Uint8Array>;
  readonly records: IslandRecords;
}

/**
 * The page and its islands rendered at once by React's synchronous renderer, which builds text (the streaming renderer
 * encodes every piece of markup to bytes and passes it through a stream: about twice the CPU for a page): the page
 * first, with a marker in each island's element, then each island as a root of its own, put in place of its marker.
 * Undefined when any part would have to wait (a lazy part not loaded yet in this process) or failed: the streaming
 * renderer then renders the page, waits for every part and logs what failed.
 */
export const renderAtOnce = (
  page: (host: IslandHost) => ReactElement,
  wrap: (element: ReactElement) => ReactElement,
): RenderedPage | undefined => {
  const pending: Array<{ readonly id: string; readonly element: ReactElement }> = [];
  const islands = serverIslands(wrap, (element, id) => {
    pending.push({ id, element });
    return slotMarker(id);
  });
  let html = completeHtml(() => renderToString(page(islands.host)));
  if (html === undefined) return undefined;
  for (const { id, element } of pending) {
    const island = completeHtml(() => renderToString(element, { identifierPrefix: islandIdPrefix(id) }));
    if (island === undefined) return undefined;
    html = html.replace(slotMarker(id), () => island);
  }
  return { body: html, records: islands.records() };
};

// React escapes `<` in every text and attribute it renders, so no content can spell this comment: only the host can.
const slotMarker = (islandId: string): string => `<!--island-slot:${islandId}-->`;

/** Markup with every part complete; undefined when a Suspense boundary was left to the browser (`<!--$!-->`) or it threw. */
const completeHtml = (render: () => string): string | undefined => {
  try {
    const html = render();
    return html.includes('<!--$!') || html.includes('<!--$?') ? undefined : html;
  } catch {
    return undefined;
  }
};

/** React's streaming renderer, to the finished HTML of one island (every lazy part included). */
export const renderIslandHtml =
  (onError: (error: unknown) => void): RenderIsland =>
  async (element, islandId) => {
    try {
      const stream = await renderToReadableStream(element, {
        identifierPrefix: islandIdPrefix(islandId),
        onError,
        // Never outline a finished part behind an inline reveal script: the strict CSP forbids inline scripts.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      });
      await stream.allReady;
      return await new Response(stream).text();
    } catch (error) {
      // The island is left empty: the browser renders it when it wakes; the rest of the page stands.
      onError(error);
      return '';
    }
  };
