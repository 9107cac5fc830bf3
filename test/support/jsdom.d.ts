// jsdom ships no types (it is the dom project's environment); the one constructor a node-environment test reads markup with.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
