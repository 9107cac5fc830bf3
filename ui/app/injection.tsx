import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Token } from '../../core/shared/token';

/** What ui needs of a DI container: resolve a token. composition/ passes its container. */
export interface Resolver {
  get<T>(token: Token<T>): T;
}

const ResolverContext = createContext<Resolver | null>(null);

/** Makes the container available to every hook below it. */
export const ResolverProvider = ({ resolver, children }: { resolver: Resolver; children: ReactNode }) => (
  <ResolverContext.Provider value={resolver}>{children}</ResolverContext.Provider>
);

/** Resolves a token once per component; throws when no provider is mounted (a wiring bug, not user input). */
export const useInjection = <T,>(token: Token<T>): T => {
  const resolver = useContext(ResolverContext);
  if (!resolver) throw new Error('useInjection needs a <ResolverProvider> above it.');
  return useMemo(() => resolver.get(token), [resolver, token]);
};
