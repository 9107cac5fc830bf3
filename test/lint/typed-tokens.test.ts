// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asResolver, createContainer, resolve } from '../../composition/container';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import type { SubscribeToNewsletter } from '../../core/newsletter/subscribe-to-newsletter.use-case';
import type { Clock } from '../../core/shared/clock.port';
import type { Logger } from '../../core/shared/logger.port';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { token } from '../../core/shared/token';

describe('typed injection tokens (checked by tsc: npm test type-checks this file)', () => {
  const clock: Clock = { now: () => 42 };
  const container = createContainer();
  container.bind(SHARED_TOKENS.clock).toConstantValue(clock);

  it('resolves a token to the type it names, without a type argument', () => {
    const resolved: Clock = resolve(container, SHARED_TOKENS.clock);
    expect(resolved.now()).toBe(42);
    expect(asResolver(container).get(SHARED_TOKENS.clock)).toBe(clock);
  });

  it('refuses, at compile time, a resolve into the wrong type', () => {
    // @ts-expect-error A Clock is no Logger: the token says what it gives.
    const wrong: Logger = resolve(container, SHARED_TOKENS.clock);
    // @ts-expect-error A type argument cannot re-type a token either.
    const alsoWrong = () => asResolver(container).get<SubscribeToNewsletter>(NEWSLETTER_TOKENS.confirm);
    expect(wrong).toBe(clock);
    expect(alsoWrong).toThrow();
  });

  it('keeps one token per description: the same symbol in every chunk', () => {
    expect(token<Clock>('shared.Clock')).toBe(SHARED_TOKENS.clock);
  });
});
