import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkErrorPage } from './ChunkErrorPage.tsx';
import { CHUNK_RELOAD_KEY, lazyPage, noteNavigationTarget } from './lazyPage.ts';

/** sessionStorage and location.reload stand-ins (the unit project runs without a DOM). */
function browser() {
  const store = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
  const assign = vi.fn();
  vi.stubGlobal('window', {
    location: { reload, assign, href: 'http://app.test/get-call-landline', origin: 'http://app.test' },
  });
  return { store, reload, assign };
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
  it('reloads at the address being navigated to, not the page being left', async () => {
    const { assign, reload } = browser();
    noteNavigationTarget('http://app.test/enter-landline-code');
    await lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))();
    expect(assign).toHaveBeenCalledWith('http://app.test/enter-landline-code');
    expect(reload).not.toHaveBeenCalled();
    noteNavigationTarget('http://app.test/get-call-landline');
  });
  it('a second failure after the reload shows "Something went wrong": no reload loop', async () => {
    const { store, reload } = browser();
    store.set(CHUNK_RELOAD_KEY, '1');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = await lazyPage(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))();
    expect(route.Component).toBe(ChunkErrorPage);
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
