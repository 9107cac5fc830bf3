/** Copy of the footer context. Everything else the footer shows comes from the CMS content per country. */
export interface FooterMessages {
  /** Accessible name of the navigation holding the teaser groups. */
  readonly teaserNavLabel: string;
  /** Accessible name of the SEO link navigation. */
  readonly seoNavLabel: string;
  /** Accessible name of the legal-link navigation. */
  readonly legalNavLabel: string;
  /** Heading of the quality-seal logos (the content carries none). */
  readonly qualityHeading: string;
  /** Label of the country dropdown, 'Land wählen' in German. */
  readonly countrySelectLabel: string;
  /** Says beforehand that choosing a country leaves the page (WCAG 3.2.2). */
  readonly countrySelectHint: string;
  /** The country form's submit button, for browsers without JavaScript (the dropdown navigates by itself with it). */
  readonly countrySwitchSubmit: string;
  /** Shop name line at the very bottom, e.g. '© Bohne & Haus'. */
  readonly copyright: string;
}
