// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError.ts';
import { ERROR_EVENT, type AnalyticsErrorEvent } from './analyticsErrorEvent.ts';
import { REDACTED } from './redact.ts';
import { ClientLogSink, setClientLog } from './clientLog.ts';
import { logCallFailure, logSuccess, setAnalyticsConsent, setLogRoute } from './log.ts';

/** Records the analytics error events raised on window while `run` goes. */
async function raisedDuring(run: () => Promise<void>): Promise<AnalyticsErrorEvent[]> {
  const seen: AnalyticsErrorEvent[] = [];
  const listener = (e: Event) => seen.push((e as CustomEvent<AnalyticsErrorEvent>).detail);
  window.addEventListener(ERROR_EVENT, listener);
  try {
    await run();
  } finally {
    window.removeEventListener(ERROR_EVENT, listener);
  }
  return seen;
}

afterEach(() => {
  setAnalyticsConsent(false);
  setClientLog(undefined);
});

describe('analytics error events (spec 000 §8, spec 001 §8; issue 16)', () => {
  const sink = () => new ClientLogSink({ transport: { beacon: () => true } });

  it('with analytics cookies accepted, a failed call raises one event with the checked status, reference and text', async () => {
    setClientLog(sink());
    setAnalyticsConsent(true);
    setLogRoute('proofing:submit');
    const seen = await raisedDuring(() =>
      logCallFailure('proofing:p5-uplift-nhs-known', new ApiError('http', 400, '', 'No match found')),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      id: 'proofing:p5-uplift-nhs-known',
      status: 400,
      errorCode: '',
      error: 'No match found',
      route: 'proofing:submit',
    });
    expect(Object.keys(seen[0]!).sort()).toEqual(['at', 'error', 'errorCode', 'id', 'route', 'status']);
  });

  it('its text is the redacted one: what looks personal never reaches the analytics script', async () => {
    setClientLog(sink());
    setAnalyticsConsent(true);
    const seen = await raisedDuring(() =>
      logCallFailure('sign-in:login', new ApiError('http', 400, '', 'No account for confirmed@example.com')),
    );
    // The event is raised (an empty list would also hold no email), with the text redacted.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ id: 'sign-in:login', status: 400, error: REDACTED });
    expect(JSON.stringify(seen)).not.toContain('example.com');
  });

  it('before analytics cookies are accepted, or after they are refused, nothing is raised', async () => {
    setClientLog(sink());
    const fail = () => logCallFailure('sign-in:login', new ApiError('http', 400, '', 'x'));
    const before = await raisedDuring(fail);
    setAnalyticsConsent(true);
    // The same failure while accepted is raised: what follows is the consent's doing, not the call's.
    const accepted = await raisedDuring(fail);
    setAnalyticsConsent(false);
    const after = await raisedDuring(fail);
    expect(before).toEqual([]);
    expect(accepted.map((e) => e.id)).toEqual(['sign-in:login']);
    expect(after).toEqual([]);
  });

  it('a success that is logged is not an error event', async () => {
    setClientLog(sink());
    setAnalyticsConsent(true);
    expect(await raisedDuring(() => logSuccess('password-changed', 'reset:confirm-change-password'))).toEqual([]);
    // A failure of the same call is one, so the empty list above is the success's own.
    const failed = await raisedDuring(() =>
      logCallFailure('reset:confirm-change-password', new ApiError('http', 500, '', 'x')),
    );
    expect(failed).toHaveLength(1);
  });
});
