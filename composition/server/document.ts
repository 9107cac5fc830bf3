import { COPY_MODULES_META, EARLY_EVENTS_SCRIPT, ISLAND_MODULES_META, RUNTIME_MODULES_META } from '../../adapters/browser/early-events';
import { CONSENT_PLATFORM_ATTRIBUTE } from '../../adapters/browser/consent-settings-entry';
import { PAGE_STATE_ID, serialisePageState, type PageState } from '../page-state';
import type { Alternate } from '../../core/country/storefront-address';

/** Escapes text for HTML content and attribute values: content is data, never markup. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The client build's index.html, cut where the server writes: before and after the head's slot and the root. */
export interface DocumentTemplate {
  readonly headStart: string;
  readonly headEnd: string;
  readonly bodyStart: string;
  readonly end: string;
}

/** Cuts index.html (built by Vite, with its hashed script and style tags) once at start-up. */
export const parseTemplate = (html: string): DocumentTemplate => {
  const cleaned = html
    .replace(/<html[^>]*>/, '')
    .replace(/<!doctype html>/i, '')
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  const [head = '', rest = ''] = cleaned.split('<!--storefront-head-->');
  const [body = '', end = ''] = rest.split('<div id="root"></div>');
  return { headStart: head, headEnd: body.replace(/<body>[\s\S]*$/, ''), bodyStart: body.slice(body.indexOf('<body>')), end };
};

/** What the head says about a page. */
export interface HeadFacts {
  readonly title: string;
  readonly description: string;
  /** The page's one address; none for a page that is not there (404). */
  readonly canonical: string | undefined;
  /** The page's counterparts in every storefront and x-default (hreflang), as the sitemap lists them; none for others. */
  readonly alternates: readonly Alternate[];
  /** The storefront's copy chunk and its imports: fetched with the first island that wakes (never at first load). */
  readonly copyModules: readonly string[];
  /** The runtime's files: fetched with the first island that wakes, beside the copy. */
  readonly runtimeModules?: readonly string[];
  /** The files of each React island on the page (by name): fetched when it wakes, beside the runtime. */
  readonly islandModules?: Readonly<Record<string, readonly string[]>>;
  /** Stylesheets of the lazy chunks in the HTML (the route's page). */
  readonly styles?: readonly string[];
  readonly robots?: string;
  /** The shop's consent platform (a same-origin script and stylesheet), if configured. */
  readonly consent?: { readonly script: string | undefined; readonly stylesheet: string | undefined };
}

/** The page up to the root element: html attributes, title, description, canonical, hreflang, the copy's files. */
export const documentStart = (template: DocumentTemplate, state: PageState, head: HeadFacts): string => {
  const { storefront, page } = state;
  const attributes = [
    `lang="${escapeHtml(storefront.locale)}"`,
    `data-country="${escapeHtml(storefront.country)}"`,
    ...(page.platform ? [`data-platform="${escapeHtml(page.platform)}"`] : []),
    `data-preview-mode="${state.previewMode}"`,
  ].join(' ');
  const links = [
    // First in the head: from here on nothing the shopper does is lost (adapters/browser/early-events.ts; CSP: its hash).
    `<script>${EARLY_EVENTS_SCRIPT}</script>`,
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}" />`] : []),
    ...(head.canonical === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`]),
    ...head.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`,
    ),
    ...(head.copyModules.length > 0 ? [`<meta name="${COPY_MODULES_META}" content="${escapeHtml(head.copyModules.join(' '))}" />`] : []),
    ...(head.runtimeModules?.length
      ? [`<meta name="${RUNTIME_MODULES_META}" content="${escapeHtml(head.runtimeModules.join(' '))}" />`]
      : []),
    ...Object.entries(head.islandModules ?? {})
      .filter(([, files]) => files.length > 0)
      .map(
        ([island, files]) =>
          `<meta name="${ISLAND_MODULES_META}" data-island-name="${escapeHtml(island)}" content="${escapeHtml(files.join(' '))}" />`,
      ),
    ...(head.consent?.stylesheet ? [`<link rel="stylesheet" href="${escapeHtml(head.consent.stylesheet)}" />`] : []),
    ...(head.consent?.script
      ? [`<script type="module" src="${escapeHtml(head.consent.script)}" ${CONSENT_PLATFORM_ATTRIBUTE}></script>`]
      : []),
  ].join('\n    ');
  // The lazy chunks' stylesheets after the entry's (at the end of the head), in the order the browser would add them.
  const styles = (head.styles ?? []).map((href) => `  <link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />\n  `).join('');
  const headEnd = styles === '' ? template.headEnd : template.headEnd.replace('</head>', `${styles}</head>`);
  return `<!doctype html>\n<html ${attributes}>${template.headStart}${links}${headEnd}${template.bodyStart}<div id="root">`;
};

/** The page after the root element: the state as JSON data (not executed, so a strict CSP allows it). */
export const documentEnd = (template: DocumentTemplate, state: PageState): string =>
  `</div>\n    <script type="application/json" id="${PAGE_STATE_ID}">${serialisePageState(state)}</script>${template.end}`;
