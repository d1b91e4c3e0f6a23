/**
 * `pnpm test:replicas` (issue 47, "Scale out, as DEPLOY.md promises"): two replicas of the
 * production server (serve.mjs, each in a process of its own) behind a round-robin balancer, one
 * Redis (Debian's `redis-server`, on loopback only, nothing saved) and the simulator with the demo
 * client (in this process, scripts/localServers.ts). The replicas share the rate limits through
 * Redis (REDIS_URL), trust only the balancer to name the client's address (TRUST_PROXY=127.0.0.1),
 * and allow RATE_LIMIT_CLIENT=6 posts per client a minute. Each simulated user connects from an
 * address of its own (127.0.0.N). It shows, in order:
 * 1. a sign-in without script, its requests alternating between the replicas, completes;
 * 2. the per-client limit holds across both replicas together: the two posts after the limit get
 *    429, one from each replica, though each had counted only half; another user behind the same
 *    balancer is not refused, and a client that reaches a replica directly cannot name another
 *    address in X-Forwarded-For;
 * 3. a rotation of SESSION_SECRETS as docs/DEPLOY.md describes it, replica by replica: a journey
 *    cookie sealed before it opens on a replica sealing with the new secret, a replica not yet
 *    moved on opens what the new secret sealed, and the journey completes;
 * 4. with Redis stopped mid-run both replicas go on serving (a whole sign-in, each answer fast),
 *    each logs the outage once and counts alone (the limit per replica); once Redis is back they
 *    log it and share the count again;
 * 5. a copy of a journey's cookies in another browser opens the journey, but on neither replica
 *    once the journey has ended on one of them (issue 54: the ended journeys' ids in Redis).
 * No retries. It installs nothing: `redis-server` comes from `scripts/ensure-tools.sh --browser`
 * (REDIS_SERVER_PATH names another binary). Needs `pnpm build:e2e` (or `pnpm build`) first.
 * Ports from REPLICAS_PORT_BASE (default 5300): the simulator at the base, the demo client at +1,
 * the balancer (the app's origin) at +2, Redis at +3; the replicas take free ports.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { demoAuthorizePath, startLocalServers, type LocalServers } from '../../scripts/localServers.ts';
import { E2E_SESSION_SECRET } from '../e2eServers.ts';
import { startAppServer, type AppServerInstance } from '../serverSupport.ts';
import { Browser, csrfOf, headingOf, startBalancer, type Balancer, type Page } from './net.ts';

const base = Number(process.env.REPLICAS_PORT_BASE ?? 5300);
const ports = { sim: base, demo: base + 1, balancer: base + 2, redis: base + 3 };
const appOrigin = `http://localhost:${ports.balancer}`;
const demoOrigin = `http://localhost:${ports.demo}`;
const redisServer = process.env.REDIS_SERVER_PATH ?? 'redis-server';
/** Posts one client may send a minute (RATE_LIMIT_CLIENT): a sign-in takes 3. */
const LIMIT = 6;
/** The secret before the rotation (id 1: what SESSION_SECRET was) and the one rotated to (id 2). */
const OLD_SECRET = E2E_SESSION_SECRET;
const NEW_SECRET = 'replicas-test-rotated-journey-secret-0123456789';
const JOURNEY_COOKIE = 'nhsl-journey';
/** The session's credential (packages/contract AUTH_COOKIE; no `__Host-` over plain HTTP). */
const AUTH_COOKIE = 'nhs-authorization-cookie';
const OUTAGE = 'rate-limit store (Redis) unreachable: counting in this replica until it is back';
const RECOVERED = 'rate-limit store (Redis) reachable again: limits shared by every replica';

const t0 = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failed check: its message says what was expected and what came. */
class CheckError extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new CheckError(message);
}

/** Waits until `done()` is true, polling every 50 ms. @throws CheckError with `what` after `ms` */
async function until(done: () => boolean, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new CheckError(`${what}: not within ${ms / 1000} s`);
    await sleep(50);
  }
}

// ---- Redis ---------------------------------------------------------------------------------

interface RedisProcess {
  process: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts redis-server on 127.0.0.1:port, keeping nothing on disk, and waits until it is ready.
 * @throws Error when it is not installed or does not get ready within 5 s
 */
async function startRedis(): Promise<RedisProcess> {
  const child = spawn(
    redisServer,
    ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout!.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr!.resume();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server not ready within 5 s:\n${out}`)), 5_000);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(new Error(`${redisServer} could not start (${err.message}): run scripts/ensure-tools.sh --browser`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${out}`));
    });
    child.stdout!.on('data', () => {
      if (out.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    process: child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---- the replicas ----------------------------------------------------------------------------

/** The journey cookie's secrets of a replica: one SESSION_SECRET, or SESSION_SECRETS. */
type Secrets = { SESSION_SECRET: string } | { SESSION_SECRETS: string };
const BEFORE: Secrets = { SESSION_SECRET: OLD_SECRET };
/** docs/DEPLOY.md, rotation step 1: the new secret known, the old one still sealing. */
const STEP_1: Secrets = { SESSION_SECRETS: `1:${OLD_SECRET},2:${NEW_SECRET}` };
/** Step 2: the new secret seals, the old one still opens. */
const STEP_2: Secrets = { SESSION_SECRETS: `2:${NEW_SECRET},1:${OLD_SECRET}` };

const replicas: Array<AppServerInstance | undefined> = [undefined, undefined];
const names = ['A', 'B'];

/**
 * Starts replica `i` (serve.mjs) with the given secrets and puts it behind the balancer.
 * @throws Error when it does not start within 15 s
 */
async function startReplica(i: number, secrets: Secrets, balancer: Balancer): Promise<void> {
  const replica = await startAppServer({
    HOST: '127.0.0.1',
    BACKEND_ORIGIN: `http://localhost:${ports.sim}`,
    APP_ORIGIN: appOrigin,
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_CLIENT: String(LIMIT),
    SESSION_SECRET: '',
    ...secrets,
  });
  replicas[i] = replica;
  balancer.ports[i] = Number(new URL(replica.origin).port);
}

/** Takes replica `i` out of the balancer and stops it (SIGTERM: it drains, then exits). */
async function stopReplica(i: number, balancer: Balancer): Promise<void> {
  balancer.ports[i] = undefined;
  await replicas[i]?.stop();
  replicas[i] = undefined;
}

/** The log lines of replica `i` with this message. */
const logged = (i: number, msg: string) => (replicas[i]?.logLines() ?? []).filter((l) => l.msg === msg);

// ---- a sign-in without script ------------------------------------------------------------------

/** The demo client's authorization request, as its "Continue with NHS login" link makes it. */
function authorizePath(state: string): string {
  return demoAuthorizePath(demoOrigin, state);
}

/** Where a page ended, for a message: its address and heading. */
const where = (page: Page) => `${new URL(page.url).pathname} (${page.status}, "${headingOf(page.body)}")`;

/** A sign-in without script, one step at a time, so that a test can act between the steps. */
class SignIn {
  page!: Page;
  constructor(
    private readonly browser: Browser,
    readonly email: string,
    private readonly servers: LocalServers,
  ) {
    const { store } = servers.simulator.simulator;
    // A fresh account per sign-in (the simulator's per-account limits are a real user's), already
    // consented to the demo client: the code is the last step.
    store.register({ ...structuredClone(store.findAccount('consented@example.com')!), email });
  }

  /** The client's link: the enter-email page. */
  async start(): Promise<void> {
    this.page = await this.browser.get(authorizePath(this.email));
    check(this.page.url.endsWith('/enter-email'), `the journey should start at enter-email, not ${where(this.page)}`);
  }

  async enterEmail(): Promise<void> {
    this.page = await this.browser.post('/enter-email', { email: this.email, _csrf: csrfOf(this.page.body) });
    check(this.page.url.endsWith('/log-in-password'), `the email should lead to the password, not ${where(this.page)}`);
  }

  async enterPassword(): Promise<void> {
    this.page = await this.browser.post('/log-in-password', {
      password: 'Password123!',
      _csrf: csrfOf(this.page.body),
    });
    check(
      this.page.url.endsWith('/enter-mobile-code'),
      `the password should lead to the code, not ${where(this.page)}`,
    );
  }

  async enterCode(): Promise<void> {
    const sent = this.servers.simulator.simulator.outbox.list(this.email);
    check(sent.length > 0, `no security code was sent to ${this.email}`);
    this.page = await this.browser.post('/enter-mobile-code', { code: sent[0]!.code, _csrf: csrfOf(this.page.body) });
    const done = new URL(this.page.url);
    check(
      done.origin === demoOrigin && done.pathname === '/callback' && done.searchParams.get('code'),
      `the code should lead back to the client with an authorisation code, not ${where(this.page)}`,
    );
  }

  /** Every step. */
  async all(): Promise<void> {
    await this.start();
    await this.enterEmail();
    await this.enterPassword();
    await this.enterCode();
  }
}

/** The requests the balancer passed on since `from`, as "A: GET 3, POST 2; B: …". */
function split(balancer: Balancer, from: number): string {
  const rows = balancer.served.slice(from);
  return names
    .map((name, i) => {
      const mine = rows.filter((r) => r.replica === i);
      const gets = mine.filter((r) => r.method === 'GET').length;
      return `${name}: GET ${gets}, POST ${mine.length - gets}`;
    })
    .join('; ');
}

/** Both replicas took both pages and form posts of the requests since `from`. */
function expectBothServed(balancer: Balancer, from: number): void {
  const rows = balancer.served.slice(from);
  for (const [i, name] of names.entries())
    for (const method of ['GET', 'POST'])
      check(
        rows.some((r) => r.replica === i && r.method === method),
        `replica ${name} should have answered a ${method} (${split(balancer, from)})`,
      );
}

/** The id of the secret that sealed a journey cookie (iron's seal: `Fe26.2*<id>*…`). */
const sealId = (sealed: string | undefined) => sealed?.split('*')[1];

/**
 * Posts to enter-email without a form token `n` times from `browser` (each counts against the
 * client's limit before anything else runs) and gives each answer's status and replica.
 */
async function posts(
  browser: Browser,
  balancer: Balancer,
  n: number,
): Promise<Array<{ status: number; replica: number }>> {
  const out: Array<{ status: number; replica: number }> = [];
  for (let k = 0; k < n; k++) {
    const before = balancer.served.length;
    const page = await browser.post('/enter-email', { email: 'someone@example.com' });
    out.push({ status: page.status, replica: balancer.served[before]!.replica });
  }
  return out;
}

const show = (answers: Array<{ status: number; replica: number }>) =>
  answers.map((a) => `${names[a.replica]} ${a.status}`).join(', ');

// ---- the run -----------------------------------------------------------------------------------

const version = spawnSync(redisServer, ['--version'], { encoding: 'utf8' });
if (version.error) {
  console.error(
    `${redisServer} is not installed: run scripts/ensure-tools.sh --browser (it installs Debian's redis-server)`,
  );
  process.exit(1);
}

let redis: RedisProcess | undefined;
let servers: LocalServers | undefined;
let balancer: Balancer | undefined;
let failed = false;
const checks: Array<[string, () => Promise<string>]> = [];

try {
  redis = await startRedis();
  servers = await startLocalServers(
    { sim: ports.sim, demo: ports.demo, app: ports.balancer },
    { appServer: false, log: () => undefined },
  );
  balancer = await startBalancer(ports.balancer, [undefined, undefined]);
  const lb = balancer;
  const sim = servers;
  await Promise.all([startReplica(0, BEFORE, lb), startReplica(1, BEFORE, lb)]);
  console.log(
    `two replicas (A, B) of serve.mjs behind a round-robin balancer on ${appOrigin}, ` +
      `${version.stdout.trim().split(' ').slice(0, 3).join(' ')} on 127.0.0.1:${ports.redis}, ` +
      `the simulator on :${ports.sim} (ready in ${seconds(t0)})`,
  );
  for (const i of [0, 1])
    check(
      logged(i, 'rate limits counted in Redis, shared by every replica').length === 1,
      `replica ${names[i]} should count in Redis`,
    );

  checks.push([
    'a sign-in without script, its requests alternating between the replicas, completes',
    async () => {
      const from = lb.served.length;
      await new SignIn(new Browser(appOrigin, ports.balancer, '127.0.0.2'), 'replicas-1@example.com', sim).all();
      const rows = lb.served.slice(from);
      expectBothServed(lb, from);
      // Each post was answered by the other replica than the page it was posted from.
      const crossed = rows.filter((r, k) => r.method === 'POST' && k > 0 && rows[k - 1]!.replica !== r.replica);
      check(
        crossed.length === rows.filter((r) => r.method === 'POST').length,
        `every post should go to the other replica than its page: ${rows.map((r) => `${names[r.replica]} ${r.method} ${r.path}`).join(', ')}`,
      );
      return `${rows.length} requests (${split(lb, from)}), each post to the other replica than its page; back at the client with a code`;
    },
  ]);

  checks.push([
    'the per-client limit holds across both replicas together',
    async () => {
      const client = new Browser(appOrigin, ports.balancer, '127.0.0.3');
      const within = await posts(client, lb, LIMIT);
      check(
        within.every((a) => a.status !== 429),
        `the first ${LIMIT} posts should be served, not ${show(within)}`,
      );
      for (const i of [0, 1]) {
        const alone = within.filter((a) => a.replica === i).length;
        check(alone < LIMIT, `replica ${names[i]} took ${alone} of them: alone it should be under the limit`);
      }
      const past = await posts(client, lb, 2);
      check(
        past.every((a) => a.status === 429) && new Set(past.map((a) => a.replica)).size === 2,
        `the next post on each replica should get 429, not ${show(past)}`,
      );
      // Another user behind the same balancer has a bucket of their own (TRUST_PROXY).
      const [other] = await posts(new Browser(appOrigin, ports.balancer, '127.0.0.4'), lb, 1);
      check(other!.status !== 429, `another client's post should be served, not ${other!.status}`);
      // A client reaching a replica directly is counted by its own address, whatever it claims.
      const direct = new Browser(appOrigin, lb.ports[0]!, '127.0.0.3');
      const forged = await direct.post('/enter-email', {}, { 'x-forwarded-for': '198.51.100.7' });
      check(
        forged.status === 429,
        `a forged X-Forwarded-For straight to a replica should still get 429, not ${forged.status}`,
      );
      return `${show(within)} | ${show(past)}; another client ${other!.status}; direct with a forged address 429`;
    },
  ]);

  checks.push([
    'a journey cookie sealed before a rotation of SESSION_SECRETS opens after it',
    async () => {
      const from = lb.served.length;
      const browser = new Browser(appOrigin, ports.balancer, '127.0.0.5');
      const journey = new SignIn(browser, 'replicas-2@example.com', sim);
      await journey.start();
      await journey.enterEmail();
      const before = browser.cookie(JOURNEY_COOKIE);
      check(sealId(before) === '1', `before the rotation the journey is sealed with id 1, not ${sealId(before)}`);
      // Step 1 on every replica (the new secret known, the old one sealing); then step 2 on A only.
      await Promise.all([0, 1].map((i) => stopReplica(i, lb)));
      await Promise.all([startReplica(0, STEP_1, lb), startReplica(1, STEP_1, lb)]);
      await stopReplica(0, lb);
      await startReplica(0, STEP_2, lb);
      // A seals with the new secret and opens the cookie sealed before the rotation...
      lb.startWith(0);
      const seals: string[] = [];
      await journey.enterPassword();
      seals.push(`A ${sealId(browser.cookie(JOURNEY_COOKIE))}`);
      // ...and B, not yet moved on, served the page after it from A's new seal.
      check(
        lb.served.at(-1)?.replica === 1 && lb.served.at(-1)?.status === 200,
        `replica B should have served the code page from A's seal`,
      );
      check(
        sealId(browser.cookie(JOURNEY_COOKIE)) === '2',
        'A should have sealed the journey with the new secret (id 2)',
      );
      // Step 2 on B too; the journey completes.
      await stopReplica(1, lb);
      await startReplica(1, STEP_2, lb);
      await journey.enterCode();
      const opened = [0, 1].map((i) => logged(i, 'unreadable or ended journey cookie treated as absent').length);
      check(
        opened.every((n) => n === 0),
        `no replica should have failed to open the journey cookie (${opened})`,
      );
      expectBothServed(lb, from);
      return `sealed with id 1 before; rotated replica by replica; A opened it and sealed id 2, B (old secret sealing) opened that; completed`;
    },
  ]);

  checks.push([
    'with Redis stopped mid-run both replicas go on serving, each counting alone',
    async () => {
      await redis!.stop();
      const stoppedAt = Date.now();
      await until(() => [0, 1].every((i) => logged(i, OUTAGE).length === 1), 'both replicas should log the outage');
      const outageSeen = seconds(stoppedAt);
      const from = lb.served.length;
      await new SignIn(new Browser(appOrigin, ports.balancer, '127.0.0.6'), 'replicas-3@example.com', sim).all();
      expectBothServed(lb, from);
      const signIn = split(lb, from);
      const slowest = Math.max(...lb.served.slice(from).map((r) => r.ms));
      check(slowest < 3_000, `no answer should wait on Redis: the slowest took ${slowest} ms`);
      // Each replica counts alone now: LIMIT posts on each are served, the next on each refused.
      const client = new Browser(appOrigin, ports.balancer, '127.0.0.7');
      const within = await posts(client, lb, 2 * LIMIT);
      check(
        within.every((a) => a.status !== 429),
        `${2 * LIMIT} posts, ${LIMIT} a replica, should be served: ${show(within)}`,
      );
      const past = await posts(client, lb, 2);
      check(
        past.every((a) => a.status === 429),
        `the next post on each replica should get 429: ${show(past)}`,
      );
      for (const i of [0, 1]) check(logged(i, OUTAGE).length === 1, `replica ${names[i]} should log the outage once`);
      // Redis back: both say so, and share the count again.
      redis = await startRedis();
      await until(
        () => [0, 1].every((i) => logged(i, RECOVERED).length === 1),
        'both replicas should log that Redis is back',
      );
      const again = await posts(new Browser(appOrigin, ports.balancer, '127.0.0.8'), lb, LIMIT + 1);
      check(
        again.slice(0, LIMIT).every((a) => a.status !== 429) && again[LIMIT]!.status === 429,
        `with Redis back the limit should be shared again: ${show(again)}`,
      );
      return (
        `outage logged once by each replica ${outageSeen} after the stop; a sign-in (${signIn}, ` +
        `slowest answer ${slowest} ms); ${2 * LIMIT} posts served, then ${show(past)}; Redis back: shared again`
      );
    },
  ]);

  checks.push([
    "a copy of a journey's cookies opens on neither replica once the journey has ended (issue 54)",
    async () => {
      const browser = new Browser(appOrigin, ports.balancer, '127.0.0.9');
      const signIn = new SignIn(browser, 'replicas-4@example.com', sim);
      await signIn.start();
      await signIn.enterEmail();
      await signIn.enterPassword();
      // Another browser with a copy of the journey's cookies, but never the ended journey's cookie.
      const copied = [JOURNEY_COOKIE, AUTH_COOKIE].map((name) => [name, browser.cookie(name)] as const);
      const copy = new Browser(appOrigin, ports.balancer, '127.0.0.10');
      const open = async () => {
        for (const [name, value] of copied) copy.setCookie(name, value);
        const before = lb.served.length;
        const page = await copy.get('/enter-mobile-code');
        return { page, replica: names[lb.served[before]!.replica]! };
      };
      const live = await open();
      const token = csrfOf(live.page.body);
      check(
        live.page.url.endsWith('/enter-mobile-code') && token === csrfOf(signIn.page.body),
        `before the end the copy should open the journey (its page, its form token), not ${where(live.page)}`,
      );
      // The journey's own details on its page (the number the code went to).
      const detail = /ending in \d+/.exec(live.page.body)?.[0];
      check(detail, 'the code page should name the number the code went to');
      const from = lb.served.length;
      await signIn.enterCode();
      const endedOn = names[lb.served.slice(from).findLast((r) => r.method === 'POST')!.replica];
      const after = [await open(), await open()];
      check(new Set(after.map((a) => a.replica)).size === 2, 'the copy should be tried on both replicas');
      // The session goes on with the client; the journey does not: a new one, without its details,
      // whose forms carry another token (a post with the old one is refused).
      for (const { page, replica } of after)
        check(
          csrfOf(page.body) !== token && !page.body.includes(detail),
          `replica ${replica} should not open the ended journey, but showed ${where(page)} with its token or details`,
        );
      return `the code posted to ${endedOn}, the journey ended; the copy then got ${after.map((a) => `${a.replica}: ${new URL(a.page.url).pathname}`).join(', ')}`;
    },
  ]);

  for (const [name, run] of checks) {
    const started = Date.now();
    try {
      const note = await run();
      console.log(`✓ ${name} (${seconds(started)})\n    ${note}`);
    } catch (err) {
      failed = true;
      console.log(`✗ ${name} (${seconds(started)})\n    ${(err as Error).message}`);
      if (!(err instanceof CheckError)) console.log((err as Error).stack);
      break;
    }
  }
} catch (err) {
  failed = true;
  console.log(`✗ setting up: ${(err as Error).message}`);
} finally {
  if (failed) {
    // What the replicas logged besides their access lines, to see why.
    for (const [i, replica] of replicas.entries()) {
      if (!replica) continue;
      const lines = replica.logLines().filter((l) => l.msg !== 'request');
      console.log(`--- replica ${names[i]}'s log (the last 20 lines besides requests):`);
      for (const l of lines.slice(-20)) console.log(`    ${JSON.stringify(l)}`);
    }
    console.log(`--- the balancer's last requests: ${JSON.stringify(balancer?.served.slice(-10) ?? [])}`);
  }
  await Promise.all(replicas.map((r) => r?.stop()));
  await balancer?.close();
  await servers?.close();
  await redis?.stop();
}

console.log(`${failed ? 'FAILED' : 'passed'}: ${checks.length} checks in ${seconds(t0)}`);
process.exit(failed ? 1 : 0);
