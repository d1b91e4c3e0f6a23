import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientLogBatch } from '@nhsl/contract';
import { ApiError } from '../api/ApiError.ts';
import { ClientLogSink, setClientLog, type LogTransport } from './clientLog.ts';
import { logCallFailure, logSuccess, setLogRoute } from './log.ts';
import { REDACTED, looksPersonal, safeIdentifier, safeText } from './redact.ts';

/** Correlation ids as the sink makes them (random UUIDs). */
const CID_1 = '6f1c2e7a-0b1d-4c2e-9f3a-5b6c7d8e9f00';
const CID_2 = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';

/** A transport that records what it was given; the beacon answers `beaconAccepts`. */
function recorder(beaconAccepts: boolean | 'missing' | 'throws' = true) {
  const beacons: { url: string; batch: ClientLogBatch }[] = [];
  const fetches: { url: string; init: RequestInit; batch: ClientLogBatch }[] = [];
  const transport: LogTransport = {
    beacon:
      beaconAccepts === 'missing'
        ? undefined
        : (url, body) => {
            if (beaconAccepts === 'throws') throw new TypeError('refused');
            if (beaconAccepts) beacons.push({ url, batch: JSON.parse(body) as ClientLogBatch });
            return beaconAccepts;
          },
    fetch: (url, init) => {
      fetches.push({ url, init, batch: JSON.parse(init.body as string) as ClientLogBatch });
      return Promise.resolve(undefined);
    },
  };
  return { transport, beacons, fetches };
}

const failure = (call = 'sign-in:login') => ({
  level: 'warn' as const,
  event: 'call-failed' as const,
  call,
  status: 400,
  kind: 'http',
  errorCode: '',
  message: 'Invalid credentials',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setClientLog(undefined);
});

describe('client log sink: batching (issue 16 "Every failure is seen")', () => {
  it('waits for company: nothing is sent until the delay passes, then one batch with every event', () => {
    const { transport, beacons } = recorder();
    const sink = new ClientLogSink({ transport, flushDelayMs: 1000, endpoint: '/logs', correlationId: CID_1 });
    sink.log({ ...failure(), route: 'sign-in:log-in-password' });
    sink.log({ ...failure('sign-in:authcode'), route: 'sign-in:log-in-password' });
    vi.advanceTimersByTime(999);
    expect(beacons).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe('/logs');
    expect(beacons[0]!.batch.events.map((e) => e.call)).toEqual(['sign-in:login', 'sign-in:authcode']);
    expect(beacons[0]!.batch.events[0]).toMatchObject({
      level: 'warn',
      event: 'call-failed',
      route: 'sign-in:log-in-password',
      status: 400,
      kind: 'http',
      message: 'Invalid credentials',
      correlationId: CID_1,
    });
    expect(sink.pending).toHaveLength(0);
  });

  it('sends at once when a batch is full, and never more than the batch size in one request', () => {
    const { transport, beacons } = recorder();
    const sink = new ClientLogSink({ transport, maxBatch: 3 });
    for (let i = 0; i < 7; i++) sink.log(failure());
    expect(beacons.map((b) => b.batch.events.length)).toEqual([3, 3]);
    sink.flush();
    expect(beacons.map((b) => b.batch.events.length)).toEqual([3, 3, 1]);
  });

  it('flush with nothing queued sends nothing', () => {
    const { transport, beacons, fetches } = recorder();
    new ClientLogSink({ transport }).flush();
    expect(beacons.length + fetches.length).toBe(0);
  });
});

describe('client log sink: sendBeacon, then fetch with keepalive', () => {
  it('uses the beacon when the browser queues it', () => {
    const { transport, beacons, fetches } = recorder(true);
    const sink = new ClientLogSink({ transport });
    sink.log(failure());
    sink.flush();
    expect(beacons).toHaveLength(1);
    expect(fetches).toHaveLength(0);
  });

  it.each([
    ['refuses it', false],
    ['has none', 'missing'],
    ['throws', 'throws'],
  ] as const)('falls back to a keepalive POST when the beacon %s', (_, beacon) => {
    const { transport, fetches } = recorder(beacon);
    const sink = new ClientLogSink({ transport, endpoint: '/api/client-logs' });
    sink.log(failure());
    sink.flush();
    expect(fetches).toHaveLength(1);
    expect(fetches[0]!.url).toBe('/api/client-logs');
    expect(fetches[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(fetches[0]!.batch.events).toHaveLength(1);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('offline'))],
    [
      'throws',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ] as const)(
    'a fetch that %s is swallowed: the batch was tried, nothing is left to escape, and later events still go',
    async (_, fails) => {
      // A rejection nobody handles would reach the page as an unhandledrejection (and end a Node
      // process): listened for here, beside Vitest's own listener.
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => void unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      const tried: string[][] = [];
      const sink = new ClientLogSink({
        transport: {
          fetch: (_url, init) => {
            tried.push((JSON.parse(init.body as string) as ClientLogBatch).events.map((e) => e.call));
            return fails();
          },
        },
      });
      try {
        sink.log(failure());
        expect(() => sink.flush()).not.toThrow();
        sink.log(failure('sign-in:authcode'));
        expect(() => sink.flush()).not.toThrow();
        // Real time, so that Node reports a rejection left unhandled before the listener goes.
        vi.useRealTimers();
        await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        process.off('unhandledRejection', onUnhandled);
      }
      expect(tried).toEqual([['sign-in:login'], ['sign-in:authcode']]);
      expect(sink.pending).toHaveLength(0);
      expect(unhandled).toEqual([]);
    },
  );
});

describe('client log sink: redaction (a field that looks personal is never sent)', () => {
  const personal = {
    email: 'confirmed@example.com',
    phone: '07700 900123',
    'phone (international)': '+447700900123',
    'NHS number': '943 476 5919',
    'NHS number (no spaces)': '9434765919',
    postcode: 'LS1 4AP',
    'postcode (no space)': 'ls14ap',
    'ISO date': '1980-03-15',
    'UK date': '15/03/1980',
    'date in words': '15 March 1980',
    'security code': '123456',
    JWT: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.c2ln',
    'opaque token': 'q8Zr4mB1xT9kLw2Vn7Hs0pYd',
    'hex token': '4f2a9c0e7b1d4e8fa3c2b5d6e7f80912',
    UUID: '550e8400-e29b-41d4-a716-446655440000',
  };

  it.each(Object.entries(personal))('%s looks personal', (_, value) => {
    expect(looksPersonal(value)).toBe(true);
    expect(looksPersonal(`Something about ${value} here`)).toBe(true);
  });

  it.each([
    'Invalid credentials',
    'OTP attempts exceeded',
    'No match found',
    'Unauthorized',
    'Account is disabled',
    'CID2012',
  ])('a server error text such as %s is kept', (text) => {
    expect(looksPersonal(text)).toBe(false);
    expect(safeText(text)).toBe(text);
  });

  it.each([
    'sign-in:login',
    'proofing:p5-uplift-demog-trace',
    'passkey:authentication-options',
    'consent:nhs-login-consent',
  ])('a call or route name such as %s is kept', (name) => expect(safeIdentifier(name)).toBe(name));

  it('in every field, what looks personal is replaced before it is sent', () => {
    const { transport, beacons } = recorder();
    const sink = new ClientLogSink({ transport });
    const values = Object.values(personal);
    for (const value of values) {
      sink.log({
        route: value,
        level: 'error',
        event: 'call-failed',
        call: value,
        status: 500,
        kind: value,
        errorCode: value,
        message: value,
      });
      sink.log({ ...failure(), route: value, message: `Account ${value} is locked` });
    }
    sink.flush();
    const sent = JSON.stringify(beacons.map((b) => b.batch));
    for (const value of values) expect(sent).not.toContain(value);
    for (const digits of ['9434765919', '07700900123', '123456']) expect(sent.replace(/\D/g, '')).not.toContain(digits);
    const events = beacons.flatMap((b) => b.batch.events);
    expect(
      events
        .filter((e) => e.level === 'error')
        .every((e) => e.call === REDACTED && e.route === REDACTED && e.errorCode === ''),
    ).toBe(true);
  });

  it('only the schema fields are sent: a field added by a caller never leaves the page', () => {
    const { transport, beacons } = recorder();
    const sink = new ClientLogSink({ transport, correlationId: CID_2, now: () => 5 });
    sink.log({ ...failure(), email: 'confirmed@example.com' } as Parameters<ClientLogSink['log']>[0]);
    sink.flush();
    expect(Object.keys(beacons[0]!.batch.events[0]!).sort()).toEqual(
      ['at', 'call', 'correlationId', 'errorCode', 'event', 'kind', 'level', 'message', 'route', 'status'].sort(),
    );
    expect(JSON.stringify(beacons)).not.toContain('example.com');
  });
});

describe('logCallFailure and logSuccess (what the stores call)', () => {
  it('logs an ApiError with its status, kind, reference and text, stamped with the route it happened on', async () => {
    const { transport, beacons } = recorder();
    setClientLog(new ClientLogSink({ transport }));
    setLogRoute('sign-in:authcode');
    const first = logCallFailure('sign-in:authcode', new ApiError('http', 400, 'CID2012', 'Login disabled'));
    setLogRoute('sign-in:log-in-password');
    await first;
    await logCallFailure('sign-in:login', new ApiError('network', 0, '', 'Network error'));
    await logCallFailure('passkey:browser-prompt', new DOMException('The operation was cancelled', 'NotAllowedError'));
    vi.runAllTimers();
    const events = beacons.flatMap((b) => b.batch.events);
    expect(events.map((e) => [e.level, e.call, e.route, e.status, e.kind, e.errorCode, e.message])).toEqual([
      ['warn', 'sign-in:authcode', 'sign-in:authcode', 400, 'http', 'CID2012', 'Login disabled'],
      ['error', 'sign-in:login', 'sign-in:log-in-password', 0, 'network', '', 'Network error'],
      ['error', 'passkey:browser-prompt', 'sign-in:log-in-password', 0, 'exception', '', 'NotAllowedError'],
    ]);
  });

  it('a 5xx is an error, a 4xx or an expired session a warning', async () => {
    const { transport, beacons } = recorder();
    setClientLog(new ClientLogSink({ transport }));
    await logCallFailure('a', new ApiError('http', 503, '', ''));
    await logCallFailure('b', new ApiError('unauthorized', 401, '', 'Unauthorized'));
    await logCallFailure('c', new ApiError('malformed', 200, '', 'Malformed response'));
    vi.runAllTimers();
    expect(beacons.flatMap((b) => b.batch.events.map((e) => e.level))).toEqual(['error', 'warn', 'error']);
  });

  it('logSuccess records a successful change at info level', async () => {
    const { transport, beacons } = recorder();
    setClientLog(new ClientLogSink({ transport }));
    await logSuccess('password-changed', 'reset:confirm-change-password');
    vi.runAllTimers();
    expect(beacons[0]!.batch.events[0]).toMatchObject({
      level: 'info',
      event: 'password-changed',
      call: 'reset:confirm-change-password',
    });
  });
});
