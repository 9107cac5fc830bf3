/** Names in the server's HTML that the first-load script reads (no code: the loader imports this file). */

/** The meta element naming the copy chunk's files, which the loader preloads when the first island wakes. */
export const COPY_MODULES_META = 'storefront-copy';
