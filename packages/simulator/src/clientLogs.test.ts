import { describe, expect, it } from 'vitest';
import { CLIENT_LOG_PATH, simulatorPaths, type ClientLogEvent } from '@nhsl/contract';
import { APP_ORIGIN, simulatorPerFile } from './test-support.ts';

const running = simulatorPerFile();

const event = (call: string, at: number): ClientLogEvent => ({
  level: 'warn',
  event: 'call-failed',
  call,
  route: 'sign-in:log-in-password',
  status: 400,
  kind: 'http',
  errorCode: '',
  message: 'Invalid credentials',
  correlationId: '6f1c2e7a-0b1d-4c2e-9f3a-5b6c7d8e9f00',
  at,
});

/** Posts a batch as a beacon from the app's page does: JSON text, content type text/plain, no session. */
const post = (
  body: string,
  headers: Record<string, string> = { Origin: APP_ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
) =>
  fetch(`${running.base}${CLIENT_LOG_PATH}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
  });
const kept = async () => (await (await fetch(`${running.base}${simulatorPaths.logsJson}`)).json()) as ClientLogEvent[];

describe('client log collector (issue 16 "Every failure is seen")', () => {
  it('accepts a beacon batch without a session and lists it newest first, as JSON and HTML', async () => {
    expect(
      (await post(JSON.stringify({ events: [event('sign-in:login', 1), event('sign-in:authcode', 2)] }))).status,
    ).toBe(204);
    expect((await post(JSON.stringify({ events: [event('consent:consent', 3)] }))).status).toBe(204);
    const json = (await (await fetch(`${running.base}${simulatorPaths.logsJson}`)).json()) as ClientLogEvent[];
    expect(json.map((e) => e.call)).toEqual(['consent:consent', 'sign-in:authcode', 'sign-in:login']);
    const negotiated = await fetch(`${running.base}${simulatorPaths.logs}`, {
      headers: { Accept: 'application/json' },
    });
    expect(((await negotiated.json()) as ClientLogEvent[]).length).toBe(3);
    const html = await (
      await fetch(`${running.base}${simulatorPaths.logs}`, { headers: { Accept: 'text/html' } })
    ).text();
    expect(html).toContain('<caption>Client log events</caption>');
    expect(html).toContain('consent:consent');
  });

  it.each([
    ['not JSON', 'nope'],
    ['no events', JSON.stringify({ events: [] })],
    ['a field missing', JSON.stringify({ events: [{ level: 'warn', call: 'x' }] })],
    ['an unknown level', JSON.stringify({ events: [{ ...event('x', 1), level: 'fatal' }] })],
  ])('refuses a batch with %s (400) and keeps nothing', async (_, body) => {
    expect((await post(body)).status).toBe(400);
    expect(await (await fetch(`${running.base}${simulatorPaths.logsJson}`)).json()).toEqual([]);
  });

  it('the simulator reset forgets every event', async () => {
    expect((await post(JSON.stringify({ events: [event('sign-in:login', 1)] }))).status).toBe(204);
    // Kept until then: an empty list afterwards would prove nothing if the event had never been kept.
    expect((await kept()).map((e) => e.call)).toEqual(['sign-in:login']);
    expect((await fetch(`${running.base}${simulatorPaths.reset}`, { method: 'POST' })).status).toBe(204);
    expect(await kept()).toEqual([]);
  });

  it.each([
    ['another origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }],
    ['another origin, no fetch metadata', { Origin: 'https://evil.example' }],
    ["a cross-site fetch with the app's origin forged", { Origin: APP_ORIGIN, 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site page of another origin', { 'Sec-Fetch-Site': 'same-site' }],
    ['neither Origin nor fetch metadata', {}],
    ['a cross-site fetch with Origin null', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
    ['Origin null without fetch metadata', { Origin: 'null' }],
    ['a same-origin fetch naming another origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' }],
  ])('refuses a post from %s (403) and keeps nothing (issue 24)', async (_, headers: Record<string, string>) => {
    expect((await post(JSON.stringify({ events: [event('sign-in:login', 1)] }), headers)).status).toBe(403);
    expect(await kept()).toEqual([]);
  });

  it.each([
    [
      "Firefox's beacon: Origin null, same-origin by fetch metadata",
      { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' },
    ],
    ['fetch metadata alone', { 'Sec-Fetch-Site': 'same-origin' }],
    ["the app's origin alone (no fetch metadata)", { Origin: APP_ORIGIN }],
  ])('keeps a post with %s (issue 45 Security)', async (_, headers: Record<string, string>) => {
    expect((await post(JSON.stringify({ events: [event('sign-in:login', 1)] }), headers)).status).toBe(204);
    expect(await kept()).toHaveLength(1);
  });

  it('redacts a same-origin event carrying an email and an NHS number before keeping it (issue 24)', async () => {
    const forged = { ...event('jane@example.com', 1), route: '943 476 5919', message: 'For jane%40example.com' };
    expect((await post(JSON.stringify({ events: [forged] }))).status).toBe(204);
    const [stored] = await kept();
    expect(stored).toMatchObject({ call: '[redacted]', route: '[redacted]', message: '[redacted]' });
    expect(JSON.stringify(await kept())).not.toMatch(/jane|943 476 5919/);
  });

  it('refuses a body over 16 kB (the simulator answers every refused body 400) (issue 24)', async () => {
    // A valid batch padded with white space (which JSON allows) past the limit.
    const big = JSON.stringify({ events: [event('sign-in:login', 1)] }) + ' '.repeat(17 * 1024);
    expect((await post(big)).status).toBe(400);
    expect(await kept()).toEqual([]);
    // The same batch without the padding is taken: it was the size.
    expect((await post(JSON.stringify({ events: [event('sign-in:login', 1)] }))).status).toBe(204);
  });
});
