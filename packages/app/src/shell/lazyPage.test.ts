import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchPageLeaving } from '../lib/pageLeaving.ts';
import { ChunkErrorPage } from './ChunkErrorPage.tsx';
import { CHUNK_RELOAD_MARK, lazyPage, noteNavigationTarget, ReloadingPage } from './lazyPage.ts';

/** history and location.reload stand-ins (the unit project runs without a DOM). */
function browser(initial: Record<string, unknown> | null = { key: 'k1' }) {
  const entry = { state: initial };
  const pushed: string[] = [];
  vi.stubGlobal('history', {
    get state() {
      return entry.state;
    },
    replaceState: (s: Record<string, unknown>) => void (entry.state = s),
    pushState: (s: Record<string, unknown>, _: string, url: string) => {
      entry.state = s;
      pushed.push(url);
    },
  });
  const reload = vi.fn();
  const assign = vi.fn();
  const location = { reload, assign, href: 'http://app.test/get-call-landline', origin: 'http://app.test' };
  vi.stubGlobal('window', { location });
  return { entry, pushed, reload, assign, location };
}

afterEach(() => vi.unstubAllGlobals());

const Page = () => null;
const failing = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

// Issue 44: the mark lives in the history entry's own state, never in the browser's storage.
describe('a lazily loaded page whose chunk fails (spec 000 §4 Session restart and loading)', () => {
  it("reloads the page once, marking the attempt in the history entry and keeping the router's state", async () => {
    const { entry, reload } = browser();
    const route = await lazyPage(failing)();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(entry.state).toEqual({ key: 'k1', [CHUNK_RELOAD_MARK]: true });
    expect(route.Component).toBeTypeOf('function');
  });
  it('loads the address being navigated to, not the page being left, once the router has made its entry', async () => {
    vi.useFakeTimers();
    try {
      const { reload, entry, location } = browser();
      noteNavigationTarget('http://app.test/enter-landline-code');
      await lazyPage(failing)();
      expect(reload).not.toHaveBeenCalled();
      // The router finishes its navigation (the page that failed shows nothing meanwhile).
      location.href = 'http://app.test/enter-landline-code';
      entry.state = { key: 'k3', idx: 1 };
      vi.advanceTimersByTime(20);
      expect(entry.state).toEqual({ key: 'k3', idx: 1, [CHUNK_RELOAD_MARK]: true });
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      noteNavigationTarget('http://app.test/get-call-landline');
    }
  });
  it('loads the address anyway, unmarked, when the router never gets there', async () => {
    vi.useFakeTimers();
    try {
      const { reload, assign } = browser();
      noteNavigationTarget('http://app.test/enter-landline-code');
      await lazyPage(failing)();
      vi.advanceTimersByTime(2_100);
      expect(assign).toHaveBeenCalledWith('http://app.test/enter-landline-code');
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
      noteNavigationTarget('http://app.test/get-call-landline');
    }
  });
  it('a second failure after the reload shows "Something went wrong": no reload loop', async () => {
    const { reload } = browser({ [CHUNK_RELOAD_MARK]: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = await lazyPage(failing)();
    expect(route.Component).toBe(ChunkErrorPage);
    expect(reload).not.toHaveBeenCalled();
  });
  it('a chunk cancelled because the page is being left reloads nothing, even when the press came before this module ran', async () => {
    // Issue 44 (WebKit): the user's post went while the app was still loading its start-up steps;
    // the page's chunk, cancelled as the page goes, must not reload the page and drop the post's
    // answer. The page is watched from the entry (main.tsx), before this module existed.
    const page = new EventTarget();
    watchPageLeaving(page);
    const { reload, assign } = browser();
    page.dispatchEvent(new Event('beforeunload'));
    try {
      const route = await lazyPage(failing)();
      expect(route.Component).toBe(ReloadingPage);
      expect(reload).not.toHaveBeenCalled();
      expect(assign).not.toHaveBeenCalled();
    } finally {
      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    }
  });
  it('a chunk that loads clears the mark, so a later failure may reload again', async () => {
    const { entry, reload } = browser({ key: 'k2', [CHUNK_RELOAD_MARK]: true });
    const route = await lazyPage(() => Promise.resolve({ default: Page }))();
    expect(route.Component).toBe(Page);
    expect(entry.state?.[CHUNK_RELOAD_MARK]).toBeUndefined();
    expect(entry.state?.key).toBe('k2');
    expect(reload).not.toHaveBeenCalled();
  });
});
