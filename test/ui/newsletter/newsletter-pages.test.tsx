import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ConfirmSubscriptionPage from '../../../ui/newsletter/confirm-subscription-page';
import NewsletterPreferencesPage from '../../../ui/newsletter/newsletter-preferences-page';
import SubscribeNewsletterPage from '../../../ui/newsletter/subscribe-newsletter-page';
import { expectNoAxeViolations } from '../../support/axe';
import { renderNewsletter } from './render-newsletter';

const waiting = { email: 'ida@example.org', status: 'WAITING_FOR_DOI' as const, topics: [] };

describe('newsletter content page', () => {
  it('introduces the newsletter and embeds the widget', async () => {
    const { container } = await renderNewsletter(<SubscribeNewsletterPage />, { storefront: { country: 'PL', locale: 'pl-PL' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Zapisz się do newslettera' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe('double opt-in confirmation page', () => {
  it('confirms nothing on opening; the button posts the token to the page itself, for the server to answer', async () => {
    const { container, gateway } = await renderNewsletter(<ConfirmSubscriptionPage />, {
      page: { path: '/newsletter/confirm', query: { token: 't1', country: 'de' } },
      service: (g) => g.subscribers.set('t1', waiting),
    });
    const form = screen.getByRole('button', { name: 'Anmeldung bestätigen' }).closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/newsletter/confirm?token=t1&country=de');
    expect(Object.fromEntries(new FormData(form ?? undefined))).toEqual({ _form: 'newsletter-confirm', token: 't1' });
    // The browser makes no call of its own, and the island loader leaves the form to the browser.
    expect(form?.hasAttribute('data-native-submit')).toBe(true);
    expect(gateway.confirmations).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it("says the subscription is already active for a link used before, in the page's language, without the sign-up form", async () => {
    await renderNewsletter(<ConfirmSubscriptionPage initial={{ state: 'already', preferencesToken: null }} />, {
      storefront: { country: 'PL', locale: 'pl-PL' },
      page: { path: '/newsletter/confirm', query: { token: 't1' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Twoja subskrypcja jest już potwierdzona' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows what the server decided for a posted confirmation, asking nothing again', async () => {
    const { gateway } = await renderNewsletter(<ConfirmSubscriptionPage initial={{ state: 'confirmed', preferencesToken: 'p-9' }} />, {
      page: { path: '/newsletter/confirm', query: { token: 't1' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Vielen Dank – Ihre Anmeldung ist bestätigt!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Themen auswählen' }).getAttribute('href')).toBe('/newsletter/preferences?token=p-9');
    expect(gateway.confirmations).toEqual([]);
  });

  it('shows the widget with the invalid-link banner when the link no longer works', async () => {
    const { container } = await renderNewsletter(<ConfirmSubscriptionPage initial={{ state: 'failed', preferencesToken: null }} />, {
      storefront: { country: 'DE', locale: 'en' },
      page: { path: '/newsletter/confirm', query: { token: 'used' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'This confirmation link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Unfortunately this link is no longer valid. Please sign up for the newsletter again.',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});

describe('newsletter preferences page', () => {
  it('shows the subscriber and saves name and topics', async () => {
    const { container, gateway, user } = await renderNewsletter(<NewsletterPreferencesPage />, {
      storefront: { country: 'AT', locale: 'de-AT' },
      page: { query: { token: 't1' } },
      service: (g) => g.subscribers.set('t1', waiting),
    });
    expect(await screen.findByText('ida@example.org')).toBeTruthy();
    expect(screen.getByText('Wartet auf Ihre Bestätigung')).toBeTruthy();
    const topics = screen.getByRole('group', { name: 'Themen' });
    expect(within(topics).getAllByRole('checkbox')).toHaveLength(13);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Anrede' }), 'MRS');
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Ida');
    await user.click(within(topics).getByRole('checkbox', { name: 'Kaffee' }));
    await user.click(within(topics).getByRole('checkbox', { name: 'Sport' }));
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(await screen.findByText('Ihre Einstellungen wurden gespeichert.')).toBeTruthy();
    expect(gateway.updates).toEqual([{ token: 't1', request: { topics: ['COFFEE', 'SPORT'], salutation: 'MRS', firstName: 'Ida' } }]);
    await expectNoAxeViolations(container);
  });

  it('refuses a URL as a name on blur and does not save it', async () => {
    const { gateway, user } = await renderNewsletter(<NewsletterPreferencesPage />, {
      page: { query: { token: 't1' } },
      service: (g) => g.subscribers.set('t1', waiting),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Nachname' }), 'www.spam.de');
    await user.tab();
    expect(screen.getByText('Dieses Feld enthält ungültige Zeichen.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Einstellungen speichern' }));
    expect(gateway.updates).toEqual([]);
  });

  it('moves focus to the first invalid field in form order when saving fails, with its message kept', async () => {
    const { gateway, user } = await renderNewsletter(<NewsletterPreferencesPage />, {
      storefront: { country: 'HU', locale: 'en' },
      page: { query: { token: 't1' } },
      service: (g) => g.subscribers.set('t1', waiting),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Salutation' }), 'MRS');
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'www.spam.hu');
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    // HU shows the family name first: it is the first invalid field (required), before the first name (invalid characters).
    const lastName = screen.getByRole('textbox', { name: 'Last name' });
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter your last name.')).toBeTruthy();
    expect(screen.getByText('this field contains invalid characters')).toBeTruthy();
    expect(gateway.updates).toEqual([]);
  });

  it('unsubscribes from the preferences page and says so', async () => {
    const { container, gateway, user } = await renderNewsletter(<NewsletterPreferencesPage />, {
      page: { query: { token: 't1' } },
      service: (g) => g.subscribers.set('t1', waiting),
    });
    await user.click(await screen.findByRole('button', { name: 'Newsletter abbestellen' }));
    expect(await screen.findByText('Sie haben den Newsletter abbestellt. Wir senden Ihnen keine Newsletter mehr.')).toBeTruthy();
    expect(gateway.unsubscribed).toEqual(['t1']);
    expect(screen.queryByRole('button', { name: 'Einstellungen speichern' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers the unsubscribe in the storefront’s language and says when it failed', async () => {
    const { gateway, user } = await renderNewsletter(<NewsletterPreferencesPage />, {
      storefront: { country: 'PL', locale: 'pl-PL' },
      page: { query: { token: 't1' } },
      service: (g) => {
        g.subscribers.set('t1', waiting);
        g.unsubscribeFailure = { kind: 'NETWORK', message: 'offline' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Wypisz się z newslettera' }));
    expect(await screen.findByText('Nie udało się wypisać. Spróbuj ponownie później.')).toBeTruthy();
    expect(gateway.unsubscribed).toEqual([]);
  });

  it('with JavaScript running, says it is loading and not that it needs JavaScript (that note is for the server’s HTML)', async () => {
    await renderNewsletter(<NewsletterPreferencesPage />, {
      page: { query: { token: 't1' } },
      service: (g) => g.subscribers.set('t1', waiting),
    });
    expect(screen.getByRole('status').textContent).toBe('Ihre Einstellungen werden geladen …');
    expect(screen.queryByText(/nur mit eingeschaltetem JavaScript/)).toBeNull();
    expect(await screen.findByText('ida@example.org')).toBeTruthy();
  });

  it('starts from the subscriber the server loaded: filled at once, nothing loaded again', async () => {
    const initial = {
      token: 't1',
      phase: 'ready' as const,
      subscriber: { email: 'ida@example.org', status: 'SUBSCRIBED' as const },
      form: {
        values: { salutation: '' as const, firstName: 'Ida', lastName: '', topics: ['COFFEE' as const] },
        order: ['salutation' as const, 'firstName' as const, 'lastName' as const],
        fields: {
          salutation: { status: 'default' as const, error: undefined },
          firstName: { status: 'default' as const, error: undefined },
          lastName: { status: 'default' as const, error: undefined },
        },
        touched: [],
        locked: [],
        submitting: false,
        errorKeptOn: null,
        failedSubmits: 0,
      },
      outcome: 'saved' as const,
    };
    await renderNewsletter(<NewsletterPreferencesPage initial={initial} />, { page: { query: { token: 't1' } } });
    expect(screen.queryByText('Ihre Einstellungen werden geladen …')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Vorname' }) as HTMLInputElement).value).toBe('Ida');
    expect((screen.getByRole('checkbox', { name: 'Kaffee' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Ihre Einstellungen wurden gespeichert.')).toBeTruthy();
    // The form posts without JavaScript: the buttons say what it is for.
    expect(screen.getByRole('button', { name: 'Newsletter abbestellen' }).getAttribute('value')).toBe('unsubscribe');
  });

  it('says when the link’s subscription does not exist', async () => {
    await renderNewsletter(<NewsletterPreferencesPage />, { page: { query: { token: 'gone' } } });
    expect((await screen.findByRole('alert')).textContent).toContain('Wir konnten diese Anmeldung nicht finden.');
  });
});
