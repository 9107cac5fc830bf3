import type { IconLink, LegalLink, MaybeLink } from '../../core/footer/footer-content';
import type { LogoImage } from '../../core/footer/logo-sources';
import { TextLink } from '../components/text-link/text-link';
import { AppIcon, SocialIcon } from './footer-icons';
import { ConsentSettingsEntry } from './consent-settings-entry';
import { FooterLogo } from './footer-logo';

/** Social media icons: each link named by its (visually hidden) text. */
export const SocialLinks = ({ heading, icons }: { heading: string; icons: readonly IconLink[] }) => (
  <section className="footer-social" aria-labelledby="footer-social-heading">
    <h2 className="footer-small-heading" id="footer-social-heading">
      {heading}
    </h2>
    <ul className="footer-icon-links">
      {icons.map((icon, index) => (
        <li key={index}>
          <TextLink href={icon.link.href} className="footer-icon-link">
            <SocialIcon name={icon.iconName} />
            <span className="visually-hidden">{icon.link.text}</span>
          </TextLink>
        </li>
      ))}
    </ul>
  </section>
);

/** App store badges (iOS, Android). */
export const AppLinks = ({ heading, icons }: { heading: string; icons: readonly IconLink[] }) => (
  <section className="footer-apps" aria-labelledby="footer-apps-heading">
    <h2 className="footer-small-heading" id="footer-apps-heading">
      {heading}
    </h2>
    <ul className="footer-app-links">
      {icons.map((icon, index) => (
        <li key={index}>
          <TextLink href={icon.link.href} className="footer-app-link">
            <AppIcon name={icon.iconName} />
            {icon.link.text}
          </TextLink>
        </li>
      ))}
    </ul>
  </section>
);

/** Quality seals, each linking to its issuer when the link survived the URL check. */
export const QualitySeals = ({ heading, logos }: { heading: string; logos: ReadonlyArray<{ link: MaybeLink; image: LogoImage }> }) => (
  <section className="footer-seals" aria-labelledby="footer-seals-heading">
    <h2 className="footer-small-heading" id="footer-seals-heading">
      {heading}
    </h2>
    <ul className="footer-logos">
      {logos.map((logo, index) => (
        <li key={index}>
          {logo.link.href ? (
            <TextLink href={logo.link.href} className="footer-seal-link">
              <FooterLogo image={logo.image} />
            </TextLink>
          ) : (
            <FooterLogo image={logo.image} />
          )}
        </li>
      ))}
    </ul>
  </section>
);

/** The sales-tax note with its link. */
export const SalesTax = ({ salesTax }: { salesTax: { textBeforeLink: string; link: MaybeLink; textAfterLink: string } }) => (
  <p className="footer-sales-tax">
    {salesTax.textBeforeLink}
    {salesTax.link.href ? (
      <TextLink href={salesTax.link.href} tone="quiet">
        {salesTax.link.text}
      </TextLink>
    ) : (
      salesTax.link.text
    )}
    {salesTax.textAfterLink}
  </p>
);

/**
 * Legal links; the cookie-consent entry is a button its script puts in the list (an action, not a navigation) and
 * never carries a URL. Each entry's script rides in the item of the link before it (or, first in the list, of the link
 * after it) and puts the entry's own item beside that one: between two items a text browser would lose the bullets.
 */
export const LegalLinks = ({ label, links }: { label: string; links: readonly LegalLink[] }) => {
  const first = links.findIndex((link) => link.kind === 'link');
  const entriesBeside = (index: number, place: 'before' | 'after') =>
    links.flatMap((link, at) => {
      if (link.kind !== 'consent') return [];
      const before = links.slice(0, at).findLastIndex((other) => other.kind === 'link');
      const beside = before === -1 ? first : before;
      return beside === index && (before === -1) === (place === 'before')
        ? [<ConsentSettingsEntry key={at} text={link.text} place={place} />]
        : [];
    });
  return (
    <nav className="footer-legal" aria-label={label}>
      <ul>
        {first === -1
          ? links.map((link, index) => (link.kind === 'consent' ? <ConsentSettingsEntry key={index} text={link.text} /> : null))
          : links.map((link, index) =>
              link.kind === 'link' ? (
                <li key={index}>
                  {entriesBeside(index, 'before')}
                  <TextLink href={link.href} tone="inverse">
                    {link.text}
                  </TextLink>
                  {entriesBeside(index, 'after')}
                </li>
              ) : null,
            )}
      </ul>
    </nav>
  );
};
