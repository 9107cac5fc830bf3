/** The hidden field that names the form a page posted (one page may hold several: the footer's and the page's). */
export const FORM_FIELD = '_form';

/** A posted form as the server entry hands it over: every field's values in order (checkboxes repeat). */
export type PostedFields = Readonly<Record<string, readonly string[]>>;

/**
 * Where a form the server answers without JavaScript posts: this page's address with its query (the token, and
 * `?locale=` where the shopper chose a language), so the answer is the same page.
 */
export const formAction = (page: {
  readonly basePath: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}): string => {
  const search = new URLSearchParams(page.query).toString();
  return `${page.basePath}${page.path}${search ? `?${search}` : ''}`;
};
