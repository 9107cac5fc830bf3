import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import type { Storefront } from '../../../core/country/storefront';
import type { CustomerData } from '../../../core/customer/customer-data';
import type { CmsFooterContent } from '../../../core/footer/footer-content.codec';
import type { HttpFailure } from '../../../core/shared/http-failure';
import { EMPTY_IMAGE } from '../../../core/footer/logo-sources';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import type { PageContext } from '../../../core/layout/page-context';
import type { Platform } from '../../../core/layout/platform';
import { ResolverProvider } from '../../../ui/app/injection';
import { StorefrontProvider } from '../../../ui/app/storefront-context';
import { StorefrontFooter } from '../../../ui/footer/storefront-footer';
import { PageLayout } from '../../../ui/layout/page-layout';
import type { LogIn } from '../../../core/session/log-in.use-case';
import type { SessionStatusStore } from '../../../core/session/session-status.store';
import { SESSION_TOKENS } from '../../../core/session/session.tokens';
import { aLoginToken } from '../../fakes/session-fakes';
import { sessionFakesOf } from '../../fakes/session-test-bindings';
import { aCmsFooter } from '../../fakes/footer-content.mother';
import { bindFooterFakes } from '../../fakes/footer-test-bindings';
import { createTestContainer } from '../../fakes/test-container';
import { expectNoAxeViolations } from '../../support/axe';

interface Setup {
  platform?: Platform;
  storefront?: Storefront;
  cookies?: Record<string, string>;
  page?: Partial<PageContext>;
  customer?: CustomerData;
  answer?: E.Either<HttpFailure, CmsFooterContent>;
}

const renderFooter = async ({
  platform = 'classic',
  storefront = { country: 'DE', locale: 'de-DE' },
  cookies,
  page,
  customer,
  answer,
}: Setup = {}) => {
  const { container, resolver, ports } = createTestContainer({ storefront, cookies, page });
  const fakes = bindFooterFakes(container, { customer, answer });
  const messages = await loadCatalogue(storefront.locale);
  const view = render(
    <ResolverProvider resolver={resolver}>
      <StorefrontProvider storefront={storefront} messages={messages}>
        <PageLayout
          visibility={{ header: true, footer: true }}
          platform={platform}
          header={null}
          footer={<StorefrontFooter newsletter={<p>Newsletter-Widget</p>} />}
        >
          <h1>Seite</h1>
        </PageLayout>
      </StorefrontProvider>
    </ResolverProvider>,
  );
  const footer = await screen.findByRole('contentinfo');
  await within(footer).findByText('© Bohne & Haus');
  return { ...view, footer, ports, fakes, di: container };
};

describe('storefront footer on desktop', () => {
  it("marks the CMS content with the storefront's language when ?locale= shows the UI in another one", async () => {
    const { footer, unmount } = await renderFooter({ storefront: { country: 'HU', locale: 'en' } });
    const teasers = within(footer).getByRole('navigation', { name: 'Service and information' });
    expect(teasers.getAttribute('lang')).toBe('hu-HU');
    unmount();
    const same = await renderFooter();
    expect(within(same.footer).getByRole('navigation', { name: 'Service und Informationen' }).hasAttribute('lang')).toBe(false);
  });

  it('shows the four teaser groups as columns headed by links, without links hidden on classic', async () => {
    const { footer } = await renderFooter();
    const teasers = within(footer).getByRole('navigation', { name: 'Service und Informationen' });
    const headings = within(teasers).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Service & Hilfe', 'Zahlungsarten', 'Versand', 'Entdecken']);
    expect(within(headings[0]!).getByRole('link', { name: 'Service & Hilfe' }).getAttribute('href')).toBe('/hilfe');
    expect(within(teasers).getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('/contact');
    expect(within(teasers).queryByRole('link', { name: 'App herunterladen' })).toBeNull();
    expect(within(teasers).queryByRole('button')).toBeNull();
  });

  it('shows SEO links, social and app icons, seals, the sales-tax note and the legal bar', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByRole('navigation', { name: 'Beliebte Kategorien' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Kaffee' }).getAttribute('href')).toBe('/kaffee-c400000100.html');
    expect(within(footer).getByRole('link', { name: 'Instagram' }).getAttribute('href')).toBe('https://www.instagram.com/bohneundhaus/');
    expect(within(footer).getByRole('link', { name: 'Im App Store laden' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Trusted Shops Gütesiegel' })).toBeTruthy();
    expect(within(footer).getByText(/Alle Preise inkl. MwSt. zzgl./).textContent).toBe('Alle Preise inkl. MwSt. zzgl. Versandkosten.');
    const legal = within(footer).getByRole('navigation', { name: 'Rechtliche Hinweise' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Impressum', 'Datenschutz']);
  });

  it('gives every image width, height and alt text; payment logos load from the logo service', async () => {
    const { footer } = await renderFooter();
    const images = within(footer).getAllByRole('img');
    expect(images.length).toBeGreaterThan(0);
    images.forEach((image) => {
      expect(image.getAttribute('alt')).not.toBe('');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    });
    expect(within(footer).getByRole('img', { name: 'PayPal' }).getAttribute('src')).toBe('/service/footer-images/logos/paypal.svg');
  });

  it('renders an unknown logo source as an empty image and logs it', async () => {
    const cms = aCmsFooter({
      qualityLogos: {
        logos: [
          { link: { text: 'Siegel', url: '/siegel' }, image: { label: 'Unbekanntes Siegel', source: 'mystery', width: 64, height: 64 } },
        ],
      },
    });
    const { footer, ports } = await renderFooter({ answer: E.right(cms) });
    expect(within(footer).getByRole('img', { name: 'Unbekanntes Siegel' }).getAttribute('src')).toBe(EMPTY_IMAGE);
    expect(ports.logger.lines.map((line) => line.message)).toContain('Unknown footer logo source "mystery"; showing an empty image.');
  });

  it('opens the cookie settings through the consent port; no script URL reaches the page', async () => {
    const cms = aCmsFooter({
      legalLinks: [
        { text: 'Cookie-Einstellungen', url: ' JavaScript:openCookieSettings()' },
        { text: 'AGB', url: 'java\tscript:alert(1)' },
      ],
    });
    const { footer, fakes, container } = await renderFooter({ answer: E.right(cms) });
    await userEvent.click(within(footer).getByRole('button', { name: 'Cookie-Einstellungen' }));
    expect(fakes.consent.opened).toBe(1);
    expect(container.innerHTML).not.toMatch(/script:/i);
  });

  it('does not leave the page while a keyboard user browses the closed dropdown with arrow keys; Enter goes there', async () => {
    const { footer, ports } = await renderFooter({ storefront: { country: 'AT', locale: 'de-AT' } });
    const select = within(footer).getByRole('combobox', { name: 'Land wählen' }) as HTMLSelectElement;
    // What Chromium on Linux and Windows does on ArrowDown in a closed select: the value moves and change fires.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'pl' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'ch' } });
    expect(ports.navigation.visited).toEqual([]);
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(ports.navigation.visited).toEqual(['http://storefront.test/?country=ch']);
  });

  it('shows the current storefront again when a keyboard user leaves the dropdown without choosing', async () => {
    const { footer, ports } = await renderFooter({ storefront: { country: 'DE', locale: 'de-DE' } });
    const select = within(footer).getByRole('combobox', { name: 'Land wählen' }) as HTMLSelectElement;
    fireEvent.focus(select);
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'hu' } });
    expect(select.value).toBe('hu');
    fireEvent.blur(select);
    expect(select.value).toBe('de');
    expect(ports.navigation.visited).toEqual([]);
    expect(within(footer).getByText(/Enter zum Wechseln/)).toBeTruthy();
  });

  it('lists the nine storefronts in the country dropdown, the current one selected, and navigates on choice', async () => {
    const { footer, ports } = await renderFooter({ storefront: { country: 'AT', locale: 'de-AT' } });
    const select = within(footer).getByRole('combobox', { name: 'Land wählen' });
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(['cz', 'de', 'hu', 'at', 'pl', 'ch', 'sk', 'ch_fr', 'tr']);
    expect(options.find((option) => option.selected)?.value).toBe('at');
    await userEvent.selectOptions(select, 'ch_fr');
    expect(ports.navigation.visited).toEqual(['http://storefront.test/?country=ch_fr']);
  });

  it('switches to the mobile view: platform cookie smartphone, then reload', async () => {
    const { footer, ports } = await renderFooter();
    await userEvent.click(within(footer).getByRole('button', { name: 'Zur mobilen Ansicht' }));
    expect(ports.cookies.get('platform')).toBe('smartphone');
    expect(ports.navigation.reloads).toBe(1);
  });

  it('shows the newsletter block for a visitor without a subscription', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByTestId('footer-newsletter').textContent).toBe('Newsletter-Widget');
  });

  it('has no axe violations', async () => {
    const { container } = await renderFooter();
    await expectNoAxeViolations(container);
  });
});

describe('storefront footer on mobile and tablet', () => {
  it('shows the groups and the SEO links as accordion panels, collapsed, with links hidden on classic', async () => {
    const { footer } = await renderFooter({ platform: 'mobile' });
    const triggers = within(footer).getAllByRole('button', { expanded: false });
    expect(triggers.map((button) => button.textContent)).toEqual([
      'Service & Hilfe',
      'Zahlungsarten',
      'Versand',
      'Entdecken',
      'Beliebte Kategorien',
    ]);
    await userEvent.click(triggers[0]!);
    expect(triggers[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(within(footer).getByRole('link', { name: 'App herunterladen' })).toBeTruthy();
  });

  it('hides the country dropdown and offers the desktop view on smartphone', async () => {
    const { footer, ports } = await renderFooter({ platform: 'mobile' });
    expect(within(footer).queryByRole('combobox')).toBeNull();
    await userEvent.click(within(footer).getByRole('button', { name: 'Zur Desktop-Ansicht' }));
    expect(ports.cookies.get('platform')).toBe('classic');
  });

  it('shows columns but no country dropdown on tablet', async () => {
    const { footer } = await renderFooter({ platform: 'tablet' });
    expect(within(footer).queryByRole('combobox')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Service & Hilfe' })).toBeTruthy();
  });

  it('has no axe violations with the accordion', async () => {
    const { container } = await renderFooter({ platform: 'mobile' });
    await expectNoAxeViolations(container);
  });
});

describe('footer rules', () => {
  it.each([
    ['affiliateNumber', '4711'],
    ['xc-app', 'new'],
  ])('is reduced with the cookie %s=%s: no newsletter, SEO, social or app icons', async (name, value) => {
    const { footer } = await renderFooter({ cookies: { [name]: value } });
    expect(within(footer).queryByText('Newsletter-Widget')).toBeNull();
    expect(within(footer).queryByRole('navigation', { name: 'Beliebte Kategorien' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Im App Store laden' })).toBeNull();
    expect(within(footer).getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it.each(['WAITING_FOR_DOI', 'SUBSCRIBED'] as const)('hides the newsletter block for status %s', async (newsletterStatus) => {
    const { footer } = await renderFooter({ customer: { loggedIn: true, newsletterStatus } });
    expect(within(footer).queryByText('Newsletter-Widget')).toBeNull();
  });

  it('reads the newsletter status again after a login and a logout on the page, without reload', async () => {
    const { footer, fakes, ports, di } = await renderFooter();
    await waitFor(() => expect(footer.getAttribute('data-visitor')).toBe('known'));
    expect(within(footer).getByText('Newsletter-Widget')).toBeTruthy();
    sessionFakesOf(di).gateway.effects.logIn = () => ports.cookies.set('LoginToken', aLoginToken(ports.clock.now(), 600, 1800));
    fakes.customer.answer = { loggedIn: true, newsletterStatus: 'SUBSCRIBED' };
    await act(async () => {
      await di.get<LogIn>(SESSION_TOKENS.logIn)({ email: 'anna@example.com', password: 'Kaffee123!' })();
    });
    await waitFor(() => expect(within(footer).queryByText('Newsletter-Widget')).toBeNull());
    expect(footer.getAttribute('data-visitor')).toBe('known');
    // A logout the refresh check sees (another tab removed the cookie).
    fakes.customer.answer = { loggedIn: false, newsletterStatus: 'NONE' };
    ports.cookies.set('LoginToken', '');
    act(() => {
      di.get<SessionStatusStore>(SESSION_TOKENS.status).refresh();
    });
    await within(footer).findByText('Newsletter-Widget');
    expect(fakes.customer.calls).toBe(3);
  });

  it('hides the newsletter block when the page says newsletter-form-hidden', async () => {
    const { footer } = await renderFooter({ page: { newsletterFormHidden: 'true' } });
    expect(within(footer).queryByText('Newsletter-Widget')).toBeNull();
  });

  it('hides groups marked hideGroupInCheckout in checkout', async () => {
    const { footer } = await renderFooter({ page: { checkout: 'true' } });
    expect(within(footer).queryByRole('heading', { name: 'Entdecken' })).toBeNull();
    expect(within(footer).getByRole('heading', { name: 'Versand' })).toBeTruthy();
  });

  it.each<[string, E.Either<HttpFailure, CmsFooterContent>]>([
    ['404', E.left({ kind: 'STATUS', status: 404 })],
    ['a failed call', E.left({ kind: 'NETWORK', message: 'timeout' })],
  ])('keeps a usable footer without content after %s', async (_, answer) => {
    const { footer } = await renderFooter({ answer });
    expect(within(footer).queryByRole('navigation', { name: 'Service und Informationen' })).toBeNull();
    expect(within(footer).getByRole('combobox', { name: 'Land wählen' })).toBeTruthy();
    expect(within(footer).getByText('Newsletter-Widget')).toBeTruthy();
  });

  it("loads the content for the page's storefront and calls the A/B assignment once", async () => {
    const { fakes } = await renderFooter({ storefront: { country: 'TR', locale: 'tr-TR' } });
    expect(fakes.gateway.requested).toEqual(['TR']);
    expect(fakes.assignment.calls).toBe(1);
  });
});

describe('footer copy per locale', () => {
  it.each([
    ['de-DE', 'Land wählen'],
    ['fr-CH', 'Choisir le pays'],
    ['cs-CZ', 'Vyberte zemi'],
    ['hu-HU', 'Ország kiválasztása'],
    ['pl-PL', 'Wybierz kraj'],
    ['sk-SK', 'Vyberte krajinu'],
    ['tr-TR', 'Ülke seçin'],
    ['en', 'Choose country'],
  ] as const)('labels the country dropdown in %s "%s"', async (locale, label) => {
    const { footer } = await renderFooter({ storefront: { country: 'DE', locale } });
    expect(within(footer).getByRole('combobox', { name: label })).toBeTruthy();
  });
});
