import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, lazyPage } from './lazyPage.ts';

/** sessionStorage and location.reload stand-ins (the unit project runs without a DOM). */
function browser() {
  const store = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  vi.stubGlobal('window', { location: { reload } });
  return { store, reload };
}

afterEach(() => vi.unstubAllGlobals());

const Page = () => null;

describe('a lazily loaded page whose chunk fails (spec 000 §4 Session restart and loading)', () => {
  it('reloads the page once, remembering the attempt in sessionStorage', async () => {
    const { store, reload } = browser();
    const route = await lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('1');
    expect(route.Component).toBeTypeOf('function');
  });
  it('a second failure after the reload is thrown to the error page: no reload loop', async () => {
    const { store, reload } = browser();
    store.set(CHUNK_RELOAD_KEY, '1');
    const failed = lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))();
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(reload).not.toHaveBeenCalled();
  });
  it('a chunk that loads clears the mark, so a later failure may reload again', async () => {
    const { store, reload } = browser();
    store.set(CHUNK_RELOAD_KEY, '1');
    const route = await lazyPage(() => Promise.resolve({ default: Page }))();
    expect(route.Component).toBe(Page);
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
