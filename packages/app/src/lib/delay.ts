/**
 * Runs `work` and resolves (or rejects) no sooner than `minimumMs` after it started, so a
 * result page never flashes. spec 000 §9: 1-second minimum on OTP submission, landline OTP
 * verification and the account-status check.
 * @param work - the promise to await
 * @param minimumMs - the minimum duration, in milliseconds
 */
export async function withMinimumDelay<T>(work: Promise<T>, minimumMs: number): Promise<T> {
  const wait = new Promise<void>((resolve) => setTimeout(resolve, minimumMs));
  try {
    const result = await work;
    await wait;
    return result;
  } catch (e) {
    await wait;
    throw e;
  }
}

/** The 1-second minimum delay of spec 000 §9, in milliseconds. */
export const MINIMUM_DELAY_MS = 1000;
