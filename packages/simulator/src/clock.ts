/** Milliseconds in a minute. */
export const MINUTE_MS = 60_000;

/**
 * A controllable clock: real time plus an offset that tests and testers can move forward, so
 * code expiry (spec 000 §9, 5 minutes), lockouts (15 minutes) and session length (1 hour) can be
 * reached without waiting.
 */
export class Clock {
  private offsetMs = 0;

  /**
   * @param realNow - the real time source in epoch milliseconds (default `Date.now`)
   */
  constructor(private readonly realNow: () => number = Date.now) {}

  /** The simulator's current time, in epoch milliseconds. */
  now(): number {
    return this.realNow() + this.offsetMs;
  }

  /**
   * Moves the clock forward.
   * @param minutes - how far, in minutes (must be finite and not negative)
   * @throws RangeError when `minutes` is negative or not finite
   */
  advanceMinutes(minutes: number): void {
    if (!Number.isFinite(minutes) || minutes < 0) throw new RangeError('minutes must be a finite number >= 0');
    this.offsetMs += minutes * MINUTE_MS;
  }

  /** Removes every offset: back to real time. */
  reset(): void {
    this.offsetMs = 0;
  }
}
