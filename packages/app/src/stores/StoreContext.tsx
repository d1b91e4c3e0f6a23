import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './RootStore.ts';

const StoreContext = createContext<RootStore | null>(null);

/**
 * Provides the root store to pages.
 * @param props.store - the root store
 */
export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The root store. Throws when used outside {@link StoreProvider}. */
export function useStores(): RootStore {
  const s = useContext(StoreContext);
  if (!s) throw new Error('useStores must be used inside StoreProvider');
  return s;
}
