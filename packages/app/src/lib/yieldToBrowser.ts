/** The Prioritized Task Scheduling API's `scheduler.yield`, where the browser has it. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resolves in a new one, so the browser can paint and handle input in
 * between (issue 9 "Performance": start-up work in tasks short enough not to block a slow phone).
 * Uses `scheduler.yield()` where the browser has it (the continuation runs ahead of other queued
 * tasks), otherwise a zero-delay timer. Never rejects.
 * @returns a promise that resolves in a later task
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
