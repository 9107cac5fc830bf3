/**
 * Strict CSP for the emulator's own pages (control page, mail previews): scripts from 'self' only, no inline script,
 * no eval. Storefront pages get theirs from the product's server entry (composition/server/storefront-app.ts).
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
