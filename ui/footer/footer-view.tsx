import type { ReactNode } from 'react';
import { COUNTRIES } from '../../core/country/country';
import { useMessages, useStorefront } from '../app/storefront-context';
import { AppLinks, LegalLinks, QualitySeals, SalesTax, SocialLinks } from './footer-extras';
import { CountrySwitchIsland } from './country-switch';
import { ViewChangerIsland } from './view-changer';
import { SeoLinks, TeaserDisclosures } from './footer-teasers';
import type { FooterModel } from './use-footer';
import './footer.css';

/** Props of FooterView. */
export interface FooterViewProps {
  /** The footer to show; undefined while it loads (the footer keeps its space and stays empty). */
  readonly model: FooterModel | undefined;
  /** The newsletter widget, shown only when the rules allow the newsletter block. */
  readonly newsletter?: ReactNode;
}

/**
 * The CMS-driven footer (spec 2.2): newsletter block, teaser groups, SEO links, social and app icons, seals, legal
 * bar. Static server markup at every width (never hydrated): the groups are native disclosures that CSS lays out
 * per breakpoint or per the platform the serving layer set; the interactive parts are islands.
 */
export const FooterView = ({ model, newsletter }: FooterViewProps) => {
  const copy = useMessages('footer');
  const storefront = useStorefront();
  // CMS content is written in the storefront's language; when ?locale= shows the UI in another one, say so (WCAG 3.1.2).
  const contentLocale = COUNTRIES[storefront.country].locale;
  const lang = contentLocale === storefront.locale ? undefined : contentLocale;
  if (!model) return <footer className="site-footer site-footer--loading" aria-busy="true" />;
  const { content, visibility, platform } = model;
  // One markup at every width; without a platform from the serving layer, CSS media queries lay it out.
  const responsive = platform === undefined;
  const social = visibility.socialMedia && content?.socialMedia && content.socialMedia.icons.length > 0 ? content.socialMedia : undefined;
  const apps =
    visibility.appReferences && content?.appReferences && content.appReferences.icons.length > 0 ? content.appReferences : undefined;
  return (
    <footer className={`site-footer site-footer--${responsive ? 'responsive' : platform}`}>
      {visibility.newsletter && newsletter ? (
        // The widget brings its own labelled section; this block only places it.
        <div className="footer-newsletter" data-testid="footer-newsletter">
          <div className="footer__inner">{newsletter}</div>
        </div>
      ) : null}
      <div className="footer__inner footer__main">
        {content?.headline ? (
          <p className="footer-headline" lang={lang}>
            {content.headline}
          </p>
        ) : null}
        {model.teaserGroups.length > 0 ? (
          <nav className="footer-teasers" aria-label={copy.teaserNavLabel} lang={lang}>
            <TeaserDisclosures groups={model.teaserGroups} />
          </nav>
        ) : null}
        {visibility.seo && content?.seo ? (
          <nav className="footer-seo-nav" aria-label={copy.seoNavLabel} lang={lang}>
            <SeoLinks seo={content.seo} layout="responsive" />
          </nav>
        ) : null}
        {social || apps ? (
          <div className="footer-row footer-row--connect" lang={lang}>
            {social ? <SocialLinks heading={social.heading} icons={social.icons} /> : null}
            {apps ? <AppLinks heading={apps.heading} icons={apps.icons} /> : null}
          </div>
        ) : null}
        <div className="footer-row footer-row--meta">
          {content && content.qualityLogos.length > 0 ? <QualitySeals heading={copy.qualityHeading} logos={content.qualityLogos} /> : null}
          {visibility.countrySelector ? <CountrySwitchIsland items={model.countries} /> : null}
        </div>
        {content?.salesTax ? (
          <div className="footer-lang" lang={lang}>
            <SalesTax salesTax={content.salesTax} />
          </div>
        ) : null}
      </div>
      <div className="footer-bottom">
        <div className="footer__inner footer-bottom__inner">
          {model.legalLinks.length > 0 ? (
            <div className="footer-lang" lang={lang}>
              <LegalLinks label={copy.legalNavLabel} links={model.legalLinks} />
            </div>
          ) : null}
          {model.viewChanges.map(({ change, text }) => (
            <ViewChangerIsland key={change} change={change} text={text} />
          ))}
          <p className="footer-copyright">{copy.copyright}</p>
        </div>
      </div>
    </footer>
  );
};
