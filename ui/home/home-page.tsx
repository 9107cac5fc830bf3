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

/** A short page in the shell: a heading, a text about the address asked for, and the way home. */
const MessagePage = ({ id, title, text, path, homeHref }: { id: string; title: string; text: string; path: string; homeHref: string }) => {
  const copy = useMessages('layout');
  return (
    <section className="content-page" aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {/* The address as the visitor asked for it: the storefront's prefix (homeHref without its last slash) and the path. */}
      <p>{text.replace('{path}', `${homeHref.replace(/\/$/, '')}${path}`)}</p>
      <p>
        <a href={homeHref}>{copy.backToHome}</a>
      </p>
    </section>
  );
};

/** A content page the demo does not have but the storefront links to (e.g. from the footer): the CMS's stand-in. */
export const ContentPage = ({ path, homeHref = '/' }: { path: string; homeHref?: string }) => {
  const copy = useMessages('layout');
  return <MessagePage id="content-title" title={copy.contentPageTitle} text={copy.contentPageText} path={path} homeHref={homeHref} />;
};

/** An address that is no page of the storefront (answered with 404): says so and leads home. */
export const NotFoundPage = ({ path, homeHref = '/' }: { path: string; homeHref?: string }) => {
  const copy = useMessages('layout');
  return <MessagePage id="not-found-title" title={copy.notFoundTitle} text={copy.notFoundText} path={path} homeHref={homeHref} />;
};
