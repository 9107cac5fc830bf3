import type { Context } from 'hono';

/** Escapes text for HTML element content and attribute values: content is data, never markup. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"'`]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c] ?? c,
  );

/** Markup built by `html`: interpolating it again does not escape it a second time. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}
/** Tagged template that escapes every interpolated value unless it is already `Html` (arrays are joined). */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): Html =>
  new Html(strings.reduce((out, text, index) => out + text + (index < values.length ? render(values[index]) : ''), ''));
const render = (value: unknown): string =>
  value instanceof Html ? value.value : Array.isArray(value) ? value.map(render).join('') : escapeHtml(value);

/**
 * A table of rows for the control page, in a region of its own that scrolls sideways on a narrow screen: focusable
 * (tabindex 0), so a keyboard can scroll it too, and named by `label`.
 */
export const table = (label: string, rows: ReadonlyArray<Record<string, unknown>>, empty = 'Nothing stored.'): Html => {
  const columns = Object.keys(rows[0] ?? {});
  if (columns.length === 0) return html`<p class="empty">${empty}</p>`;
  return html`<div class="scroll" tabindex="0" role="region" aria-label="${label}">
    <table>
      <thead>
        <tr>
          ${columns.map((c) => html`<th scope="col">${c}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${rows.map(
          (row) =>
            html`<tr>
              ${columns.map((c) => html`<td>${row[c]}</td>`)}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
};

/** A control-page form that posts one switch: the button names what pressing it does. */
export const switchForm = (action: string, name: string, next: string, state: Html | string, button: string): Html =>
  html`<form method="post" action="${action}">
    <input type="hidden" name="${name}" value="${next}" />
    <p>${state}</p>
    <button type="submit">${button}</button>
  </form>`;

/**
 * Strict CSP for the emulator's own pages (control page, outbox): scripts from 'self' only, no inline script or style,
 * no eval. Storefront pages get theirs from the product's server entry.
 */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** One of the emulator's own pages, answered with its CSP and never cached. */
export const emulatorPage = (c: Context, title: string, links: Html, main: Html, status: 200 | 401 = 200): Response =>
  c.body(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${title} – service emulator</title>
          <link rel="icon" href="data:," />
          <link rel="stylesheet" href="/emulator/control.css" />
        </head>
        <body>
          <header>
            <h1>${title}</h1>
            <p>${links}</p>
          </header>
          <main>${main}</main>
        </body>
      </html>`.value,
    status,
    { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_CSP, 'Cache-Control': 'no-store' },
  );
