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
  /** Visually hidden label of the platform readout, e.g. "Layout". */
  readonly platformLabel: string;
  readonly platformNames: { readonly mobile: string; readonly tablet: string; readonly classic: string };
}
