import { island } from '../app/island';
import { NewsletterWidget, type NewsletterWidgetProps } from './newsletter-widget';

declare module '../app/island' {
  interface IslandRegistry {
    /** Its props travel in the page: no callbacks. */
    newsletter: Omit<NewsletterWidgetProps, 'onSuccess'>;
  }
}

/** The newsletter widget as an island: the footer's and /subscribenewsletter's sign-up (its props: no callbacks, they cannot travel in the page). */
export const NewsletterIsland = island('newsletter', NewsletterWidget);
