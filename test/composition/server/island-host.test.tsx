import { lazy, Suspense, useId, type ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { renderAtOnce, renderIslandHtml, serverIslands } from '../../../composition/server/island-host';
import { island, IslandHostProvider, type IslandHost } from '../../../ui/app/island';

const Labelled = ({ text }: { text: string }) => {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{text}</label>
      <input id={id} />
    </p>
  );
};
const ViewChanger = island('view-changer', Labelled);

const page = (content: ReactElement) => (host: IslandHost) => (
  <IslandHostProvider host={host}>
    <main>
      <h1>Kaffee &amp; mehr</h1>
      <ViewChanger text="Land" change="toDesktop" />
      {content}
      <ViewChanger text="Ansicht" change="toMobile" />
    </main>
  </IslandHostProvider>
);
const wrap = (element: ReactElement) => <section>{element}</section>;

/** The same page through the streaming renderer, awaited whole. */
const streamed = async (app: (host: IslandHost) => ReactElement) => {
  const errors: unknown[] = [];
  const islands = serverIslands(
    wrap,
    renderIslandHtml((error) => errors.push(error)),
  );
  const stream = await renderToReadableStream(app(islands.host), { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
  await stream.allReady;
  return { html: await new Response(stream).text(), records: islands.records(), errors };
};

describe('rendering a page at once', () => {
  it('gives the markup and island records the streaming renderer gives, each island in its own element with its own ids', async () => {
    const app = page(<p>Frisch geröstet</p>);
    const atOnce = renderAtOnce(app, wrap);
    const reference = await streamed(app);

    expect(atOnce?.body).toBe(reference.html);
    expect(atOnce?.records).toEqual(reference.records);
    expect(atOnce?.records).toEqual({
      'island-1': { name: 'view-changer', props: { text: 'Land', change: 'toDesktop' } },
      'island-2': { name: 'view-changer', props: { text: 'Ansicht', change: 'toMobile' } },
    });
    const html = String(atOnce?.body);
    expect(html).toContain('<div id="island-1" class="island" data-island="view-changer"><section><p><label for="_island-1-');
    expect(html).toContain('<div id="island-2" class="island" data-island="view-changer"><section><p><label for="_island-2-');
    expect(html).not.toContain('island-slot');
  });

  it('leaves a page with a part still loading to the streaming renderer, which waits for it', async () => {
    const Later = lazy(() => Promise.resolve({ default: () => <p>Später geladen</p> }));
    const app = page(
      <Suspense fallback={<p>Lädt</p>}>
        <Later />
      </Suspense>,
    );

    expect(renderAtOnce(app, wrap)).toBeUndefined();
    expect((await streamed(app)).html).toContain('Später geladen');
  });

  it('leaves a page with a failing part to the streaming renderer, which reports it', async () => {
    const Broken = (): ReactElement => {
      throw new Error('no content');
    };
    const app = page(
      <Suspense fallback={<p>Lädt</p>}>
        <Broken />
      </Suspense>,
    );

    expect(renderAtOnce(app, wrap)).toBeUndefined();
  });

  it('keeps content that looks like a marker as escaped text', () => {
    const app = page(<p>{'<!--island-slot:island-1-->'}</p>);

    const html = String(renderAtOnce(app, wrap)?.body);

    expect(html).toContain('&lt;!--island-slot:island-1--&gt;');
    expect(html.match(/data-island="view-changer"><section>/g)).toHaveLength(2);
  });
});
