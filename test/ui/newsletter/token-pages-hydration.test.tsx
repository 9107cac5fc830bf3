import * as E from 'fp-ts/Either';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Storefront } from '../../../core/country/storefront';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { loadSubscriber } from '../../../core/newsletter/load-subscriber.use-case';
import { readPreferencesPost } from '../../../core/newsletter/preferences-post';
import { saveSubscriberPreferences } from '../../../core/newsletter/save-subscriber-preferences.use-case';
import { createSubscriberPreferences } from '../../../core/newsletter/subscriber-preferences.controller';
import { PreferencesSnapshotCodec, type PreferencesSnapshot } from '../../../core/newsletter/subscriber-preferences.snapshot';
import { unsubscribe } from '../../../core/newsletter/unsubscribe.use-case';
import { ConfirmationSnapshotCodec, type ConfirmationSnapshot } from '../../../core/newsletter/confirm-subscription.controller';
import { ResolverProvider } from '../../../ui/app/injection';
import { StorefrontProvider } from '../../../ui/app/storefront-context';
import ConfirmSubscriptionPage from '../../../ui/newsletter/confirm-subscription-page';
import NewsletterPreferencesPage from '../../../ui/newsletter/newsletter-preferences-page';
import { FakeNewsletterGateway } from '../../fakes/fake-newsletter-gateway';
import { createTestContainer } from '../../fakes/test-container';

const roots: Root[] = [];
afterEach(() => {
  act(() => roots.splice(0).forEach((root) => root.unmount()));
  document.body.innerHTML = '';
});

/** Through the page state's JSON, as the browser gets it. */
const viaJson = <A,>(codec: { encode(a: A): unknown; decode(u: unknown): E.Either<unknown, A> }, value: A): A => {
  const decoded = codec.decode(JSON.parse(JSON.stringify(codec.encode(value))));
  if (E.isLeft(decoded)) throw new Error('The snapshot did not decode.');
  return decoded.right;
};

/**
 * Renders a page as the server does (to a string, from the snapshot it decided), then hydrates that HTML from the
 * snapshot decoded from JSON, as the browser does; answers React's recoverable errors (a mismatch is one).
 */
const hydrateFromServer = async (storefront: Storefront, token: string, page: (fromJson: boolean) => ReactNode): Promise<unknown[]> => {
  const messages = await loadCatalogue(storefront.locale);
  const tree = (view: ReactNode) => {
    const { resolver } = createTestContainer({ storefront, page: { query: { token } } });
    return (
      <ResolverProvider resolver={resolver}>
        <StorefrontProvider storefront={storefront} messages={messages}>
          {view}
        </StorefrontProvider>
      </ResolverProvider>
    );
  };
  const mount = document.createElement('div');
  mount.innerHTML = renderToString(tree(page(false)));
  document.body.append(mount);
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(mount, tree(page(true)), { onRecoverableError: (error) => errors.push(error) }));
  });
  return errors;
};

const answered = async (country: 'DE' | 'PL', fields: Record<string, string[]>): Promise<PreferencesSnapshot> => {
  const gateway = new FakeNewsletterGateway();
  gateway.subscribers.set('t1', { email: 'ida@example.org', status: 'SUBSCRIBED', topics: ['COFFEE'], firstName: 'Ida' });
  const controller = createSubscriberPreferences({
    loadSubscriber: loadSubscriber({ gateway }),
    saveSubscriberPreferences: saveSubscriberPreferences({ gateway, country }),
    unsubscribe: unsubscribe({ gateway }),
    country,
  });
  await controller.answerPost(readPreferencesPost({ token: ['t1'], ...fields }, undefined));
  return controller.getSnapshot();
};

describe('the token pages hydrate the markup the server rendered from its snapshot', () => {
  it('keeps a PL preferences answer with a field error as the server rendered it, without a mismatch', async () => {
    const snapshot = await answered('PL', { firstName: ['Jan'], lastName: ['www.spam.pl'], topics: ['KIDS'] });
    const errors = await hydrateFromServer({ country: 'PL', locale: 'pl-PL' }, 't1', (fromJson) => (
      <NewsletterPreferencesPage initial={fromJson ? viaJson(PreferencesSnapshotCodec, snapshot) : snapshot} />
    ));
    expect(errors).toEqual([]);
    expect(screen.getByText('To pole zawiera niedozwolone znaki.')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Nazwisko' }) as HTMLInputElement).value).toBe('www.spam.pl');
  });

  it('keeps a saved DE answer and a confirmed confirmation, without a mismatch', async () => {
    const saved = await answered('DE', { firstName: ['Ida'], topics: ['SPORT'] });
    expect(
      await hydrateFromServer({ country: 'DE', locale: 'de-DE' }, 't1', (fromJson) => (
        <NewsletterPreferencesPage initial={fromJson ? viaJson(PreferencesSnapshotCodec, saved) : saved} />
      )),
    ).toEqual([]);
    expect(screen.getByText('Ihre Einstellungen wurden gespeichert.')).toBeTruthy();
    const confirmed: ConfirmationSnapshot = { state: 'confirmed', preferencesToken: 'p-1' };
    expect(
      await hydrateFromServer({ country: 'DE', locale: 'de-DE' }, 't1', (fromJson) => (
        <ConfirmSubscriptionPage initial={fromJson ? viaJson(ConfirmationSnapshotCodec, confirmed) : confirmed} />
      )),
    ).toEqual([]);
  });
});
