import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../../composition/app';
import { loadPage } from '../../../composition/routes';
import { loadCatalogue } from '../../../core/i18n/load-catalogue';
import { aPageContext, createTestContainer } from '../../fakes/test-container';
import { expectNoAxeViolations } from '../../support/axe';

const renderApp = async (page = aPageContext(), width = 1440) => {
  const { resolver, ports } = createTestContainer({ width });
  ports.viewport.resize(width);
  const messages = await loadCatalogue('de-DE');
  const Page = await loadPage(page.path, page.status);
  const view = render(
    <App
      resolver={resolver}
      page={page}
      storefront={{ country: 'DE', locale: 'de-DE' }}
      messages={messages}
      viewport={ports.viewport}
      logger={ports.logger}
      Page={Page}
    />,
  );
  return { ...view, ports };
};

describe('page layout', () => {
  it('shows a header, the main content area and a footer', async () => {
    await renderApp();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zum Hauptinhalt springen' }).getAttribute('href')).toBe('#main-content');
  });

  it('hides the header for NO_HEADER and the footer for no_footer', async () => {
    await renderApp(aPageContext({ layoutDirectives: 'NO_HEADER', query: { layout: 'no_footer' } }));
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
  });

  const platformOf = (container: HTMLElement) => container.querySelector('.page')?.getAttribute('data-platform');

  it('follows the width until the page names a platform', async () => {
    const { ports, container } = await renderApp(aPageContext(), 700);
    expect(platformOf(container)).toBe('mobile');
    act(() => ports.viewport.resize(1000));
    expect(platformOf(container)).toBe('tablet');
    act(() => ports.viewport.resize(1300));
    expect(platformOf(container)).toBe('classic');
  });

  it('keeps the platform of the request (platform cookie) whatever the width', async () => {
    const { ports, container } = await renderApp(aPageContext({ platform: 'tablet' }), 1440);
    expect(platformOf(container)).toBe('tablet');
    act(() => ports.viewport.resize(375));
    expect(platformOf(container)).toBe('tablet');
  });

  it('answers a path that is no page with a "page not found" page', async () => {
    await renderApp(aPageContext({ path: '/gibt-es-nicht', status: 'not-found' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
  });

  it('shows a generic content page for a path the demo does not have', async () => {
    await renderApp(aPageContext({ path: '/privacy' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Inhaltsseite' })).toBeTruthy();
    expect(screen.getByText(/\(\/privacy\)/)).toBeTruthy();
  });

  it('has no axe violations', async () => {
    const { container } = await renderApp();
    await expectNoAxeViolations(container);
  });
});
