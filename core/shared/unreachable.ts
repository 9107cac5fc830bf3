/**
 * The `never` check that closes an exhaustive `switch` on a tagged union: a new `kind` the switch does not handle
 * is a type error where it is matched, and throws if a value outside the type arrives anyway.
 */
export const unreachable = (value: never): never => {
  throw new Error(`Unhandled case: ${JSON.stringify(value)}`);
};
