import { island } from '../app/island';
import { NewsletterWidget, type NewsletterWidgetProps } from './newsletter-widget';

/** What the newsletter island carries to the browser (no callbacks: they cannot travel in the page). */
export type NewsletterIslandProps = Pick<NewsletterWidgetProps, 'origin' | 'originAddition' | 'headingLevel'>;

/** The newsletter widget as an island: the footer's and /subscribenewsletter's sign-up. */
export const NewsletterIsland = island<NewsletterIslandProps>('newsletter', NewsletterWidget);
