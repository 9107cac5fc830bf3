import type { LayoutMessages } from '../layout/layout.messages';
import type { ComponentMessages } from '../components/components.messages';
import type { FooterMessages } from '../footer/footer.messages';
import type { NewsletterMessages } from '../newsletter/newsletter.messages';
import type { SessionMessages } from '../session/session.messages';

/** All UI copy for one locale, grouped by context. Each context owns its interface and one copy file per locale. */
export interface Catalogue {
  readonly layout: LayoutMessages;
  readonly components: ComponentMessages;
  readonly footer: FooterMessages;
  readonly newsletter: NewsletterMessages;
  readonly session: SessionMessages;
}
