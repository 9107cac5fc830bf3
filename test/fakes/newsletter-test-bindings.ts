import type { Container } from 'inversify';
import { bindNewsletterUseCases } from '../../composition/bindings.newsletter';
import type { CountryCode } from '../../core/country/country';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { FakeNewsletterGateway, RecordingTracking } from './fake-newsletter-gateway';

/** Binds an in-memory newsletter service and recording tracking, and the real newsletter use cases on top. */
export const bindNewsletterFakes = (container: Container, country: CountryCode): void => {
  container.bind(NEWSLETTER_TOKENS.gateway).toConstantValue(new FakeNewsletterGateway());
  if (!container.isBound(SHARED_TOKENS.tracking)) container.bind(SHARED_TOKENS.tracking).toConstantValue(new RecordingTracking());
  bindNewsletterUseCases(container, country);
};
