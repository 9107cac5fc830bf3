import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { useInjection } from '../app/injection';
import { useMessages } from '../app/storefront-context';
import { NewsletterIsland } from './newsletter-island';
import { NEWSLETTER_ANSWER_ID } from './newsletter-widget';
import './newsletter-pages.css';

/**
 * The /subscribenewsletter content page: a short intro and the widget (origin onsite, addition subsite by default).
 * A sign-up posted here without JavaScript from another page (an embedded widget's fallback form on a partner's page)
 * is answered by this page's widget, which keeps the posting widget's originAddition for the proof of consent.
 */
const SubscribeNewsletterPage = () => {
  const copy = useMessages('newsletter');
  const posted = useInjection(NEWSLETTER_TOKENS.postResult);
  return (
    <section className="newsletter-page" aria-labelledby="newsletter-page-title">
      <h1 id="newsletter-page-title">{copy.page.title}</h1>
      <p className="newsletter-page__intro">{copy.page.intro}</p>
      <NewsletterIsland answerId={NEWSLETTER_ANSWER_ID} {...(posted ? { originAddition: posted.originAddition } : {})} />
    </section>
  );
};
export default SubscribeNewsletterPage;
