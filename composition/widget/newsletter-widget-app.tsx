import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { ConsoleLogger } from '../../adapters/browser/console-logger';
import * as E from 'fp-ts/Either';
import type { Catalogue } from '../../core/i18n/catalogue';
import type { SubscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import { hydrateAndResume } from '../island-resume';
import type { Held } from '../../adapters/browser/first-tap';
import { widgetIdPrefix, type WidgetSettings } from './widget-settings';
import { widgetContainer } from '../features/newsletter/widget';
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
  // The sign-up (the record's binding, its HTTP code and use case) comes with the first send, not with the React that hydrates.
  let signUp: Promise<SubscribeToNewsletter> | undefined;
  const subscribe: SubscribeToNewsletter = (request) => async () => {
    try {
      signUp ??= import('./widget-send').then(({ widgetSignUp }) => widgetSignUp(country, shopOrigin, host));
      return await (await signUp)(request)();
    } catch (error) {
      signUp = undefined;
      return E.left({ kind: 'GENERIC', cause: { kind: 'NETWORK', message: error instanceof Error ? error.message : String(error) } });
    }
  };
  const resolver = widgetContainer(settings, { subscribe, logger: new ConsoleLogger(), shopOrigin });
  // The copy comes with the markup; only without it is the catalogue's loader (its table of the locales' chunks) fetched.
  const messages = copyOf(copy) ?? (await (await import('../../core/i18n/load-catalogue')).loadCatalogue(settings.locale));
  let root: Root | undefined;
  const tree = (onCommit?: () => void) => (
    <WidgetTree settings={settings} resolver={resolver} messages={messages} shopOrigin={shopOrigin} onCommit={onCommit} />
  );
  if (hydrate) {
    // As the storefront's islands: hydrated and handed what the visitor did in one task (island-resume.ts).
    await hydrateAndResume(mount, held, (hydrated) =>
      flushSync(() => {
        root = hydrateRoot(mount, tree(hydrated), { identifierPrefix: widgetIdPrefix(country) });
      }),
    );
  } else {
    // No markup came: nothing was shown, so nothing was typed; React renders the widget afresh.
    held.release();
    const fresh = createRoot(mount, { identifierPrefix: widgetIdPrefix(country) });
    root = fresh;
    await new Promise<void>((committed) => startTransition(() => fresh.render(tree(committed))));
  }
  if (!root) throw new Error('The newsletter widget did not start.');
  return root;
};
