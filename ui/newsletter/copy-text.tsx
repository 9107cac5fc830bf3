import { Fragment } from 'react';
import { messageParts } from '../../core/newsletter/message-parts';
import { safeHref } from '../../core/shared/safe-href.codec';
import { TextLink } from '../components/text-link/text-link';

/** A link a message may hold in one of its `[slot]`s. */
export interface CopyLink {
  readonly href: string;
  readonly text: string;
}

/** Renders a translated sentence with links in its `[slot]`s (copy is data, never HTML); unknown slots render nothing. */
export const CopyText = ({ text, links }: { text: string; links: Readonly<Record<string, CopyLink>> }) => (
  <>
    {messageParts(text).map((part, index) => {
      if ('text' in part) return <Fragment key={index}>{part.text}</Fragment>;
      const link = links[part.slot];
      return link ? (
        <TextLink key={index} href={safeHref(link.href)}>
          {link.text}
        </TextLink>
      ) : null;
    })}
  </>
);
