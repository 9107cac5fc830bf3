import { useMessages } from '../app/storefront-context';
import { NewsletterIsland } from './newsletter-island';
import './newsletter-pages.css';

/** The /subscribenewsletter content page: a short intro and the widget (origin onsite, addition subsite by default). */
const SubscribeNewsletterPage = () => {
  const copy = useMessages('newsletter');
  return (
    <section className="newsletter-page" aria-labelledby="newsletter-page-title">
      <h1 id="newsletter-page-title">{copy.page.title}</h1>
      <p className="newsletter-page__intro">{copy.page.intro}</p>
      <NewsletterIsland />
    </section>
  );
};
export default SubscribeNewsletterPage;
