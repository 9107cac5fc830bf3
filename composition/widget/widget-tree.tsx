import { useEffect } from 'react';
import type { Catalogue } from '../../core/i18n/catalogue';
import { ResolverProvider, type Resolver } from '../../ui/app/injection';
import { StorefrontProvider } from '../../ui/app/storefront-context';
import { NEWSLETTER_ANSWER_ID } from '../../ui/newsletter/newsletter-widget';
import { signUpIsland as newsletterIsland } from '../features/newsletter/sign-up-island';
import type { WidgetSettings } from './widget-settings';

/**
 * The widget's React tree, the same for its built markup (write-widget-markup.tsx) and for the React that wakes in it
 * (newsletter-widget-app.tsx): the newsletter record's island (its chunk's component, as the storefront hydrates it) in
 * the providers it reads. Hydration needs both to be one tree (nothing lazy: the further fields are in the markup).
 */

/** Calls `done` after the first commit: the tree is live and its handlers listen (no markup of its own). */
const Committed = ({ done }: { done: () => void }) => {
  useEffect(done, [done]);
  return null;
};
const NOTHING = () => undefined;

/**
 * The widget's tree. `shopOrigin` '' (the built markup) leaves the shop's addresses root-relative; `onCommit` is
 * called once the tree is live (in the markup's render, where no effect runs, it is never called).
 */
export const WidgetTree = ({
  settings,
  resolver,
  messages,
  shopOrigin,
  onCommit = NOTHING,
}: {
  settings: WidgetSettings;
  resolver: Resolver;
  messages: Catalogue;
  shopOrigin: string;
  onCommit?: () => void;
}) => (
  <ResolverProvider resolver={resolver}>
    <StorefrontProvider storefront={{ country: settings.country, locale: settings.locale }} messages={messages} shopOrigin={shopOrigin}>
      {/* Its form's action names the sign-up page's answer: a post sent without React lands there, focused. */}
      <newsletterIsland.Component
        origin={settings.origin}
        originAddition={settings.originAddition}
        headingLevel={settings.headingLevel}
        answerId={NEWSLETTER_ANSWER_ID}
      />
      <Committed done={onCommit} />
    </StorefrontProvider>
  </ResolverProvider>
);
