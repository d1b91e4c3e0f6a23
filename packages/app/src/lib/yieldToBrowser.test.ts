import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './yieldToBrowser.ts';

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in a later task: a timer queued before it has run by then', async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    await yieldToBrowser();
    expect(timerRan).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToBrowser();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
