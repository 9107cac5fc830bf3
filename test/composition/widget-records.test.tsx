import { render, screen } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGN_UP_EVENT } from '../../adapters/browser/dom-event-tracking';
import { plainContainer } from '../../composition/binding';
import { widgetContainer } from '../../composition/features/newsletter/widget';
import { widgetSignUp } from '../../composition/widget/widget-send';
import { WidgetTree } from '../../composition/widget/widget-tree';
import type { WidgetSettings } from '../../composition/widget/widget-settings';
import { loadCatalogue } from '../../core/i18n/load-catalogue';
import { EMPTY_NEWSLETTER_FORM } from '../../core/newsletter/newsletter-form';
import { SILENT_LOGGER } from '../../core/shared/logger.port';
import { token } from '../../core/shared/token';

const SK: WidgetSettings = { country: 'SK', locale: 'sk-SK', origin: 'embedded', originAddition: 'blog', headingLevel: 2 };

describe('the widget composes from the newsletter record', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('renders the record’s island with every token it resolves bound by the widget’s container (no inversify)', async () => {
    const resolver = widgetContainer(SK, {
      subscribe: () => TE.right({ kind: 'SUBSCRIBED', email: '' }),
      logger: SILENT_LOGGER,
      shopOrigin: 'https://shop.test',
    });
    render(<WidgetTree settings={SK} resolver={resolver} messages={await loadCatalogue('sk-SK')} shopOrigin="https://shop.test" />);
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toBeDefined();
    // Its fallback form posts to the shop's sign-up page of its storefront (the record's page, not the host page).
    expect(document.querySelector('form')?.getAttribute('action')).toMatch(/^https:\/\/shop\.test\/sk\/subscribenewsletter/);
  });

  it('sends a sign-up through the record’s binding: the shop’s service, its storefront as site, the host page as the address', async () => {
    const sent: Array<{ readonly url: string; readonly headers: Headers }> = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, headers: new Headers(init.headers) });
      return new Response('{}', { status: 201, headers: { 'Content-Type': 'application/json' } });
    });
    const host = document.body.appendChild(document.createElement('storefront-newsletter'));
    const heard: unknown[] = [];
    host.addEventListener(SIGN_UP_EVENT, (event) => heard.push((event as CustomEvent).detail));
    const subscribe = widgetSignUp('SK', 'https://shop.test', host);
    const result = await subscribe({
      values: { ...EMPTY_NEWSLETTER_FORM, email: 'a@b.sk' },
      honeypot: '',
      legalTextsShown: [],
      origin: 'embedded',
      originAddition: 'blog',
    })();
    expect(result).toEqual({ _tag: 'Right', right: { kind: 'SUBSCRIBED', email: 'a@b.sk' } });
    expect(sent.map(({ url }) => url)).toEqual(['https://shop.test/service/newsletter/api/internal/newsletter-subscribers']);
    expect(sent[0]?.headers.get('X-Site')).toBe('SK');
    expect(sent[0]?.headers.get('X-Original-Address')).toBe(`${location.origin}${location.pathname}`);
    expect(heard).toEqual([{ event: 'sign_up', subject: 'newsletter', origin: 'embedded:blog', type: 'ga4' }]);
  });
});

describe('the plain container (the widget’s, without inversify)', () => {
  const number = token<number>('test.Number');
  const text = token<string>('test.Text');

  it('makes each binding once, on its first resolve, from the tokens it depends on', () => {
    const container = plainContainer();
    const made: string[] = [];
    container.bind(number).toConstantValue(2);
    container.bind(text).toResolvedValue(
      (value: number) => {
        made.push('text');
        return `${value * 21}`;
      },
      [number],
    );
    expect(made).toEqual([]);
    expect([container.get(text), container.get(text)]).toEqual(['42', '42']);
    expect(made).toEqual(['text']);
  });

  it('fails loudly on a token bound nowhere, naming it', () => {
    expect(() => plainContainer().get(text)).toThrow('test.Text');
  });
});
