import { describe, expect, it, vi } from 'vitest';
import { pageIsLeaving, watchPageLeaving } from './pageLeaving.ts';

const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

// Issue 44: a post made while the app is still loading must not be taken for a failed chunk.
describe('whether the page is being left', () => {
  it('is marked by beforeunload and pagehide, kept by the first load’s pageshow, cleared by a restore from the cache', () => {
    const page = new EventTarget();
    watchPageLeaving(page);
    expect(pageIsLeaving()).toBe(false);
    page.dispatchEvent(new Event('beforeunload'));
    expect(pageIsLeaving()).toBe(true);
    // The page being left may finish loading after the post went (load, then pageshow): still leaving.
    page.dispatchEvent(pageshow(false));
    expect(pageIsLeaving()).toBe(true);
    // Back from the back/forward cache: live again.
    page.dispatchEvent(pageshow(true));
    expect(pageIsLeaving()).toBe(false);
    page.dispatchEvent(new Event('pagehide'));
    expect(pageIsLeaving()).toBe(true);
    page.dispatchEvent(pageshow(true));
    expect(pageIsLeaving()).toBe(false);
  });
  it('listens to a target once, however often asked', () => {
    const page = new EventTarget();
    const listen = vi.spyOn(page, 'addEventListener');
    watchPageLeaving(page);
    watchPageLeaving(page);
    expect(listen).toHaveBeenCalledTimes(3);
  });
});
