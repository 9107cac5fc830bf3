import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { bindSignUp } from '../../composition/features/newsletter/island-bindings';
import { pageContextModule } from '../../composition/compose';
import { createContainer, resolve } from '../../composition/container';
import { DataLayerTracking, type DataLayerHost } from '../../adapters/browser/data-layer-tracking';
import { EMPTY_NEWSLETTER_FORM } from '../../core/newsletter/newsletter-form';
import { NEWSLETTER_TOKENS } from '../../core/newsletter/newsletter.tokens';
import type { HttpClient, HttpRequest } from '../../core/shared/http-client.port';
import { SHARED_TOKENS } from '../../core/shared/shared.tokens';
import { aPageContext } from '../fakes/test-container';
import { RecordingLogger } from '../fakes/recording-logger';
import { MemoryCookieJar } from '../fakes/memory-cookie-jar';

/** The newsletter as the browser composes it, over a recording HTTP client and a page's own dataLayer. */
const compose = () => {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    send: (request) => {
      requests.push(request);
      return TE.right({ status: 201, body: {}, headers: {} });
    },
  };
  const page: DataLayerHost = {};
  const container = createContainer();
  container.bind(SHARED_TOKENS.httpClient).toConstantValue(http);
  container.bind(SHARED_TOKENS.logger).toConstantValue(new RecordingLogger());
  container.bind(SHARED_TOKENS.cookies).toConstantValue(new MemoryCookieJar());
  // A page as the server describes it (core/page/page-request.ts).
  container.load(pageContextModule(aPageContext({ path: '/c/kaffee', origin: 'https://shop.test' })));
  container.bind(SHARED_TOKENS.tracking).toConstantValue(new DataLayerTracking(page));
  container.bind(SHARED_TOKENS.serviceOrigin).toConstantValue('https://shop.test');
  bindSignUp(container, 'SK');
  return { requests, page, subscribe: resolve(container, NEWSLETTER_TOKENS.subscribe) };
};

const signUp = { values: { ...EMPTY_NEWSLETTER_FORM, email: 'a@b.sk' }, honeypot: '', legalTextsShown: [] };

describe('newsletter composition', () => {
  it('sends sign-ups to the internal path with the storefront as site and the page as original address', async () => {
    const { requests, subscribe } = compose();
    await subscribe(signUp)();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      url: 'https://shop.test/service/newsletter/api/internal/newsletter-subscribers',
      headers: { 'X-Site': 'SK', 'X-Original-Address': 'https://shop.test/c/kaffee' },
    });
  });

  it('pushes one sign_up event onto the page’s dataLayer', async () => {
    const { page, subscribe } = compose();
    await subscribe({ ...signUp, originAddition: 'footer' })();
    expect(page.dataLayer).toEqual([{ event: 'sign_up', subject: 'newsletter', origin: 'onsite:footer', type: 'ga4' }]);
  });
});
