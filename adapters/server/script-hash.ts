import { encodeBytesBase64 } from '../../core/shared/base64';

/**
 * A CSP source allowing one inline script by its content (`'sha256-…'`, CSP 3): cached pages cannot carry a nonce,
 * and the hash names exactly the script the page carries. Web Crypto, on every runtime the entry runs on.
 */
export const scriptHashSource = async (script: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
  return `'sha256-${encodeBytesBase64(new Uint8Array(digest))}'`;
};
