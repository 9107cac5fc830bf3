import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Storefront } from '../../../core/country/storefront';
import type { NewsletterStatus } from '../../../core/customer/customer-data';
import type { CmsFooterContent } from '../../../core/footer/footer-content.codec';
import { EMPTY_IMAGE } from '../../../core/footer/logo-sources';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import type { PageContext } from '../../../core/layout/page-context';
import type { Platform } from '../../../core/layout/platform';
import { ResolverProvider } from '../../../ui/app/injection';
import { StorefrontProvider } from '../../../ui/app/storefront-context';
import { StorefrontFooter } from '../../../ui/footer/storefront-footer';
import { PageLayout } from '../../../ui/layout/page-layout';
import { aCmsFooter } from '../../fakes/footer-content.mother';
import { bindFooterFakes } from '../../fakes/footer-test-bindings';
import { createTestContainer } from '../../fakes/test-container';
import { expectNoAxeViolations } from '../../support/axe';
import countrySwitch from '../../../composition/features/country-switch/country-switch.dom';
import {
  CONSENT_PLATFORM_ATTRIBUTE,
  CONSENT_SETTINGS_ENTRY_SCRIPT,
  OPEN_CONSENT_SETTINGS_EVENT,
} from '../../../adapters/browser/consent-settings-entry';
import { InlineScriptsProvider } from '../../../ui/app/inline-scripts';

/**
 * The footer's country dropdown as the browser binds it (no React): the server's select, core's controller, and the
 * form it submits (GET to the country route), recorded here instead of navigating.
 */
const bindCountrySwitch = (footer: HTMLElement, label = 'Land wählen') => {
  const select = within(footer).getByRole('combobox', { name: label }) as HTMLSelectElement;
  const form = select.form as HTMLFormElement;
  const sent: string[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(
      `${form.getAttribute('action') ?? ''}?${new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)])).toString()}`,
    );
  });
  countrySwitch.bind(form.parentElement as HTMLElement);
  return { select, sent };
};

/**
 * Runs the page's inline scripts as a browser does while parsing the server's HTML (a script React inserts is never
 * run): each is put in again as a new script element, which runs at once.
 */
const runInlineScripts = (root: HTMLElement): void => {
  // The page's consent platform (its script in the head), there before the footer's scripts run.
  if (!document.querySelector(`script[${CONSENT_PLATFORM_ATTRIBUTE}]`)) {
    const platform = document.createElement('script');
    platform.type = 'text/plain';
    platform.setAttribute(CONSENT_PLATFORM_ATTRIBUTE, '');
    document.head.append(platform);
  }
  for (const written of root.querySelectorAll('script')) {
    const script = document.createElement('script');
    for (const { name, value } of written.attributes) script.setAttribute(name, value);
    script.textContent = written.textContent;
    written.replaceWith(script);
  }
};

/** Clicks the cookie-settings entry, the consent platform's script having run, and counts the platform's requests. */
const consentRequestsOnClick = async (button: HTMLElement): Promise<number> => {
  document.querySelector(`script[${CONSENT_PLATFORM_ATTRIBUTE}]`)?.dispatchEvent(new Event('load'));
  let opened = 0;
  const count = () => (opened += 1);
  window.addEventListener(OPEN_CONSENT_SETTINGS_EVENT, count);
  await userEvent.click(button);
  window.removeEventListener(OPEN_CONSENT_SETTINGS_EVENT, count);
  return opened;
};

interface Setup {
  /** Whether the page's inline scripts run as the browser parses it (default); false: the markup as the server sent it. */
  runScripts?: boolean;
  /** The platform the serving layer set; undefined (default): none, the static markup CSS lays out per width. */
  platform?: Platform;
  storefront?: Storefront;
  cookies?: Record<string, string>;
  page?: Partial<PageContext>;
  /** The content the server loaded with the page (default: the mother's German footer); undefined: the load failed. */
  cms?: CmsFooterContent;
  /** The newsletter status the server read for a returning visitor. */
  newsletterStatus?: NewsletterStatus;
  /** The server sent no footer content with the page at all. */
  nothingPreloaded?: boolean;
}

const renderFooter = async (setup: Setup = {}) => {
  const { platform, storefront = { country: 'DE', locale: 'de-DE' }, cookies, page, newsletterStatus, nothingPreloaded = false } = setup;
  const cms = 'cms' in setup ? setup.cms : aCmsFooter();
  const { container, resolver, ports } = createTestContainer({ storefront, cookies, page });
  const fakes = bindFooterFakes(container, {
    preloaded: nothingPreloaded ? undefined : newsletterStatus ? { cms, newsletterStatus } : { cms },
  });
  const messages = await loadCatalogue(storefront.locale);
  const view = render(
    <ResolverProvider resolver={resolver}>
      <StorefrontProvider storefront={storefront} messages={messages}>
        <InlineScriptsProvider scripts={{ consentSettingsEntry: CONSENT_SETTINGS_ENTRY_SCRIPT }}>
          <PageLayout
            visibility={{ header: true, footer: true }}
            platform={platform}
            header={null}
            footer={<StorefrontFooter newsletter={<p>Newsletter-Widget</p>} />}
          >
            <h1>Seite</h1>
          </PageLayout>
        </InlineScriptsProvider>
      </StorefrontProvider>
    </ResolverProvider>,
  );
  const footer = screen.getByRole('contentinfo');
  if (setup.runScripts !== false) runInlineScripts(footer);
  return { ...view, footer, ports, fakes };
};

/** The footer's native disclosures (<details>), each named by the heading in its summary. */
const disclosures = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('group')
    .filter((group) => group.tagName === 'DETAILS');

const headingOf = (disclosure: HTMLElement) => within(disclosure).getByRole('heading', { level: 2 });

describe('storefront footer content', () => {
  it("marks the CMS content with the storefront's language when ?locale= shows the UI in another one", async () => {
    const { footer, unmount } = await renderFooter({ storefront: { country: 'HU', locale: 'en' } });
    const teasers = within(footer).getByRole('navigation', { name: 'Service and information' });
    expect(teasers.getAttribute('lang')).toBe('hu-HU');
    unmount();
    const same = await renderFooter();
    expect(within(same.footer).getByRole('navigation', { name: 'Service und Informationen' }).hasAttribute('lang')).toBe(false);
  });

  it('shows the four teaser groups as native disclosures, headed in their summary, the heading link first inside', async () => {
    const { footer } = await renderFooter();
    const teasers = within(footer).getByRole('navigation', { name: 'Service und Informationen' });
    const groups = disclosures(teasers);
    expect(groups.map((group) => headingOf(group).textContent)).toEqual(['Service & Hilfe', 'Zahlungsarten', 'Versand', 'Entdecken']);
    groups.forEach((group) => {
      const heading = headingOf(group);
      expect(heading.closest('summary')?.parentElement).toBe(group);
      expect(within(heading).queryByRole('link')).toBeNull();
    });
    const service = groups[0]!;
    const links = within(service).getAllByRole('link');
    expect(links[0]!.textContent).toBe('Service & Hilfe');
    expect(links[0]!.getAttribute('href')).toBe('/hilfe');
    expect(within(service).getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('/contact');
    // Not laid out yet: the link hidden on classic stays in the markup (CSS hides it on wide screens).
    expect(within(service).getByRole('link', { name: 'App herunterladen' })).toBeTruthy();
  });

  it('opens a group when its summary is activated, so its links can be followed', async () => {
    const { footer } = await renderFooter();
    const service = disclosures(footer)[0]!;
    expect(service.hasAttribute('open')).toBe(false);
    await userEvent.click(headingOf(service));
    expect(service.hasAttribute('open')).toBe(true);
    expect(within(service).getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe('/contact');
  });

  it('leaves out the links hidden on classic when the serving layer laid the page out for classic', async () => {
    const { footer } = await renderFooter({ platform: 'classic' });
    const service = disclosures(footer)[0]!;
    expect(within(service).getByRole('link', { name: 'Kontakt' })).toBeTruthy();
    expect(within(service).queryByRole('link', { name: 'App herunterladen' })).toBeNull();
  });

  it('shows the SEO links in a disclosure, social and app icons, seals, the sales-tax note and the legal bar', async () => {
    const { footer } = await renderFooter();
    const seo = within(footer).getByRole('navigation', { name: 'Beliebte Kategorien' });
    const [seoDisclosure] = disclosures(seo);
    expect(headingOf(seoDisclosure!).textContent).toBe('Beliebte Kategorien');
    expect(within(seoDisclosure!).getByRole('link', { name: 'Kaffee' }).getAttribute('href')).toBe('/kaffee-c400000100.html');
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
    expect(within(legal).getByRole('button', { name: 'Cookie-Einstellungen' })).toBeTruthy();
    expect(within(footer).getByText('© Bohne & Haus')).toBeTruthy();
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

  it('renders an unknown logo source as an empty image', async () => {
    const cms = aCmsFooter({
      qualityLogos: {
        logos: [
          { link: { text: 'Siegel', url: '/siegel' }, image: { label: 'Unbekanntes Siegel', source: 'mystery', width: 64, height: 64 } },
        ],
      },
    });
    const { footer } = await renderFooter({ cms });
    expect(within(footer).getByRole('img', { name: 'Unbekanntes Siegel' }).getAttribute('src')).toBe(EMPTY_IMAGE);
  });

  it('keeps the content’s order of the legal bar, cookie-settings entries first, between and last; no script sits between the list’s items', async () => {
    const settings = (text: string) => ({ text, url: 'javascript:openCookieSettings()' });
    const cms = aCmsFooter({
      legalLinks: [
        settings('Cookies A'),
        { text: 'Impressum', url: '/impressum' },
        settings('Cookies B'),
        settings('Cookies C'),
        { text: 'AGB', url: '/agb' },
        settings('Cookies D'),
      ],
    });
    const { footer, unmount } = await renderFooter({ cms, runScripts: false });
    const legal = within(footer).getByRole('navigation', { name: 'Rechtliche Hinweise' });
    expect(legal.querySelectorAll('ul > script')).toHaveLength(0);
    runInlineScripts(footer);
    expect(
      within(legal)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cookies A', 'Impressum', 'Cookies B', 'Cookies C', 'AGB', 'Cookies D']);
    expect(legal.querySelectorAll('script')).toHaveLength(0);
    unmount();
  });

  it('opens the cookie settings by the consent platform’s event; no script URL reaches the page', async () => {
    const cms = aCmsFooter({
      legalLinks: [
        { text: 'Cookie-Einstellungen', url: ' JavaScript:openCookieSettings()' },
        { text: 'AGB', url: 'java\tscript:alert(1)' },
      ],
    });
    const { footer, container } = await renderFooter({ cms });
    expect(await consentRequestsOnClick(within(footer).getByRole('button', { name: 'Cookie-Einstellungen' }))).toBe(1);
    expect(container.innerHTML).not.toMatch(/script:/i);
  });

  it('shows the newsletter block for a visitor without a subscription', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByTestId('footer-newsletter').textContent).toBe('Newsletter-Widget');
  });

  it('has no axe violations', async () => {
    const { container } = await renderFooter();
    await expectNoAxeViolations(container);
  });

  it('has no axe violations with a group open, laid out for smartphone', async () => {
    const { container, footer } = await renderFooter({ platform: 'mobile' });
    await userEvent.click(headingOf(disclosures(footer)[0]!));
    await expectNoAxeViolations(container);
  });
});

describe('country dropdown', () => {
  it('does not leave the page while a keyboard user browses the closed dropdown with arrow keys; Enter goes there', async () => {
    const { footer } = await renderFooter({ storefront: { country: 'AT', locale: 'de-AT' } });
    const { select, sent } = bindCountrySwitch(footer);
    // What Chromium on Linux and Windows does on ArrowDown in a closed select: the value moves and change fires.
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'pl' } });
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'ch' } });
    expect(sent).toEqual([]);
    fireEvent.keyDown(select, { key: 'Enter' });
    expect(sent).toEqual(['/country-switch?country=ch']);
  });

  it('shows the current storefront again when a keyboard user leaves the dropdown without choosing', async () => {
    const { footer } = await renderFooter();
    const { select, sent } = bindCountrySwitch(footer);
    fireEvent.focus(select);
    fireEvent.keyDown(select, { key: 'ArrowDown' });
    fireEvent.change(select, { target: { value: 'hu' } });
    expect(select.value).toBe('hu');
    fireEvent.blur(select);
    expect(select.value).toBe('de');
    expect(sent).toEqual([]);
    expect(within(footer).getByText(/Enter zum Wechseln/)).toBeTruthy();
  });

  it('lists the nine storefronts, the current one selected, and goes to the one chosen (its form, without a button press)', async () => {
    const { footer } = await renderFooter({ storefront: { country: 'AT', locale: 'de-AT' } });
    const { select, sent } = bindCountrySwitch(footer);
    const options = within(select).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((option) => option.value)).toEqual(['cz', 'de', 'hu', 'at', 'pl', 'ch', 'sk', 'ch_fr', 'tr']);
    expect(options.find((option) => option.selected)?.value).toBe('at');
    await userEvent.selectOptions(select, 'ch_fr');
    expect(sent).toEqual(['/country-switch?country=ch_fr']);
  });

  it('keeps its button, so the form works without script and nothing moves when script arrives', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByRole('button', { name: /Wechseln|Los|Weiter|Land/ })).toBeTruthy();
  });

  it.each([
    ['de-DE', 'Land wählen'],
    ['fr-CH', 'Choisir le pays'],
    ['cs-CZ', 'Vyberte zemi'],
    ['hu-HU', 'Ország kiválasztása'],
    ['pl-PL', 'Wybierz kraj'],
    ['sk-SK', 'Vyberte krajinu'],
    ['tr-TR', 'Ülke seçin'],
    ['en', 'Choose country'],
  ] as const)('is labelled in %s "%s"', async (locale, label) => {
    const { footer } = await renderFooter({ storefront: { country: 'DE', locale } });
    expect(within(footer).getByRole('combobox', { name: label })).toBeTruthy();
  });

  it.each<Platform>(['mobile', 'tablet'])('is left out when the page is laid out for %s', async (platform) => {
    const { footer } = await renderFooter({ platform });
    expect(within(footer).queryByRole('combobox')).toBeNull();
  });
});

describe('view changer', () => {
  it('offers both views before the platform is known (CSS shows the one for the width)', async () => {
    const { footer } = await renderFooter();
    expect(within(footer).getByRole('button', { name: 'Zur mobilen Ansicht' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Zur Desktop-Ansicht' })).toBeTruthy();
  });

  it('switches to the mobile view on classic: platform cookie smartphone, then reload', async () => {
    const { footer, ports } = await renderFooter({ platform: 'classic' });
    expect(within(footer).queryByRole('button', { name: 'Zur Desktop-Ansicht' })).toBeNull();
    await userEvent.click(within(footer).getByRole('button', { name: 'Zur mobilen Ansicht' }));
    expect(ports.cookies.get('platform')).toBe('smartphone');
    expect(ports.navigation.reloads).toBe(1);
  });

  it('switches to the desktop view on smartphone: platform cookie classic, then reload', async () => {
    const { footer, ports } = await renderFooter({ platform: 'mobile' });
    expect(within(footer).queryByRole('button', { name: 'Zur mobilen Ansicht' })).toBeNull();
    await userEvent.click(within(footer).getByRole('button', { name: 'Zur Desktop-Ansicht' }));
    expect(ports.cookies.get('platform')).toBe('classic');
    expect(ports.navigation.reloads).toBe(1);
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
    expect(disclosures(footer).map((group) => headingOf(group).textContent)).toEqual([
      'Service & Hilfe',
      'Zahlungsarten',
      'Versand',
      'Entdecken',
    ]);
  });

  it.each(['WAITING_FOR_DOI', 'SUBSCRIBED'] as const)(
    'hides the newsletter block when the server read the status %s for the visitor',
    async (newsletterStatus) => {
      const { footer } = await renderFooter({ newsletterStatus });
      expect(within(footer).queryByText('Newsletter-Widget')).toBeNull();
    },
  );

  it('hides the newsletter block when the page says newsletter-form-hidden', async () => {
    const { footer } = await renderFooter({ page: { newsletterFormHidden: 'true' } });
    expect(within(footer).queryByText('Newsletter-Widget')).toBeNull();
  });

  it('hides groups marked hideGroupInCheckout in checkout', async () => {
    const { footer } = await renderFooter({ page: { checkout: 'true' } });
    expect(within(footer).queryByRole('heading', { name: 'Entdecken' })).toBeNull();
    // The group's summary heading and the plain heading that stands in for it where groups do not collapse.
    expect(within(footer).getAllByRole('heading', { name: 'Versand' }).length).toBeGreaterThan(0);
  });

  it('keeps a usable footer when the server could not load the content: fallback legal links, dropdown, newsletter', async () => {
    const { footer } = await renderFooter({ cms: undefined });
    expect(within(footer).queryByRole('navigation', { name: 'Service und Informationen' })).toBeNull();
    expect(within(footer).queryByRole('navigation', { name: 'Beliebte Kategorien' })).toBeNull();
    expect(within(footer).getByRole('combobox', { name: 'Land wählen' })).toBeTruthy();
    expect(within(footer).getByText('Newsletter-Widget')).toBeTruthy();
    const legal = within(footer).getByRole('navigation', { name: 'Rechtliche Hinweise' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Impressum', '/impressum'],
      ['AGB', '/agb'],
      ['Datenschutz', '/privacy'],
      ['Barrierefreiheit', '/barrierefreiheit'],
    ]);
    expect(await consentRequestsOnClick(within(legal).getByRole('button', { name: 'Cookie-Einstellungen' }))).toBe(1);
  });

  it("keeps the fallback legal links under the storefront's address prefix", async () => {
    const { footer } = await renderFooter({ cms: undefined, storefront: { country: 'AT', locale: 'de-AT' }, page: { basePath: '/at' } });
    const legal = within(footer).getByRole('navigation', { name: 'Rechtliche Hinweise' });
    expect(within(legal).getByRole('link', { name: 'Impressum' }).getAttribute('href')).toBe('/at/impressum');
  });

  it('has no axe violations without content', async () => {
    const { container } = await renderFooter({ cms: undefined });
    await expectNoAxeViolations(container);
  });

  it('keeps its space empty when the server sent no footer content with the page', async () => {
    const { footer } = await renderFooter({ nothingPreloaded: true });
    expect(footer.getAttribute('aria-busy')).toBe('true');
    expect(footer.textContent).toBe('');
  });
});
