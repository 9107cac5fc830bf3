import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import { DomEventTracking } from '../../adapters/browser/dom-event-tracking';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { SubscriptionPayload } from '../../core/newsletter/newsletter-payload';
import type { HttpFailure } from '../../core/shared/http-failure';
import type { Catalogue } from '../../core/i18n/catalogue';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { subscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import { readFields, resumeIsland } from '../island-resume';
import type { Held } from '../first-tap';
import { widgetIdPrefix, type WidgetSettings } from './widget-settings';
import { widgetResolver } from '../features/newsletter/widget';
import { WidgetTree } from './widget-tree';

/**
 * The widget's React, loaded on the first interaction inside it (newsletter-widget.ts): it hydrates the widget's markup
 * (or renders it, where the markup did not come), then takes over what the visitor did meanwhile (island-resume.ts).
 */

/** The copy that came with the markup (the shop's own file), or undefined when there is none or it does not parse. */
const copyOf = (json: string | undefined): Catalogue | undefined => {
  try {
    // The shop's build wrote it from the catalogue this code was built with.
    const catalogue: Catalogue | undefined = json === undefined ? undefined : JSON.parse(json);
    return catalogue;
  } catch {
    return undefined;
  }
};

/** Starts React in `mount` for the element `host`: hydrating its markup (`hydrate`) or rendering afresh. */
export const wakeWidget = async (
  host: HTMLElement,
  mount: HTMLElement,
  settings: WidgetSettings,
  { hydrate, copy, shopOrigin, held }: { hydrate: boolean; copy: string | undefined; shopOrigin: string; held: Held },
): Promise<Root> => {
  const { country } = settings;
  // The HTTP code comes with the first send: hydration does not wait for it.
  let call: Promise<(payload: SubscriptionPayload) => TaskEither<HttpFailure, void>> | undefined;
  const gateway = {
    subscribe:
      (payload: SubscriptionPayload): TaskEither<HttpFailure, void> =>
      async () => {
        try {
          call ??= import('./widget-send').then(({ widgetSignUpCall }) => widgetSignUpCall(country, shopOrigin));
          return await (await call)(payload)();
        } catch (error) {
          call = undefined;
          return E.left({ kind: 'NETWORK', message: error instanceof Error ? error.message : String(error) });
        }
      },
  };
  const logger = new ConsoleLogger();
  const resolver = widgetResolver(settings, {
    subscribe: subscribeToNewsletter({ gateway, tracking: new DomEventTracking(host), country }),
    logger,
    shopOrigin,
  });
  const messages = copyOf(copy) ?? (await loadCatalogue(settings.locale));
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
