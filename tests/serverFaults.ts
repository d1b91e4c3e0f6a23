import type { Page } from '@playwright/test';
import { http, HttpResponse, passthrough } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { openJourneyState, sealJourneyState } from '../packages/app/server/journeyState.mjs';
import { paths, proofingPaths } from '../packages/app/src/paths.ts';
import { E2E_SESSION_SECRET } from './e2eServers.ts';
import { test } from './fixtures.ts';
import { appOrigin, backendOrigin } from './support.ts';

// Fault injection where the app's server makes the back-end calls (issues 23 and 44): the journeys
// the server runs (every step without script; sign-in and consent with script too) call the back
// end from the app's server, which runs in the Playwright worker's own process
// (tests/e2eServers.ts). msw, set up in that process, answers those calls with each fault of the
// matrix (issue 9 "Fault tolerance"), whatever the browser does to make the step happen: a form
// post without script, a data request of the page's script with it.

/** A fault of the back end's answer: the answer it gives (a network failure is `Response.error()`). */
export interface Fault {
  /** The fault's name in the matrix (a test step's title). */
  name: string;
  /** Makes the answer, afresh for each call. */
  answer: () => Response;
}

/** A JSON answer with `status`. */
const json = (status: number, body: Record<string, unknown> | unknown[]) => () =>
  HttpResponse.json(body as Record<string, string>, { status });

/**
 * Every fault of the matrix a back end or network can give in an answer: network failure, 500, 502
 * (an HTML body), 503, 504 (no body), 429, malformed JSON and a wrong shape. "Slower than the
 * client's timeout" is not among them: see tests/faults.spec.ts.
 */
export const faults: Fault[] = [
  { name: 'network failure', answer: () => HttpResponse.error() },
  { name: '500', answer: json(500, { message: 'Internal server error' }) },
  {
    name: '502',
    answer: () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
  },
  { name: '503', answer: json(503, { message: 'Service unavailable' }) },
  { name: '504', answer: () => new HttpResponse(null, { status: 504 }) },
  { name: '429', answer: json(429, { message: 'Too many requests' }) },
  {
    name: 'malformed JSON',
    answer: () =>
      new HttpResponse('{"status": "CONF', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  },
  { name: 'wrong shape', answer: json(200, { unexpected: true, status: 42 }) },
];

/** For calls whose answer the app does not read (OTP trigger, terms-update): a well-formed 200 is no fault. */
export const noAnswerFaults: Fault[] = faults.filter((f) => f.name !== 'wrong shape');

/** For calls whose answer may be any JSON object (consent, the proofing uplift): their wrong shape is a JSON array. */
export const anyObjectFaults: Fault[] = faults.map((f) =>
  f.name === 'wrong shape' ? { ...f, answer: json(200, ['not', 'an', 'object']) } : f,
);

/** Where a fault of a journey call sends the user (spec 000 §8, spec 001 §2): service-busy for 429 and 503, else error. */
export const landing = (fault: Fault): string =>
  fault.name === '503' || fault.name === '429' ? paths.serviceBusy : paths.error;

/** Where a fault of the proofing uplift sends the user: p5-pds-limit for 429 and 504, else p5-error-generic. */
export const proofingLanding = (fault: Fault): string =>
  fault.name === '429' || fault.name === '504' ? proofingPaths.pdsLimit : proofingPaths.errorGeneric;

/** The back-end path watched now, the fault for its first call, and how many calls it saw. One at a time. */
let watch: { path: string; fault: Fault; seen: { calls: number } } | undefined;
let backEnd: SetupServer | undefined;

/**
 * Sets msw up in this worker's process for the spec file that calls it (at its top level): it
 * listens from the file's first test to its last, lets every call through but the one
 * {@link failNext} arms, and forgets that after each test.
 */
export function setUpBackEndFaults(): void {
  test.beforeAll(() => {
    const server = setupServer(
      http.all(`${backendOrigin}/*`, ({ request }) => {
        recording.get(new URL(request.url).pathname)?.push(request.clone());
        const w = watch;
        // Not the watched path: no answer from here, so the call goes to the simulator.
        if (!w || new URL(request.url).pathname !== w.path) return undefined;
        w.seen.calls += 1;
        return w.seen.calls === 1 ? w.fault.answer() : passthrough();
      }),
    );
    server.listen({ onUnhandledRequest: 'bypass' });
    backEnd = server;
  });
  test.afterEach(() => {
    watch = undefined;
    recording.clear();
  });
  test.afterAll(() => {
    backEnd?.close();
    backEnd = undefined;
  });
}

/** The back-end paths whose calls are being recorded, and their calls (see {@link recordBackEndCalls}). */
const recording = new Map<string, Request[]>();

/**
 * Records the calls the app's server makes to the back end's `path` from now on (each as sent:
 * headers and body), letting them through. Several paths may be recorded at once; all are
 * forgotten after each test.
 * @throws Error when {@link setUpBackEndFaults} was not called in the spec file
 */
export function recordBackEndCalls(path: string): Request[] {
  if (!backEnd) throw new Error('recordBackEndCalls needs setUpBackEndFaults() in the spec file');
  const requests: Request[] = [];
  recording.set(path, requests);
  return requests;
}

/**
 * Makes the back end's next answer to `path` (from the app's server) the fault's; later calls
 * reach the simulator. Returns the count of every call to `path` from now until another path is
 * armed: one call per click is checked by it.
 * @throws Error when {@link setUpBackEndFaults} was not called in the spec file
 */
export function failNext(path: string, fault: Fault): { calls: number } {
  if (!backEnd) throw new Error('failNext needs setUpBackEndFaults() in the spec file');
  const seen = { calls: 0 };
  watch = { path, fault, seen };
  return seen;
}

/**
 * Forgets the client's details the journey holds (the sealed journey cookie's `client` group), so
 * that the consent page asks the back end for them again.
 */
export async function forgetClient(page: Page): Promise<void> {
  const context = page.context();
  const cookie = (await context.cookies(appOrigin)).find((c) => c.name === 'nhsl-journey')!;
  const password = E2E_SESSION_SECRET;
  const { state } = await openJourneyState(decodeURIComponent(cookie.value), password);
  delete state.storage['nhsl:client'];
  const value = encodeURIComponent(await sealJourneyState(state, password));
  await context.addCookies([{ ...cookie, value }]);
}
