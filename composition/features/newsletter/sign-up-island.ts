import * as t from 'io-ts';
import { NEWSLETTER_ANSWER_ID, NewsletterWidget } from '../../../ui/newsletter/newsletter-widget';
import { islandModule } from '../../island-declaration';

/**
 * The sign-up's props and component: the storefront's island (`newsletter.island.ts`, with its bindings) and the
 * widget (composition/widget/widget-tree.tsx, over its own) render the same.
 */
export const signUpIsland = islandModule(
  t.partial({
    origin: t.string,
    originAddition: t.string,
    headingLevel: t.union([t.literal(2), t.literal(3)]),
    answerId: t.literal(NEWSLETTER_ANSWER_ID),
    invalidConfirmationLink: t.boolean,
  }),
  NewsletterWidget,
);
