/** Escapes text for HTML element content and attribute values: content is data, never markup. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"'`]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[c] ?? c,
  );

/** Tagged template that escapes every interpolated value unless it is already `Html`. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}
export const html = (strings: TemplateStringsArray, ...values: unknown[]): Html =>
  new Html(strings.reduce((out, text, index) => out + text + (index < values.length ? render(values[index]) : ''), ''));
const render = (value: unknown): string =>
  value instanceof Html ? value.value : Array.isArray(value) ? value.map(render).join('') : escapeHtml(value);

/** A table of rows for the control page. */
export const table = (rows: ReadonlyArray<Record<string, unknown>>, empty = 'Nothing stored.'): Html => {
  const first = rows[0];
  if (!first) return html`<p class="empty">${empty}</p>`;
  const columns = Object.keys(first);
  return html`<div class="scroll">
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
