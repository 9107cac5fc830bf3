import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Storefront } from '../../core/country/storefront';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { IslandRoot, islandIdPrefix } from '../../composition/island-root';
import { adoptRules, revalidate, startFirstLoadRules } from '../../adapters/browser/first-load-rules';
import { hydrateAndResume } from '../../composition/island-resume';
import { NewsletterWidget } from '../../ui/newsletter/newsletter-widget';
import { createTestContainer } from '../fakes/test-container';

/**
 * The first-load script's validation: an island's server markup, no island code, the script's binding on the
 * document; then the island hydrating over it as the runtime does (island-resume's hand-over in one task).
 */
let stop: () => void = () => undefined;
beforeAll(() => {
  stop = startFirstLoadRules(document);
});
afterAll(() => stop());

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.replaceChildren();
});

/** Puts the sign-up's server markup on the page as an island that has not woken; returns how to wake it. */
const asleep = async (storefront: Storefront) => {
  const messages = await loadCatalogue(storefront.locale);
  const { resolver } = createTestContainer({ storefront });
  const island = document.createElement('div');
  island.id = 'island-newsletter';
  island.dataset.island = 'newsletter';
  const tree = (onHydrated?: () => void) => (
    <IslandRoot resolver={resolver} storefront={storefront} messages={messages} {...(onHydrated ? { onHydrated } : {})}>
      <NewsletterWidget originAddition="footer" />
    </IslandRoot>
  );
  island.innerHTML = renderToString(tree(), { identifierPrefix: islandIdPrefix(island.id) });
  document.body.append(island);
  const sends: Event[] = [];
  island.addEventListener('submit', (event) => sends.push(event));
  const mismatches: unknown[] = [];
  const wake = () =>
    act(() =>
      hydrateAndResume(
        island,
        { pending: [], visited: [], keys: new Map(), changed: new Map(), release: () => undefined, shield: () => undefined },
        (hydrated) =>
          flushSync(() => {
            roots.push(
              hydrateRoot(island, tree(hydrated), {
                identifierPrefix: islandIdPrefix(island.id),
                onRecoverableError: (error) => mismatches.push(error),
              }),
            );
          }),
        { adopt: adoptRules, revalidate },
      ),
    );
  return { island, copy: messages.newsletter, sends, mismatches, wake, user: userEvent.setup() };
};

const email = () => screen.getByRole('textbox', { name: /E-Mail-Adresse|E-posta adresi/ });
const described = (field: HTMLElement): string =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('validation before the island wakes', () => {
  it('shows an invalid address’s message on blur, in the storefront’s words, tied to the field; focus clears it', async () => {
    const { user, copy } = await asleep({ country: 'DE', locale: 'de-DE' });
    await user.type(email(), 'anna@');
    expect(screen.queryByText(copy.errors.emailInvalid)).toBeNull();
    await user.tab();
    const message = screen.getByText(copy.errors.emailInvalid);
    expect(message.closest('[hidden]')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(described(email())).toContain(copy.errors.emailInvalid);
    await user.click(email());
    expect(screen.queryByText(copy.errors.emailInvalid)).toBeNull();
    expect(email().hasAttribute('aria-invalid')).toBe(false);
  });

  it('answers a send of an empty form with every field’s first error, focus on the first, and sends nothing', async () => {
    const { user, copy, sends } = await asleep({ country: 'TR', locale: 'tr-TR' });
    await user.click(screen.getByRole('button', { name: /^Abone ol/ }));
    for (const text of [
      copy.errors.emailRequired,
      copy.errors.firstNameRequired,
      copy.errors.lastNameRequired,
      copy.errors.legalConsentRequired,
    ])
      expect(screen.getByText(text).closest('[hidden]')).toBeNull();
    expect(document.activeElement).toBe(email());
    // Focus that the send moved there keeps the field's error (as the island's form does).
    expect(screen.getByText(copy.errors.emailRequired)).toBeTruthy();
    expect(sends).toHaveLength(0);
    // A name that is a web address: the name rule's message (spec 5.1), on leaving the field.
    const firstName = screen.getByRole('textbox', { name: /^Ad/ });
    await user.type(firstName, 'www.example.de');
    await user.tab();
    expect(within(firstName.closest('.field') as HTMLElement).getByText(copy.errors.nameInvalid)).toBeTruthy();
  });

  it('lets a valid form go (the island or the server answers it)', async () => {
    const { user, sends } = await asleep({ country: 'DE', locale: 'de-DE' });
    await user.type(email(), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: /^Abonnieren/ }));
    expect(sends).toHaveLength(1);
  });
});

describe('the island adopts what the first-load script showed', () => {
  it('hydrates without a mismatch and shows the same error once, from its own controller', async () => {
    const { user, copy, wake, mismatches } = await asleep({ country: 'DE', locale: 'de-DE' });
    await user.type(email(), 'anna@');
    await user.tab();
    await wake();
    expect(mismatches).toEqual([]);
    expect(screen.getAllByText(copy.errors.emailInvalid)).toHaveLength(1);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(described(email())).toContain(copy.errors.emailInvalid);
    // The island's controller holds it: typing clears it (spec 5.2), with no script of the first load answering.
    await user.type(email(), 'example.com');
    expect(screen.queryByText(copy.errors.emailInvalid)).toBeNull();
    await user.tab();
    expect(screen.queryByText(copy.errors.emailInvalid)).toBeNull();
  });
});
