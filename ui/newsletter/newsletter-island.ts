import { island } from '../app/island';
import { NewsletterWidget } from './newsletter-widget';

/** The newsletter widget as an island: the footer's and /subscribenewsletter's sign-up (its props: no callbacks, they cannot travel in the page). */
export const NewsletterIsland = island('newsletter', NewsletterWidget);
