// jsdom ships no types (it is the dom project's environment); the one constructor a node-environment test reads markup
// with, and the option that runs the markup's inline scripts as a browser does while parsing.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { readonly runScripts?: 'dangerously' });
    readonly window: Window & typeof globalThis;
  }
}
