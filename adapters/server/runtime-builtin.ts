/**
 * A module the runtime has built in, reached through `process.getBuiltinModule` (Node 20.16+, Bun, Deno), or
 * undefined where there is none (edge runtimes): the server bundle imports no Node built-in, yet uses one where it can.
 * `isUsable` checks the functions the caller needs.
 */
export const runtimeBuiltin = <T>(id: `node:${string}`, isUsable: (module: Partial<T>) => boolean): T | undefined => {
  const runtime = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    const module = runtime?.getBuiltinModule?.(id) as Partial<T> | undefined;
    return module && isUsable(module) ? (module as T) : undefined;
  } catch {
    return undefined;
  }
};
