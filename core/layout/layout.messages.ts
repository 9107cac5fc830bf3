/** Copy of the page shell: header, skip link, demo home and generic content page. */
export interface LayoutMessages {
  readonly shopName: string;
  readonly skipToContent: string;
  readonly homeTitle: string;
  readonly homeIntro: string;
  /** Shown on a content page the demo does not have; {path} is the address asked for. */
  readonly contentPageTitle: string;
  readonly contentPageText: string;
  readonly backToHome: string;
  readonly componentsLink: string;
  /** The page's <meta name="description"> (search results show it). */
  readonly metaDescription: string;
  /** Heading and text of the 404 page; {path} is the address asked for. */
  readonly notFoundTitle: string;
  readonly notFoundText: string;
}
