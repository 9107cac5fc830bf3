import type { Locale } from '../country/locale';
import type { PluralMessage, PluralMessageOf } from '../text/plural-message';
import type { LayoutMessages } from '../layout/layout.messages';
import type { ComponentMessages } from '../components/components.messages';
import type { FooterMessages } from '../footer/footer.messages';
import type { NewsletterMessages } from '../newsletter/newsletter.messages';
import type { SessionMessages } from '../session/session.messages';

/**
 * All UI copy for one locale, grouped by context. Each context owns its interface and one copy file per locale.
 * Views read `Catalogue`; a locale's catalogue is a `CatalogueOf<locale>`, which demands the plural forms of its language.
 */
export interface Catalogue<P extends PluralMessage = PluralMessage> {
  readonly layout: LayoutMessages;
  readonly components: ComponentMessages<P>;
  readonly footer: FooterMessages;
  readonly newsletter: NewsletterMessages<P>;
  readonly session: SessionMessages;
}

/** The catalogue of one locale, its plural messages with exactly the forms its language has. */
export type CatalogueOf<L extends Locale> = Catalogue<PluralMessageOf<L>>;
