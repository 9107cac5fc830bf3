import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../core/country/locale';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { ResolverProvider } from '../../../ui/app/injection';
import { StorefrontProvider } from '../../../ui/app/storefront-context';
import { CustomerSession } from '../../../ui/session/customer-session';
import { SessionSignInDialog } from '../../../ui/session/sign-in-dialog';
import { asResolver } from '../../../composition/container';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { aLoginToken } from '../../fakes/session-fakes';
import { sessionFakesOf } from '../../fakes/session-test-bindings';
import { createTestContainer } from '../../fakes/test-container';
import { expectNoAxeViolations } from '../../support/axe';
import { installShowModal } from '../../support/invoker-commands';

const renderSession = async (options: { signedIn?: boolean; locale?: Locale } = {}) => {
  const { container: di, resolver, ports } = createTestContainer();
  if (options.signedIn) ports.cookies.set('LoginToken', aLoginToken(ports.clock.now(), 600, 1800));
  const fakes = sessionFakesOf(di);
  // The service's Set-Cookie on a successful login.
  fakes.gateway.effects.logIn = () => ports.cookies.set('LoginToken', aLoginToken(ports.clock.now(), 600, 1800));
  const messages = await loadCatalogue(options.locale ?? 'de-DE');
  const view = render(
    <ResolverProvider resolver={resolver}>
      <StorefrontProvider storefront={{ country: 'DE', locale: options.locale ?? 'de-DE' }} messages={messages}>
        <CustomerSession />
        <SessionSignInDialog />
      </StorefrontProvider>
    </ResolverProvider>,
  );
  return { ...view, ports, fakes, user: userEvent.setup() };
};

const passwordField = () => screen.getByLabelText(/^Passwort/, { selector: 'input' }) as HTMLInputElement;
const submitButton = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('button')
    .find((button) => button.getAttribute('type') === 'submit') as HTMLElement;
const emailField = () => screen.getByRole('textbox', { name: /E-Mail-Adresse/ }) as HTMLInputElement;
const fillIn = async (user: ReturnType<typeof userEvent.setup>, email: string, password: string) => {
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(submitButton());
};

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  return screen.findByRole('dialog', { name: 'In Ihrem Kundenkonto anmelden' });
};

describe('customer sign-in in the header', () => {
  // The header's sign-in is a link that opens the dialog with showModal() (jsdom has none).
  let undoShowModal = (): void => {};
  beforeEach(() => {
    undoShowModal = installShowModal();
  });
  afterEach(() => undoShowModal());
  it('offers "Anmelden" to a visitor and opens a labelled dialog with the email field focused', async () => {
    const { user } = await renderSession();
    const dialog = await openDialog(user);
    expect(dialog).toBeTruthy();
    expect(document.activeElement).toBe(emailField());
  });

  it('asks for the missing fields and calls nothing', async () => {
    const { user, fakes } = await renderSession();
    await openDialog(user);
    await user.click(submitButton());
    expect(screen.getByText('Die E-Mail-Adresse ist ein Pflichtfeld.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihr Passwort ein.')).toBeTruthy();
    expect(fakes.gateway.calls).toEqual([]);
  });

  it('moves focus to the first invalid field after a failed submit, where its message stays to be read out (as in every form)', async () => {
    const { user } = await renderSession();
    await openDialog(user);
    await user.type(passwordField(), 'Kaffee123!');
    await user.click(submitButton());
    expect(document.activeElement).toBe(emailField());
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Die E-Mail-Adresse ist ein Pflichtfeld.')).toBeTruthy();
    await user.type(emailField(), 'anna@example.com');
    expect(screen.queryByText('Die E-Mail-Adresse ist ein Pflichtfeld.')).toBeNull();
  });

  it('rejects an invalid email before calling the service', async () => {
    const { user, fakes } = await renderSession();
    await openDialog(user);
    await fillIn(user, 'anna@', 'Kaffee123!');
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(fakes.gateway.calls).toEqual([]);
  });

  it('signs in: closes the dialog, announces the sign-in, shows "Angemeldet" with "Abmelden" focused, and starts the refresh', async () => {
    const { user, fakes } = await renderSession();
    await openDialog(user);
    await fillIn(user, 'anna@example.com', 'Kaffee123!');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('Willkommen zurück! Sie sind jetzt angemeldet.');
    expect(screen.getByText('Angemeldet')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abmelden' })));
    expect(fakes.gateway.calls).toEqual([{ name: 'logIn', credentials: { email: 'anna@example.com', password: 'Kaffee123!' } }]);
    expect(fakes.timer.delays()).toEqual([180_000]);
  });

  it('shows the UNAUTHORIZED message for a wrong password and clears the password', async () => {
    const { user, fakes } = await renderSession();
    fakes.gateway.replies.logIn = { status: 401 };
    await openDialog(user);
    await fillIn(user, 'anna@example.com', 'falsch');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'E-Mail-Adresse oder Passwort ist falsch. Bitte prüfen Sie Ihre Angaben.',
    );
    expect(passwordField().value).toBe('');
    expect(emailField().value).toBe('anna@example.com');
  });

  it.each([
    ['de-DE', 'Zu viele fehlgeschlagene Anmeldeversuche.'],
    ['tr-TR', 'Çok fazla başarısız giriş denemesi.'],
  ] as const)(
    'shows a translated "too many attempts" message when the service throttles the sign-in (429), in %s',
    async (locale, text) => {
      const { user, fakes } = await renderSession({ locale });
      fakes.gateway.replies.logIn = { status: 429 };
      await user.click(screen.getAllByRole('button')[0] as HTMLElement);
      const dialog = await screen.findByRole('dialog');
      const [email, password] = [within(dialog).getByRole('textbox'), dialog.querySelector('input[type="password"]') as HTMLInputElement];
      await user.type(email, 'anna@example.com');
      await user.type(password, 'Kaffee123!');
      await user.click(
        within(dialog)
          .getAllByRole('button')
          .find((button) => button.getAttribute('type') === 'submit') as HTMLElement,
      );
      expect((await screen.findByRole('alert')).textContent).toContain(text);
    },
  );

  it.each([[{ status: 503 }], [{ status: 500 }], [{ kind: 'NETWORK' as const, message: 'Network Error' }]])(
    'shows the SERVICE_UNAVAILABLE message when the service answers %j',
    async (reply) => {
      const { user, fakes } = await renderSession();
      fakes.gateway.replies.logIn = reply;
      await openDialog(user);
      await fillIn(user, 'anna@example.com', 'Kaffee123!');
      expect((await screen.findByRole('alert')).textContent).toContain('Die Anmeldung ist gerade nicht möglich.');
    },
  );

  it('ignores a second submit while the first is on its way, with the fields disabled', async () => {
    const { user, fakes } = await renderSession();
    let answer: () => void = () => undefined;
    const original = fakes.gateway.logIn.bind(fakes.gateway);
    fakes.gateway.logIn = (credentials) => async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return original(credentials)();
    };
    await openDialog(user);
    await fillIn(user, 'anna@example.com', 'Kaffee123!');
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    expect(emailField().disabled).toBe(true);
    await user.click(submitButton());
    await act(async () => {
      answer();
    });
    expect(fakes.gateway.count('logIn')).toBe(1);
    expect(await screen.findByText('Willkommen zurück! Sie sind jetzt angemeldet.')).toBeTruthy();
  });

  it('signs out: calls the service, shows "Anmelden" again, focuses it and announces the logout', async () => {
    const { user, fakes, ports } = await renderSession({ signedIn: true });
    expect(screen.getByText('Angemeldet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anmelden' })));
    expect(fakes.gateway.count('logOut')).toBe(1);
    expect(ports.cookies.get('LoginToken')).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Sie haben sich abgemeldet.');
  });

  it('speaks the page language (en)', async () => {
    const { user } = await renderSession({ locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to your customer account' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toBeTruthy();
  });

  it.each([
    ['shows the tab again', () => document.dispatchEvent(new Event('visibilitychange'))],
    ['focuses the window', () => window.dispatchEvent(new FocusEvent('focus'))],
    ['clicks in the page', () => document.body.click()],
  ])('says "Anmelden" once an idle tab’s token expired unseen and the shopper %s', async (_, look) => {
    const { container: di, ports } = createTestContainer();
    // A token of 240 s (renewal due after 60 s), as the emulator's shortest login lifetime.
    ports.cookies.set('LoginToken', aLoginToken(ports.clock.now(), 60, 240));
    const messages = await loadCatalogue('de-DE');
    const { resolver } = { resolver: asResolver(di) };
    render(
      <ResolverProvider resolver={resolver}>
        <StorefrontProvider storefront={{ country: 'DE', locale: 'de-DE' }} messages={messages}>
          <CustomerSession />
          <SessionSignInDialog />
        </StorefrontProvider>
      </ResolverProvider>,
    );
    // The first-load script starts the refresh for a signed-in customer.
    await act(() => resolver.get(SESSION_TOKENS.startRefresh)({ ifIdle: true }));
    expect(screen.getByText('Angemeldet')).toBeTruthy();
    // Nobody looks for five minutes: no check falls due between the token's end and now, nothing is read.
    await act(() => sessionFakesOf(di).timer.advance(170_000));
    ports.clock.advance(130_000);
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    act(look);
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByText('Angemeldet')).toBeNull();
  });

  it('has no axe violations, closed, open with an error, and signed in', async () => {
    const { user, fakes, container } = await renderSession();
    await expectNoAxeViolations(container);
    fakes.gateway.replies.logIn = { status: 401 };
    await openDialog(user);
    await fillIn(user, 'anna@example.com', 'falsch');
    await screen.findByRole('alert');
    await expectNoAxeViolations(document.body);
    const signedIn = await renderSession({ signedIn: true });
    await expectNoAxeViolations(signedIn.container);
  });
});
