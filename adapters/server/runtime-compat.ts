/**
 * Node 20 lacks ArrayBuffer.prototype.detached (Node 22, Bun and Deno have it); React's web-stream renderer reads it
 * and otherwise warns on every empty chunk. A view on a detached buffer cannot be made, which is all it needs to know.
 */
if (!Object.prototype.hasOwnProperty.call(ArrayBuffer.prototype, 'detached')) {
  Object.defineProperty(ArrayBuffer.prototype, 'detached', {
    configurable: true,
    get(this: ArrayBuffer): boolean {
      try {
        new Uint8Array(this);
        return false;
      } catch {
        return true;
      }
    },
  });
}
export {};
