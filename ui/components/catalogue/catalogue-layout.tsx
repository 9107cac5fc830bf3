import type { ReactNode } from 'react';
import { classNames } from '../shared/class-names';
import './catalogue.css';

/** One component's section of the catalogue, a labelled region with an h2. */
export const CatalogueSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <section className="catalogue-section" id={id} aria-labelledby={`${id}-title`}>
    <h2 className="catalogue-section__title" id={`${id}-title`}>
      {title}
    </h2>
    <div className="catalogue-section__body">{children}</div>
  </section>
);

/** A captioned specimen inside a section (h3 caption, then the component in one state or variant). */
export const Specimen = ({
  caption,
  children,
  wide = false,
  tone,
}: {
  caption: ReactNode;
  children: ReactNode;
  wide?: boolean;
  tone?: 'dark';
}) => (
  <div className={classNames('specimen', wide && 'specimen--wide', tone === 'dark' && 'specimen--dark')}>
    <h3 className="specimen__caption">{caption}</h3>
    <div className="specimen__body">{children}</div>
  </div>
);

/** A technical name (variant, size, prop) shown in code type. */
export const Code = ({ children }: { children: ReactNode }) => <code className="catalogue-code">{children}</code>;
