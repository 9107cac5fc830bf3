import { useMessages } from '../app/storefront-context';

/** The demo home page in main. */
export const HomePage = () => {
  const copy = useMessages('layout');
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title">{copy.homeTitle}</h1>
      <p>{copy.homeIntro}</p>
    </section>
  );
};

/** A page the demo does not have: a generic content page inside the shell (never a 404). */
export const ContentPage = ({ path }: { path: string }) => {
  const copy = useMessages('layout');
  return (
    <section className="content-page" aria-labelledby="content-title">
      <h1 id="content-title">{copy.contentPageTitle}</h1>
      <p>{copy.contentPageText.replace('{path}', path)}</p>
      <p><a href="/">{copy.backToHome}</a></p>
    </section>
  );
};
