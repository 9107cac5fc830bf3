declare const bound: unique symbol;

/**
 * An injection token that names the type bound to it: resolving it gives that type, so no resolve takes a type
 * argument and a resolve into the wrong type fails the compiler. The type is a phantom (invariant, never present at
 * run time); the value is a registered symbol, so the same description is the same token in every chunk.
 */
export type Token<T> = symbol & { readonly [bound]?: (value: T) => T };

/** A token for values of type T. */
// Cast: a token is a plain symbol at run time; its type only carries T (the phantom member) for resolve().
export const token = <T>(description: string): Token<T> => Symbol.for(description) as Token<T>;

/** The type a token resolves to. */
export type TokenType<K> = K extends Token<infer T> ? T : never;
