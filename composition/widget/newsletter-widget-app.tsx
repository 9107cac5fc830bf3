import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import { DomEventTracking } from '../../adapters/browser/dom-event-tracking';
import { FetchHttpClient } from '../../adapters/http/fetch-http-client';
import { HttpNewsletterGateway } from '../../adapters/http/http-newsletter-gateway';
import { NewsletterApiClient } from '../../adapters/http/newsletter-api-client';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { subscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import { readFields, resumeIsland, type Held } from '../island-resume';
import { widgetIdPrefix, widgetResolver, WidgetTree, type WidgetSettings } from './widget-tree';

/**
 * The widget's React, loaded on the first interaction inside it (newsletter-widget.ts): it hydrates the widget's
 * markup (or, where the markup did not come, renders it), then takes over what the visitor did meanwhile, as the
 * storefront's islands do (composition/island-resume.ts): what was typed, the fields visited, a held submit.
 */

/** Starts React in `mount` for the element `host`: hydrating its markup (`hydrate`) or rendering afresh. */
export const wakeWidget = async (
  host: HTMLElement,
  mount: HTMLElement,
  settings: WidgetSettings,
  { hydrate, shopOrigin, held }: { hydrate: boolean; shopOrigin: string; held: Held },
): Promise<Root> => {
  const { country } = settings;
  const http = new FetchHttpClient({ baseURL: shopOrigin, defaultTimeoutMs: 15_000, credentials: 'omit' });
  const gateway = new HttpNewsletterGateway(
    new NewsletterApiClient(http, {
      origin: shopOrigin,
      singlePageApp: false,
      site: country,
      // The consent proof records the page the visitor signed up on: the host page, without its query and fragment.
      originalAddress: `${location.origin}${location.pathname}`,
    }),
  );
  const logger = new ConsoleLogger();
  const resolver = widgetResolver(settings, {
    subscribe: subscribeToNewsletter({ gateway, tracking: new DomEventTracking(host), country }),
    logger,
    shopOrigin,
  });
  const messages = await loadCatalogue(settings.locale);
  // What the visitor typed before React, read before hydration (which may set controlled values back).
  const before = readFields(mount);
  let root: Root | undefined;
  const resumed = new Promise<void>((done) => {
    const resume = () => {
      held.release();
      resumeIsland(mount, before, held);
      done();
    };
    const tree = <WidgetTree settings={settings} resolver={resolver} messages={messages} shopOrigin={shopOrigin} onCommit={resume} />;
    if (hydrate) {
      // A transition: React hydrates in slices and yields to the host page between them.
      startTransition(() => {
        root = hydrateRoot(mount, tree, { identifierPrefix: widgetIdPrefix(country) });
      });
    } else {
      root = createRoot(mount, { identifierPrefix: widgetIdPrefix(country) });
      startTransition(() => root?.render(tree));
    }
  });
  await resumed;
  if (!root) throw new Error('The newsletter widget did not start.');
  return root;
};
