import * as t from 'io-ts';
import { NEWSLETTER_ANSWER_ID, NewsletterWidget } from '../../../ui/newsletter/newsletter-widget';
import { islandModule } from '../../island-declaration';
import { newsletterService, signUpUseCases } from './island-bindings';

/** The newsletter sign-up (footer and /subscribenewsletter). */
export default islandModule(
  t.partial({
    origin: t.string,
    originAddition: t.string,
    headingLevel: t.union([t.literal(2), t.literal(3)]),
    answerId: t.literal(NEWSLETTER_ANSWER_ID),
    invalidConfirmationLink: t.boolean,
  }),
  NewsletterWidget,
  { bindings: [newsletterService, signUpUseCases] },
);
