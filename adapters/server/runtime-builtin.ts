/**
 * A module the runtime has built in, reached through `process.getBuiltinModule` (Node 20.16+, Bun, Deno), or
 * undefined where there is none (edge runtimes): the server bundle imports no Node built-in, yet uses one where it can.
 * `isUsable` checks the functions the caller needs.
 */
export const runtimeBuiltin = <T>(id: `node:${string}`, isUsable: (module: Partial<T>) => boolean): T | undefined => {
  // Casts: `process` is a global on Node, Deno and Bun, and absent on workerd; getBuiltinModule returns unknown,
  // checked by isUsable before the module is handed out as T.
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    const module = runtime?.getBuiltinModule?.(id) as Partial<T> | undefined;
    // isUsable checked what the caller needs of T.
    return module && isUsable(module) ? (module as T) : undefined;
  } catch {
    return undefined;
  }
};
