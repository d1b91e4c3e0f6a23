/**
 * `pnpm bench:load` (issue 24): the production server's throughput and its behaviour past its
 * capacity, measured with autocannon against the production build (serve.mjs in a process of its
 * own) and the simulator in this process (scripts/localServers.ts). Not part of the test command: the figures depend on the machine.
 *
 * Each figure is the median of three runs in one sitting:
 * 1. a small static file (favicon.svg, a few hundred bytes) and a server-rendered page
 *    (enter-email of a live journey) at 50 connections: req/s, p99, the page's req/s as a share of
 *    the file's. Targets: ≥ 0.5× and p99 ≤ 100 ms. Beside it, the peer (issue 47 "Render cost";
 *    scripts/benchPeer.mjs): the same page rendered per request by a Nunjucks server with
 *    nhsuk-frontend's macros, a fresh CSRF token and nonce each time, on a port of its own. For both,
 *    the server's CPU time per page: its own counters (utime + stime of /proc/<pid>/stat) before and
 *    after the run, divided by the pages answered. Each server runs on core 0 and this process
 *    (autocannon, the simulator) on core 1 (`taskset`), so the CPU figures are the server's alone.
 *    Targets: ours at most 2× the peer's CPU per page, and at least 0.5× its req/s. Then ours in an
 *    open loop at half the req/s just measured (requests started at a steady rate, `openLoop`):
 *    p99 ≤ 50 ms. This page is
 *    served by a second instance of the server with the event-loop guard off (the peer has none);
 *    the sections below use the first, with the guard as shipped.
 *    `BENCH_PAGES_ONLY=1` runs this comparison alone. Beside the page, a script step's action answer
 *    (issue 44): enter-email posted as page script posts it (`X-NHSL-Data: 1`, with the CSRF token
 *    and revision of that journey), which the server answers with JSON `{ location, data }`: the
 *    account-status call to the simulator, the journey sealed again, and the next page's
 *    (log-in-password's) data. Every post starts from the same sealed cookie, so it repeats. Its
 *    answer waits at least spec 000 §9's minimum delay of 1 s (a script step's busy button), so 50
 *    connections make at most 50 a second: its median latency beyond that second is the server's.
 * 2. whole sign-ins without script (email, password, security code from the simulator's outbox,
 *    authorisation code), each a form post with the CSRF token and the journey cookie, by 20
 *    journeys at once: journeys/s and failures. Target: no failure.
 * 3. overload: 400 connections on the rendered page: the slowest answer, the share shed with 503,
 *    and how soon after the load stops a page is served again. Targets: nothing slower than 2 s,
 *    what cannot be served gets 503, recovery within 5 s. Beside it, the static file at 400
 *    connections: the slowest answer this machine gives with the load generator beside the server.
 *
 * Needs `pnpm build:e2e` (or `pnpm build`) first. Ports: BENCH_PORT_BASE (default 4600) to +4.
 * BENCH_SECONDS (default 10) is each run's length. BENCH_SERVE runs another copy of the server
 * (its serve.mjs; with DIST, its build), to compare a change with what it replaces in one sitting.
 * BENCH_SERVER_NODE_ARGS adds Node options to the process of the server whose page is measured beside
 * the peer, space-separated (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, then
 * `node scripts/cpuProfileSummary.mjs` on the profile, to see where a render's time goes; the server is
 * stopped and waited for, so the profile is written).
 */
import autocannon, { type Result } from 'autocannon';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { demoAuthorizePath, startLocalServers } from './localServers.ts';

const base = Number(process.env.BENCH_PORT_BASE ?? 4600);
const ports = { sim: base, demo: base + 1, app: base + 2, peer: base + 3, pages: base + 4 };
const app = `http://localhost:${ports.app}`;
const pagesApp = `http://localhost:${ports.pages}`;
const peer = `http://localhost:${ports.peer}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pagesOnly = process.env.BENCH_PAGES_ONLY === '1';
const RUNS = 3;

// The servers on core 0, this process (autocannon and the simulator) on core 1: each server's CPU
// counters then hold its own work, and the load generator takes nothing from it. Without taskset
// (or with one core) everything shares the machine's cores, as before.
const pinned = availableParallelism() >= 2 && spawnSync('taskset', ['-p', String(process.pid)]).status === 0;
if (pinned) spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)]);
else
  console.warn(
    "taskset is missing (or one core): the servers and autocannon share the cores; the CPU figures still are each server's own.",
  );
/** A command line run on core 0 when pinning. */
const onCore0 = (args: string[]) => (pinned ? ['taskset', '-c', '0', ...args] : args);

/** Clock ticks per second of /proc/<pid>/stat's times. */
const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
/** A process's CPU time so far (user + system), in ms, from its own counters; NaN where /proc is not. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the stat line's 14th and 15th fields (the 12th and 13th after the name and state).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
  } catch {
    return NaN;
  }
}

/** Starts a server's process and resolves once it says it listens. */
async function startProcess(name: string, args: string[], env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const [command, ...rest] = onCore0([process.execPath, ...args]);
  const child = spawn(command!, rest, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (d: string) => d.includes('on http://localhost') && resolve());
    child.once('exit', (code) => reject(new Error(`${name} exited (${code})`)));
  });
  return child;
}

// The simulator and the demo relying service here; the app's production server in a process of
// its own (serve.mjs), so that autocannon's work does not share its event loop. Every request of
// the bench comes from this one address, which a real client never is: the per-address post limit
// is lifted; so is the per-journey one, which the script step's thousands of posts on one journey
// would reach at once (a sign-in posts 3 times; the in-flight cap and the overload guard stay as
// shipped).
const servers = await startLocalServers(ports, { log: () => undefined, appServer: false });
const { store, outbox } = servers.simulator.simulator;
/** The app's production server as the image runs it, on `port`. */
const BENCH_SESSION_SECRET = randomBytes(36).toString('base64url');
const serverEnv = (port: number): NodeJS.ProcessEnv => ({
  ...process.env,
  // As the image runs it: React's and styled-components' production builds on the server (the
  // server bundle picks them at run time; without it every render runs React's development checks).
  NODE_ENV: 'production',
  APP_ORIGIN: `http://localhost:${port}`,
  PORT: String(port),
  BACKEND_ORIGIN: `http://localhost:${ports.sim}`,
  RATE_LIMIT_CLIENT: '1000000',
  RATE_LIMIT_SESSION: '1000000',
  LOG_LEVEL: 'silent',
  // A production server refuses a secret written in the repository and the tester tools (issue
  // 54): a secret of this run's own, the same on both instances; the bench reads the outbox in this
  // process, never through /simulator.
  SESSION_SECRET: BENCH_SESSION_SECRET,
  SIMULATOR_ROUTES: '',
});
const serve = process.env.BENCH_SERVE ?? fileURLToPath(new URL('../packages/app/server/serve.mjs', import.meta.url));
const server = await startProcess('serve.mjs', [serve], serverEnv(ports.app));
// The rendered page beside the peer (section 1) is measured on a second instance whose event-loop
// guard is off, as the peer has none: on a shared machine the guard sheds pages with 503 whenever
// the server's core is taken from it, and the CPU of those answers would be charged to the pages
// served. Everything else is as shipped; the journey cookie is the first instance's.
const pagesServer = await startProcess(
  'serve.mjs (pages)',
  [...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean), serve],
  { ...serverEnv(ports.pages), MAX_EVENT_LOOP_DELAY_MS: '0' },
);
const peerServer = await startProcess('the peer', [fileURLToPath(new URL('./benchPeer.mjs', import.meta.url))], {
  ...process.env,
  NODE_ENV: 'production',
  PEER_PORT: String(ports.peer),
});
// Past the server's warm-up (its first samples measure start-up).
await new Promise((resolve) => setTimeout(resolve, 3_500));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cookie jar for one journey on the app's origin. */
class Jar {
  private readonly values = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      if (/max-age=0/i.test(line)) this.values.delete(name);
      else this.values.set(name, pair!.slice(i + 1));
    }
  }
  get header() {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** GET or POST on the app, following redirects on the app's origin; resolves with the last answer and its URL. */
async function visit(jar: Jar, url: string, body?: URLSearchParams): Promise<{ res: Response; url: string }> {
  let target = new URL(url, app).href;
  let init: RequestInit = body
    ? { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
    : { method: 'GET' };
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), Accept: 'text/html', Cookie: jar.header },
    });
    jar.take(res);
    const location = res.headers.get('location');
    if (!location || res.status < 300 || res.status >= 400) return { res, url: target };
    await res.body?.cancel();
    target = new URL(location, target).href;
    if (!target.startsWith(app)) return { res, url: target };
    init = { method: 'GET' };
  }
  throw new Error(`too many redirects at ${target}`);
}

const csrfOf = (html: string) => /name="_csrf"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';
const revisionOf = (html: string) => /name="_rev"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';

/** The authorization request of the demo client, as its "Continue with NHS login" link makes it. */
function authorizePath(state: string) {
  return demoAuthorizePath(`http://localhost:${ports.demo}`, state);
}

/** One sign-in without script, from the authorization request to the client's callback with a code. */
async function signIn(email: string, n: number): Promise<void> {
  const jar = new Jar();
  let page = await visit(jar, authorizePath(`bench-${n}`));
  if (!page.url.endsWith('/enter-email')) throw new Error(`journey start ended at ${page.url}`);
  let html = await page.res.text();
  page = await visit(jar, '/enter-email', new URLSearchParams({ email, _csrf: csrfOf(html) }));
  if (!page.url.endsWith('/log-in-password')) throw new Error(`email ended at ${page.url} (${page.res.status})`);
  html = await page.res.text();
  const sentBefore = outbox.list(email).length;
  page = await visit(jar, '/log-in-password', new URLSearchParams({ password: 'Password123!', _csrf: csrfOf(html) }));
  if (!page.url.endsWith('/enter-mobile-code')) throw new Error(`password ended at ${page.url} (${page.res.status})`);
  html = await page.res.text();
  const sent = outbox.list(email);
  if (sent.length <= sentBefore) throw new Error('no code in the outbox');
  page = await visit(jar, '/enter-mobile-code', new URLSearchParams({ code: sent[0]!.code, _csrf: csrfOf(html) }));
  await page.res.body?.cancel();
  const done = new URL(page.url);
  if (done.pathname !== '/callback' || !done.searchParams.get('code'))
    throw new Error(`code ended at ${page.url} (${page.res.status})`);
}

/** A journey's cookies as they are on its enter-email page: what a rendered page costs. */
async function enterEmailCookies(): Promise<string> {
  const jar = new Jar();
  const page = await visit(jar, authorizePath('bench-page'));
  await page.res.body?.cancel();
  if (!page.url.endsWith('/enter-email')) throw new Error(`journey start ended at ${page.url}`);
  return jar.header;
}

function cannon(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  post?: { body: string },
): Promise<Result> {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    timeout: 30,
    ...(post && { method: 'POST', ...post }),
  });
}

const served = (r: Result) => r['2xx'];

/** What an open-loop run gives: latency percentiles in ms, and answers other than 2xx. */
interface OpenLoop {
  latency: { p50: number; p99: number };
  non2xx: number;
}

/**
 * An open loop (issue 47): GETs of `url` started at a steady `rate` per second for the run's
 * length, each on its own schedule whatever the answers' pace (as users arrive), over kept-alive
 * connections (as many as are needed at once). Each answer's latency counts from when its request
 * was due, so a request the generator starts late is not flattered. autocannon's `overallRate`
 * sends each second's requests together at the second's start, which measures a burst instead.
 */
async function openLoop(url: string, rate: number, headers: Record<string, string>): Promise<OpenLoop> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let non2xx = 0;
  const pending: Promise<void>[] = [];
  const interval = 1000 / rate;
  const start = performance.now();
  const total = Math.floor(rate * seconds);
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const req = httpRequest(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx++;
          resolve();
        });
      });
      req.on('error', () => {
        non2xx++;
        resolve();
      });
      req.end();
    });
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(one(due));
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  return { latency: { p50: at(0.5), p99: at(0.99) }, non2xx };
}

/**
 * A run of autocannon with the server's CPU time over it: ms of CPU per page served (2xx). An
 * answer the overload guard sheds (503, a string replacement) costs little beside a render, so
 * it is left out of the count rather than made to lower the figure.
 */
async function measured(pid: number, url: string, headers: Record<string, string>) {
  const before = cpuMs(pid);
  const r = await cannon(url, 50, headers);
  const cpu = cpuMs(pid) - before;
  return { r, cpuPerPage: cpu / Math.max(1, r['2xx']) };
}

// 1. The static file, the rendered page and the peer's page at 50 connections.
const staticUrl = `${pagesApp}/favicon.svg`;
const pageUrl = `${pagesApp}/enter-email`;
const peerUrl = `${peer}/enter-email`;
const cookie = await enterEmailCookies();
const pageHeaders = { Cookie: cookie, Accept: 'text/html' };
const check = await fetch(pageUrl, { headers: pageHeaders, redirect: 'manual' });
if (check.status !== 200) throw new Error(`enter-email answered ${check.status}`);
const pageBytes = (await check.text()).length;
const peerBytes = (await (await fetch(peerUrl)).text()).length;
// Both servers' code warmed (compiled by the JIT) before anything is measured.
await autocannon({ url: pageUrl, connections: 50, duration: 5, headers: pageHeaders });
await autocannon({ url: peerUrl, connections: 50, duration: 5 });
const staticRuns: Result[] = [];
const pageRuns: Result[] = [];
const peerRuns: Result[] = [];
const pageCpu: number[] = [];
const peerCpu: number[] = [];
for (let i = 0; i < RUNS; i++) {
  if (!pagesOnly) staticRuns.push(await cannon(staticUrl, 50));
  const ours = await measured(pagesServer.pid!, pageUrl, pageHeaders);
  pageRuns.push(ours.r);
  pageCpu.push(ours.cpuPerPage);
  const theirs = await measured(peerServer.pid!, peerUrl, {});
  peerRuns.push(theirs.r);
  peerCpu.push(theirs.cpuPerPage);
}
const staticRps = pagesOnly ? NaN : median(staticRuns.map((r) => r.requests.average));
const pageRps = median(pageRuns.map((r) => r.requests.average));
// Open loop at half the capacity just measured (issue 47): requests sent at a fixed rate
// (autocannon's overallRate) whatever the answers' pace, as users arrive, so a slow answer cannot
// hold the next one back; the latency is then the server's at a load it carries.
const halfRate = Math.max(1, Math.floor(pageRps / 2));
const openRuns: OpenLoop[] = [];
for (let i = 0; i < RUNS; i++) openRuns.push(await openLoop(pageUrl, halfRate, pageHeaders));
const peerRps = median(peerRuns.map((r) => r.requests.average));
const fmt = (n: number, d = 0) => n.toFixed(d);
const m = (xs: number[]) => median(xs);
const comparison = `
| measure                                         | median   | runs                          | target        |
| ----------------------------------------------- | -------- | ----------------------------- | ------------- |
| enter-email, ours (${pageBytes} B), 50 conns, req/s | ${fmt(pageRps)} | ${pageRuns.map((r) => fmt(r.requests.average)).join(', ')} |               |
| enter-email, the peer (${peerBytes} B), 50 conns, req/s | ${fmt(peerRps)} | ${peerRuns.map((r) => fmt(r.requests.average)).join(', ')} |               |
| ours ÷ the peer, req/s                          | ${fmt(pageRps / peerRps, 2)}× |                               | ≥ 0.5×        |
| CPU per page, ours, ms                          | ${fmt(m(pageCpu), 2)} | ${pageCpu.map((c) => fmt(c, 2)).join(', ')} |               |
| CPU per page, the peer, ms                      | ${fmt(m(peerCpu), 2)} | ${peerCpu.map((c) => fmt(c, 2)).join(', ')} |               |
| ours ÷ the peer, CPU per page                   | ${fmt(m(pageCpu) / m(peerCpu), 2)}× |                               | ≤ 2×          |
| p99 ms, ours / the peer                         | ${m(pageRuns.map((r) => r.latency.p99))} / ${m(peerRuns.map((r) => r.latency.p99))} | ${pageRuns.map((r, i) => `${r.latency.p99}/${peerRuns[i]!.latency.p99}`).join(', ')} |               |
| answers other than 2xx, ours / the peer         | ${m(pageRuns.map((r) => r.non2xx))} / ${m(peerRuns.map((r) => r.non2xx))} | ${pageRuns.map((r, i) => `${r.non2xx}/${peerRuns[i]!.non2xx}`).join(', ')} | 0             |
| ours, open loop at half capacity (${halfRate} req/s): p50 / p99 ms | ${m(openRuns.map((r) => r.latency.p50))} / ${m(openRuns.map((r) => r.latency.p99))} | ${openRuns.map((r) => `${r.latency.p50}/${r.latency.p99}${r.non2xx ? ` (${r.non2xx} not 2xx)` : ''}`).join(', ')} | p99 ≤ 50      |`;
const heading = `
Load bench (issue 24, issue 47): medians of ${RUNS} runs of ${seconds} s; autocannon against the production server
(${app}, its own process; beside the peer, a second one at ${pagesApp} without the event-loop guard) with the
simulator, and the peer (${peer}, scripts/benchPeer.mjs).
${pinned ? 'Each server on core 0, autocannon on core 1 (taskset)' : 'Not pinned (no taskset)'}. The machine is shared and noisy: compare runs of one sitting.`;

/** Stops both servers and waits for them (a --cpu-prof profile is written at exit). */
async function stopServers() {
  const all = [server, pagesServer, peerServer];
  const exited = Promise.all(all.map((p) => new Promise((resolve) => p.once('exit', resolve))));
  for (const p of all) p.kill('SIGTERM');
  await exited;
  await servers.close();
}
if (pagesOnly) {
  await stopServers();
  console.log(heading + comparison);
  process.exit(0);
}

// Sections 1b to 3 go to the first instance, the guard as shipped.
const appPageUrl = `${app}/enter-email`;
const appStaticUrl = `${app}/favicon.svg`;

// 1b. A script step's action answer: enter-email posted by page script, on the same journey.
const formHtml = await (await fetch(appPageUrl, { headers: { Cookie: cookie, Accept: 'text/html' } })).text();
const stepBody = new URLSearchParams({
  email: 'confirmed@example.com',
  _csrf: csrfOf(formHtml),
  _rev: revisionOf(formHtml),
}).toString();
const stepHeaders = {
  Cookie: cookie,
  'Content-Type': 'application/x-www-form-urlencoded',
  Accept: 'application/json',
  'X-NHSL-Data': '1',
};
// Once the server has caught up with the page's load (under pressure it sheds posts with 503).
let stepCheck: Response | undefined;
let stepAnswer: { location?: string; data?: unknown } | undefined;
for (let tries = 0; tries < 50 && stepCheck?.status !== 200; tries++) {
  if (tries) await sleep(200);
  stepCheck = await fetch(appPageUrl, { method: 'POST', headers: stepHeaders, body: stepBody, redirect: 'manual' });
  stepAnswer = (await stepCheck.json().catch(() => undefined)) as typeof stepAnswer;
}
if (stepCheck?.status !== 200 || stepAnswer?.location !== '/log-in-password' || !stepAnswer.data) {
  for (const p of [server, pagesServer, peerServer]) p.kill('SIGTERM');
  throw new Error(`the script step answered ${stepCheck?.status} ${JSON.stringify(stepAnswer)?.slice(0, 200)}`);
}
const stepBytes = JSON.stringify(stepAnswer).length;
const stepRuns: Result[] = [];
for (let i = 0; i < RUNS; i++) stepRuns.push(await cannon(appPageUrl, 50, stepHeaders, { body: stepBody }));
const stepRps = median(stepRuns.map((r) => r.requests.average));

// 2. Whole sign-ins, 20 at once, each journey with an account of its own.
const template = store.findAccount('consented@example.com')!;
const JOURNEYS = 20;
const journeyRuns: { perSecond: number; done: number; failed: number; firstFailure?: string }[] = [];
for (let run = 0; run < RUNS; run++) {
  let done = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: JOURNEYS }, async (_, worker) => {
      let n = 0;
      while (Date.now() < until) {
        // A fresh account per journey: the simulator's per-account limits (5 code requests, …) are a real user's.
        const email = `bench-${run}-${worker}-${n++}@example.com`;
        store.register({ ...structuredClone(template), email });
        try {
          await signIn(email, n);
          done++;
        } catch (err) {
          failed++;
          firstFailure ??= String((err as Error).message);
        }
      }
    }),
  );
  journeyRuns.push({ perSecond: done / ((Date.now() - started) / 1000), done, failed, firstFailure });
}

// 3. Overload: 400 connections on the rendered page, then how soon a page is served again. Before
// each, the static file at 400 connections: what this machine does with the load generator beside
// the server, where nothing is rendered (its slowest answer is the floor for the page's).
const overloadRuns: {
  slowestMs: number;
  p99: number;
  shed: number;
  served: number;
  total: number;
  recoveryMs: number;
  staticSlowestMs: number;
  staticP99: number;
}[] = [];
for (let i = 0; i < RUNS; i++) {
  const floor = await cannon(appStaticUrl, 400);
  await sleep(2_000);
  const r = await cannon(appPageUrl, 400, { Cookie: cookie, Accept: 'text/html' });
  const stopped = Date.now();
  let recoveryMs = -1;
  while (Date.now() - stopped < 10_000) {
    const res = await fetch(appPageUrl, { headers: { Cookie: cookie, Accept: 'text/html' }, redirect: 'manual' });
    await res.body?.cancel();
    if (res.status === 200) {
      recoveryMs = Date.now() - stopped;
      break;
    }
    await sleep(100);
  }
  const shed = (r.statusCodeStats as Record<string, { count: number } | undefined>)['503']?.count ?? 0;
  const total = r.requests.total + r.errors + r.timeouts;
  overloadRuns.push({
    slowestMs: r.latency.max,
    p99: r.latency.p99,
    shed,
    served: served(r),
    total,
    recoveryMs,
    staticSlowestMs: floor.latency.max,
    staticP99: floor.latency.p99,
  });
  await sleep(2_000);
}

await stopServers();

console.log(`${heading}
${comparison}
| static file (favicon.svg, 248 B), 50 conns, req/s | ${fmt(staticRps)} | ${staticRuns.map((r) => fmt(r.requests.average)).join(', ')} |               |
| static file p99 ms                              | ${m(staticRuns.map((r) => r.latency.p99))} | ${staticRuns.map((r) => r.latency.p99).join(', ')} |               |
| rendered page p99 ms                            | ${m(pageRuns.map((r) => r.latency.p99))} | ${pageRuns.map((r) => r.latency.p99).join(', ')} | ≤ 100         |
| rendered page ÷ static file                     | ${fmt(pageRps / staticRps, 2)}× |                               | ≥ 0.5×        |
| script step: enter-email's action answer (JSON ${stepBytes} B), 50 conns, req/s | ${fmt(stepRps)} | ${stepRuns.map((r) => fmt(r.requests.average)).join(', ')} |               |
| script step p50 / p99 ms (≥ 1000: spec 000 §9's minimum delay) / answers other than 2xx | ${m(stepRuns.map((r) => r.latency.p50))} / ${m(stepRuns.map((r) => r.latency.p99))} / ${m(stepRuns.map((r) => r.non2xx))} | ${stepRuns.map((r) => `${r.latency.p50}/${r.latency.p99}/${r.non2xx}`).join(', ')} |               |
| script step ÷ rendered page                     | ${fmt(stepRps / pageRps, 2)}× |                               |               |
| sign-ins without script, 20 at once, per second | ${fmt(m(journeyRuns.map((j) => j.perSecond)), 1)} | ${journeyRuns.map((j) => fmt(j.perSecond, 1)).join(', ')} |               |
| sign-ins completed / failed                     | ${m(journeyRuns.map((j) => j.done))} / ${m(journeyRuns.map((j) => j.failed))} | ${journeyRuns.map((j) => `${j.done}/${j.failed}`).join(', ')} | 0 failed      |
| 400 conns, static file: slowest answer ms       | ${m(overloadRuns.map((o) => o.staticSlowestMs))} | ${overloadRuns.map((o) => o.staticSlowestMs).join(', ')} |               |
| 400 conns, static file: p99 ms                  | ${m(overloadRuns.map((o) => o.staticP99))} | ${overloadRuns.map((o) => o.staticP99).join(', ')} |               |
| 400 conns: slowest answer ms                    | ${m(overloadRuns.map((o) => o.slowestMs))} | ${overloadRuns.map((o) => o.slowestMs).join(', ')} | ≤ 2000        |
| 400 conns: p99 ms                               | ${m(overloadRuns.map((o) => o.p99))} | ${overloadRuns.map((o) => o.p99).join(', ')} |               |
| 400 conns: share shed with 503                  | ${fmt(100 * m(overloadRuns.map((o) => o.shed / Math.max(1, o.total))), 1)} % | ${overloadRuns.map((o) => `${fmt((100 * o.shed) / Math.max(1, o.total), 1)} %`).join(', ')} |               |
| 400 conns: served 2xx per second                | ${fmt(m(overloadRuns.map((o) => o.served / seconds)))} | ${overloadRuns.map((o) => fmt(o.served / seconds)).join(', ')} |               |
| recovery after the load stops, ms               | ${m(overloadRuns.map((o) => o.recoveryMs))} | ${overloadRuns.map((o) => o.recoveryMs).join(', ')} | ≤ 5000        |
`);
const failure = journeyRuns.find((j) => j.firstFailure)?.firstFailure;
if (failure) console.log(`First failed sign-in: ${failure}`);
process.exit(0);
