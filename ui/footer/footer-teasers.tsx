import type { FooterLink, TeaserGroup } from '../../core/footer/footer-content';
import { ExpansionPanel } from '../components/expansion-panel/expansion-panel';
import { TextLink } from '../components/text-link/text-link';
import { GroupIcon } from './footer-icons';
import { FooterLogo } from './footer-logo';

/** A plain list of footer links; a link marked hideInClassic (still in the list before the platform is known) hides on wide screens. */
export const LinkList = ({
  links,
  className = 'footer-links',
}: {
  links: ReadonlyArray<FooterLink & { hideInClassic?: boolean }>;
  className?: string;
}) =>
  links.length === 0 ? null : (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={`${index}-${link.href}`} className={link.hideInClassic ? 'footer-links__item--not-classic' : undefined}>
          <TextLink href={link.href} tone="quiet">
            {link.text}
          </TextLink>
        </li>
      ))}
    </ul>
  );

/** Introductory text, links and logos of one group (inside its disclosure). */
const GroupBody = ({ group, headingLink }: { group: TeaserGroup; headingLink: boolean }) => (
  <>
    {group.introductoryText ? <p className="footer-group__intro">{group.introductoryText}</p> : null}
    <LinkList
      links={headingLink && group.heading.href ? [{ text: group.heading.text, href: group.heading.href }, ...group.links] : group.links}
    />
    {group.images.length > 0 ? (
      <ul className="footer-logos">
        {group.images.map((image, index) => (
          <li key={`${index}-${image.src}`}>
            <FooterLogo image={image} />
          </li>
        ))}
      </ul>
    ) : null}
  </>
);

/**
 * Before the platform is known (server render, no JavaScript): each group is a native disclosure, so a shopper
 * without JavaScript can open it and follow its links. Below 768 px it is an accordion; from 768 px (and for a tablet
 * or classic platform) CSS shows every group open as a column under its heading: the summary itself is hidden
 * (no tab stop announced "collapsed" over links that are shown) while the heading in it stays visible, so the heading
 * is in the document once for every client, text browsers too (footer.css). The heading's link is the first link
 * inside, as in the accordion.
 */
export const TeaserDisclosures = ({ groups }: { groups: readonly TeaserGroup[] }) => (
  <div className="footer-groups footer-groups--disclosures">
    {groups.map((group, index) => (
      <div key={index} className="footer-group">
        <details className="footer-disclosure">
          <summary className="footer-disclosure__summary">
            <h2 className="footer-group__heading" id={`footer-group-${index}`}>
              <GroupIcon name={group.heading.iconName} />
              {group.heading.text}
            </h2>
          </summary>
          <GroupBody group={group} headingLink />
        </details>
      </div>
    ))}
  </div>
);

/** The SEO link group: columns on desktop, one accordion panel on mobile, a native disclosure before the platform is known. */
export const SeoLinks = ({
  seo,
  layout,
}: {
  seo: { heading: string; columns: ReadonlyArray<readonly FooterLink[]> };
  layout: 'columns' | 'accordion' | 'responsive';
}) =>
  layout === 'responsive' ? (
    <div className="footer-seo footer-seo--disclosure">
      <details className="footer-disclosure">
        <summary className="footer-disclosure__summary">
          <h2 className="footer-seo__heading" id="footer-seo-heading">
            {seo.heading}
          </h2>
        </summary>
        <div className="footer-seo__columns">
          {seo.columns.map((column, index) => (
            <LinkList key={index} links={column} className="footer-links footer-links--small" />
          ))}
        </div>
      </details>
    </div>
  ) : layout === 'accordion' ? (
    <ExpansionPanel id="footer-seo" headingLevel={2} title={seo.heading} className="footer-seo footer-seo--accordion">
      <LinkList links={seo.columns.flat()} />
    </ExpansionPanel>
  ) : (
    <section className="footer-seo" aria-labelledby="footer-seo-heading">
      <h2 className="footer-seo__heading" id="footer-seo-heading">
        {seo.heading}
      </h2>
      <div className="footer-seo__columns">
        {seo.columns.map((column, index) => (
          <LinkList key={index} links={column} className="footer-links footer-links--small" />
        ))}
      </div>
    </section>
  );
