/** Names in the server's HTML that the first-load script reads (no code: the loader imports this file). */

/** The event the runtime dispatches on the document when a customer signs in on the page (islands that prefill wake). */
export const SIGNED_IN_EVENT = 'storefront:signed-in';

/** The meta element naming the copy chunk's files, which the loader preloads when the first island wakes. */
export const COPY_MODULES_META = 'storefront-copy';
