// issue 54 "The server's rules, proven by unit tests": the rules the app's server keeps for every
// journey form, checked from outside by Fastify inject into the REAL server: the server bundle
// that `vite build --ssr` makes of the app's source (built here, in beforeAll, into
// packages/app/node_modules/.cache), served by packages/app/server/app.mjs and render.mjs as in
// production (an https APP_ORIGIN: Secure `__Host-` cookies, docs/decisions/0059), with the
// simulator as the back end on a loopback port. Nothing here knows the server's internals: what a
// browser sends (a form, its cookies) and what it gets (a status, a page, Set-Cookie). Why the
// file builds the bundle itself, and lives in scripts/ (it joins the app's server and the
// simulator, which the package boundaries keep apart): docs/decisions/0070-server-rules-on-the-real-build.md.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import type { FastifyInstance } from 'fastify';
import { createSimulator, type Simulator } from '../packages/simulator/src/server.ts';
import { pageRoutes } from '../packages/app/src/routes.tsx';
import { credentialNames } from '../packages/app/src/server/credentials.ts';
import { apiPaths } from '@nhsl/contract';

/** The production server's builder (a .mjs module without type declarations, as scripts/localServers.ts imports it). */
type BuildServer = (config: Record<string, unknown>) => Promise<FastifyInstance>;
const appModule = '../packages/app/server/app.mjs';

const APP = fileURLToPath(new URL('../packages/app/', import.meta.url));
/** The app's public origin, as production configures it (APP_ORIGIN over TLS). */
const ORIGIN = 'https://login.example';
const HOST = new URL(ORIGIN).host;
/** The demo client's origin (its redirect_uri's); never asked, the journeys stop at its callback. */
const DEMO = 'https://client.example';
const PASSWORD = 'Password123!';

let dist: string;
let backend: Server;
let simulator: Simulator;
/** Every call the back end was asked, as `METHOD path`, in order (what a GET sent it; issue 55 item 5). */
const backendCalls: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  // The server bundle as `pnpm build` makes it (packages/app/package.json), into a folder under
  // node_modules: Vitest then lets Node import it as it is (a folder elsewhere has the 2 MB bundle
  // transformed again, 13 s instead of 0.6 s). The page template is the app's index.html source
  // (the browser build's copy differs only in its script tags, which these pages do not need).
  const cache = join(APP, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  dist = mkdtempSync(join(cache, 'server-rules-'));
  await build({
    root: APP,
    configFile: join(APP, 'vite.config.ts'),
    logLevel: 'silent',
    build: { ssr: 'src/server/render.tsx', outDir: join(dist, 'ssr'), emptyOutDir: true },
  });
  copyFileSync(join(APP, 'index.html'), join(dist, 'index.html'));
  writeFileSync(join(dist, 'package.json'), '{ "type": "module" }\n');
  simulator = createSimulator({ appOrigin: ORIGIN, demoOrigin: DEMO, log: () => {} });
  backend = createServer(simulator);
  backend.on('request', (req: { method?: string; url?: string }) => backendCalls.push(`${req.method} ${req.url}`));
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  const { buildServer } = (await import(appModule)) as { buildServer: BuildServer };
  app = await buildServer({
    dist,
    backend: new URL(backendOrigin()),
    backendTimeoutMs: 10_000,
    readinessPath: '/.well-known/openid-configuration',
    logLevel: false,
    sessionSecret: 'a-test-secret-of-at-least-32-characters!',
    appOrigin: new URL(ORIGIN),
    // The overload guard would measure the test runner's own event loop (tests/e2eServers.ts).
    limits: { maxEventLoopDelayMs: 0 },
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => backend?.close(resolve));
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** The simulator's own origin (its tester tools: the reset emails). */
const backendOrigin = () => `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;

/** One answer of the server. */
interface Answer {
  status: number;
  /** Where it ended: a path of the app, or the whole address of a redirect off the app's origin. */
  at: string;
  body: string;
  location?: string;
}

/** A browser without script: keeps its cookies (and every Set-Cookie it was sent), follows the app's redirects. */
class Visitor {
  readonly cookies = new Map<string, string>();
  readonly setCookies: string[] = [];
  /** The page the last {@link go} ended on: the form its next {@link submit} posts. */
  page: Answer = { status: 0, at: '', body: '' };

  /** One request, no redirect followed. `data`: as page script asks (its JSON answer). */
  async send(method: 'GET' | 'POST', path: string, form?: Record<string, string>, data = false): Promise<Answer> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      method,
      url: path,
      headers: {
        host: HOST,
        accept: data ? 'application/json' : 'text/html',
        ...(data ? { 'x-nhsl-data': '1' } : {}),
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    const lines = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    this.setCookies.push(...lines);
    for (const line of lines) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(i + 1));
    }
    const location = typeof res.headers.location === 'string' ? res.headers.location : undefined;
    return { status: res.statusCode, at: path, body: res.body, ...(location ? { location } : {}) };
  }

  /** A GET or a form post, then the app's redirects; the page it ends on becomes {@link page}. */
  async go(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<Answer> {
    let answer = await this.send(method, path, form);
    for (let hop = 0; answer.location && answer.status >= 300 && answer.status < 400; hop++) {
      if (hop === 10) throw new Error(`too many redirects at ${answer.at}`);
      const to = new URL(answer.location, ORIGIN);
      if (to.origin !== ORIGIN) return { ...answer, at: to.href };
      answer = await this.send('GET', to.pathname + to.search);
    }
    this.page = answer;
    return answer;
  }

  /** Posts the current page's form with its CSRF token and revision, and `fields`. */
  submit(fields: Record<string, string> = {}, path = pathOf(this.page.at)): Promise<Answer> {
    return this.go('POST', path, { _csrf: csrfOf(this.page.body), _rev: revisionOf(this.page.body), ...fields });
  }
}

const pathOf = (at: string) => new URL(at, ORIGIN).pathname;
const csrfOf = (html: string) => /name="_csrf"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';
const revisionOf = (html: string) => /name="_rev"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';
const headingOf = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

/** The demo client's authorization request (PKCE challenge fixed: the code is never exchanged). */
const authorizePath = (state: string) =>
  `/authorize?${new URLSearchParams({
    client_id: 'demo-client',
    redirect_uri: `${DEMO}/callback`,
    response_type: 'code',
    scope: 'openid profile email phone',
    state,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
  })}`;

let accounts = 0;
/** A fresh copy of a scenario account (its own lockouts and consents), by its new email. */
function freshAccount(scenario = 'confirmed@example.com'): string {
  const { store } = simulator.simulator;
  const email = `rules-${++accounts}@example.com`;
  store.register({ ...structuredClone(store.findAccount(scenario)!), email });
  return email;
}

/** The newest security code the simulator "sent" to an account. */
const latestCode = (email: string) => simulator.simulator.outbox.list(email).at(-1)!.code;

/** The clients an account has consented to share its information with, as the back end holds them. */
function consentsOf(email: string): Set<string> {
  const { store } = simulator.simulator;
  return store.accountState(store.findAccount(email)!).consents;
}

/** A visitor whose client sent them to sign in: on enter-email, with a session. */
async function startJourney(): Promise<Visitor> {
  const visitor = new Visitor();
  const page = await visitor.go('GET', authorizePath(`state-${accounts}`));
  expect(pathOf(page.at)).toBe('/enter-email');
  return visitor;
}

/** A visitor who asked to reset the password of `email`, and the link the simulator emailed them. */
async function withResetLink(email: string): Promise<{ visitor: Visitor; link: URL }> {
  const visitor = await startJourney();
  await visitor.go('GET', '/forgotten-password');
  await visitor.submit({ email });
  const emails = await fetch(`${backendOrigin()}/simulator/reset-emails.json?email=${encodeURIComponent(email)}`);
  const link = new URL(((await emails.json()) as { link: string }[])[0]!.link);
  return { visitor, link };
}

/** A visitor signed in with a fresh account up to (not into) the security code page. */
async function atSecurityCode(email: string): Promise<Visitor> {
  const visitor = await startJourney();
  await visitor.submit({ email });
  expect(pathOf(visitor.page.at)).toBe('/log-in-password');
  await visitor.submit({ password: PASSWORD });
  expect(pathOf(visitor.page.at)).toBe('/enter-mobile-code');
  return visitor;
}

/**
 * A whole sign-in is 10 to 15 server renders, 0.5 to 1.5 s on 2 cores; past 5 s only on a machine
 * busy with other work (a test's time limit, never a retry).
 */
const JOURNEY = { timeout: 20_000 };

/** The routes with a form (an action), from the app's route table. */
const formRoutes = pageRoutes.filter((r) => r.action);

describe('every route with a form (issue 54)', () => {
  /** A journey that has taken one step: on log-in-password, its enter-email page one revision behind. */
  let visitor: Visitor;
  let behindPage: Answer;
  beforeAll(async () => {
    visitor = await startJourney();
    behindPage = visitor.page;
    await visitor.submit({ email: freshAccount() });
    expect(pathOf(visitor.page.at)).toBe('/log-in-password');
  }, JOURNEY.timeout);

  it('covers the journeys: sign-in, consent, registration, proofing, recovery, reset and the account', () => {
    const paths = formRoutes.map((r) => r.path);
    for (const p of ['/enter-email', '/log-in-password', '/consent-confirmation', '/register/create-password'])
      expect(paths).toContain(p);
    expect(paths.length).toBeGreaterThan(40);
  });

  it.each(formRoutes.map((r) => [r.path]))(
    '%s refuses a post without its CSRF token, or with a wrong one',
    async (path) => {
      const rev = revisionOf(visitor.page.body);
      expectRefused(await visitor.send('POST', path, { _rev: rev }));
      // Page script's post (a data request) with a token of the right form but not this journey's.
      expectRefused(await visitor.send('POST', path, { _csrf: 'A'.repeat(43), _rev: rev }, true));
    },
  );

  it.each(formRoutes.map((r) => [r.path, r.behind]))(
    '%s does not run a post from a page the journey has moved on from',
    async (path, behind) => {
      // The fields left empty: run, this form would answer its errors (422) or go on to another page.
      const answer = await visitor.send('POST', path, {
        _csrf: csrfOf(behindPage.body),
        _rev: revisionOf(behindPage.body),
      });
      expectNotRun(answer, [path, ...(behind ? [behind] : [])]);
    },
  );
});

/**
 * A post refused before its step could run (its CSRF token missing or wrong): a client error (403
 * today), neither the form's own errors (422) nor a redirect to where the step would lead.
 */
function expectRefused(answer: Answer): void {
  expect(answer.status, `${answer.at} answered ${answer.status}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, answer.at).toBeLessThan(500);
  expect(answer.status, answer.at).not.toBe(422);
  expect(answer.location, answer.at).toBeUndefined();
}

/**
 * A post the server did not run, as it answers one from a page behind the journey: the page again
 * (its own, or where the route sends a post from behind) by a redirect, or in place; never the
 * form's errors, a refusal or another page.
 */
function expectNotRun(answer: Answer, pages: string[]): void {
  expect(answer.status, `${answer.at} answered ${answer.status}`).not.toBe(422);
  expect([200, 303, 409]).toContain(answer.status);
  if (answer.status === 303) expect(pages).toContain(pathOf(answer.location!));
  else expect(answer.body).toMatch(/<h1[\s>]/);
}

describe('a post from another tab, behind the journey (issue 44 "Two tabs")', JOURNEY, () => {
  it('is not run: the password typed in the older tab is not checked, and the journey stays where the newer tab took it', async () => {
    const email = freshAccount();
    const visitor = await startJourney();
    await visitor.submit({ email });
    const olderTab = visitor.page;
    // The newer tab signs in with the right password.
    await visitor.submit({ password: PASSWORD });
    expect(pathOf(visitor.page.at)).toBe('/enter-mobile-code');
    // The older tab, still on log-in-password, sends a wrong one.
    const stale = await visitor.send('POST', '/log-in-password', {
      _csrf: csrfOf(olderTab.body),
      _rev: revisionOf(olderTab.body),
      password: 'Not-the-password-1',
    });
    expectNotRun(stale, ['/log-in-password']);
    expect(simulator.simulator.store.accountState(simulator.simulator.store.findAccount(email)!).passwordFailures).toBe(
      0,
    );
    const now = await visitor.go('GET', '/enter-mobile-code');
    expect(now.status).toBe(200);
    expect(headingOf(now.body)).toBe('Enter the security code');
  });
});

describe(
  'a step posted twice at one revision (issue 55 item 7: a double click without script, two tabs)',
  JOURNEY,
  () => {
    it('runs once: the second post gets the first answer, with its cookies, and the journey goes on', async () => {
      const email = freshAccount();
      const visitor = await atSecurityCode(email);
      const form = { _csrf: csrfOf(visitor.page.body), _rev: revisionOf(visitor.page.body), code: latestCode(email) };
      // Both leave before either answer comes, with the same cookies (the journey at one revision).
      const before = visitor.setCookies.length;
      const [first, second] = await Promise.all([
        visitor.send('POST', '/enter-mobile-code', form),
        visitor.send('POST', '/enter-mobile-code', form),
      ]);
      expect([first.status, second.status]).toEqual([303, 303]);
      expect(second.location).toBe(first.location);
      expect(pathOf(first.location ?? '')).not.toMatch(/error|session|enter-mobile-code/);
      // The same cookies twice (the renewed session and the sealed journey), not a second sign-in's.
      const set = cookiesSet(visitor.setCookies.slice(before));
      for (const name of ['nhsl-journey', credentialNames.AUTH_COOKIE]) {
        const values = set.filter((c) => c.name.endsWith(name)).map((c) => c.value);
        expect(values, name).toHaveLength(2);
        expect(values[0], name).toBe(values[1]);
      }
      const next = await visitor.go('GET', first.location!);
      expect(next.status).toBe(200);
    });

    it('two different posts at once: one runs; the other runs nothing and is sent to its page as the journey is now', async () => {
      const email = freshAccount();
      const visitor = await atSecurityCode(email);
      const form = { _csrf: csrfOf(visitor.page.body), _rev: revisionOf(visitor.page.body), code: latestCode(email) };
      backendCalls.splice(0);
      // Two tabs of one journey: the same code, one with "remember this device" ticked.
      const [plain, remembered] = await Promise.all([
        visitor.send('POST', '/enter-mobile-code', form),
        visitor.send('POST', '/enter-mobile-code', { ...form, rememberDevice: 'true' }),
      ]);
      const verified = backendCalls.filter((call) => call === `POST ${apiPaths.verifyOtp.replace(/^\/api/, '')}`);
      expect(verified).toHaveLength(1);
      expect([plain.status, remembered.status]).toEqual([303, 303]);
      const locations = [plain.location, remembered.location].map((l) => pathOf(l ?? ''));
      // The one that ran went on; the other was sent back to its page, which now goes on too.
      expect(locations).toContain('/enter-mobile-code');
      const onward = locations.find((l) => l !== '/enter-mobile-code')!;
      expect(onward).not.toMatch(/error|session/);
      const again = await visitor.go('GET', '/enter-mobile-code');
      expect(again.status).toBeLessThan(500);
    });

    it("enter-email's passkey autofill request takes no claim: the email posted at the same moment runs, and neither is sent back", async () => {
      const email = freshAccount();
      const visitor = await startJourney();
      const form = { _csrf: csrfOf(visitor.page.body), _rev: revisionOf(visitor.page.body) };
      // The user's post first (it holds the revision while its step runs), page script's request
      // of options while it is under way.
      const posted = visitor.send('POST', '/enter-email', { ...form, email });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const autofill = await visitor.send('POST', '/enter-email', { ...form, _action: 'passkey-autofill' }, true);
      const step = await posted;
      expect(step.status).toBe(303);
      expect(pathOf(step.location ?? '')).toBe('/log-in-password');
      // Page script's fetcher is never sent anywhere: no location, only the page's answer.
      expect(autofill.status).toBe(200);
      expect((JSON.parse(autofill.body) as { location?: string }).location).toBeUndefined();
    });

    it('a form answered with its errors lets the next post at that revision run (correcting it)', async () => {
      const email = freshAccount();
      const visitor = await startJourney();
      await visitor.submit({ email });
      const form = { _csrf: csrfOf(visitor.page.body), _rev: revisionOf(visitor.page.body) };
      const wrong = await visitor.send('POST', '/log-in-password', { ...form, password: 'Not-the-password-1' });
      expect(wrong.status).toBe(422);
      const right = await visitor.send('POST', '/log-in-password', { ...form, password: PASSWORD });
      expect(right.status).toBe(303);
      expect(pathOf(right.location ?? '')).toBe('/enter-mobile-code');
    });
  },
);

/** Every Set-Cookie line's name, value and attributes. */
function cookiesSet(lines: string[]) {
  return lines.map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
    const i = pair.indexOf('=');
    return {
      line,
      name: pair.slice(0, i),
      value: pair.slice(i + 1),
      attrs: new Map(
        attrs.map((a) => {
          const j = a.indexOf('=');
          return j < 0 ? [a.toLowerCase(), ''] : [a.slice(0, j).toLowerCase(), a.slice(j + 1)];
        }),
      ),
    };
  });
}

describe('a sign-in, its credentials and its consent (issue 54)', JOURNEY, () => {
  it('sets every cookie but the two page script writes HttpOnly, Secure and __Host- named, the id_token among them', async () => {
    const email = freshAccount();
    const visitor = await atSecurityCode(email);
    await visitor.submit({ code: latestCode(email), rememberDevice: 'on' });
    expect(pathOf(visitor.page.at)).toBe('/nhs-login-consent');
    const done = await visitor.submit();
    expect(new URL(done.at).searchParams.get('code')).toBeTruthy();
    const set = cookiesSet(visitor.setCookies);
    // What a sign-in must have set: the session, the journey, the id_token and remember-my-device.
    const named = (name: string) => set.filter((c) => c.name === `__Host-${name}` && c.value !== '');
    for (const credential of [credentialNames.AUTH_COOKIE, credentialNames.ID_TOKEN_COOKIE, credentialNames.RMD_COOKIE])
      expect(named(credential).length, `${credential} was set`).toBeGreaterThan(0);
    for (const c of set) {
      if (credentialNames.scriptCookies.includes(c.name)) continue;
      expect(c.name, c.line).toMatch(/^__Host-/);
      expect(c.attrs.has('secure'), c.line).toBe(true);
      // (A deletion carries nothing to read.)
      if (c.value !== '') expect(c.attrs.has('httponly'), c.line).toBe(true);
      expect(c.attrs.get('path'), c.line).toBe('/');
      expect(c.attrs.has('domain'), c.line).toBe(false);
    }
  });

  it('renews the CSRF token at sign-in: a form of before it is refused', async () => {
    const email = freshAccount();
    const visitor = await atSecurityCode(email);
    const before = csrfOf(visitor.page.body);
    await visitor.submit({ code: latestCode(email) });
    expect(pathOf(visitor.page.at)).toBe('/nhs-login-consent');
    expect(csrfOf(visitor.page.body)).not.toBe(before);
    const rev = revisionOf(visitor.page.body);
    for (const [path, fields] of [
      ['/nhs-login-consent', {}],
      ['/consent-confirmation', { choice: 'no-consent' }],
    ] as const) {
      expectRefused(await visitor.send('POST', path, { _csrf: before, _rev: rev, ...fields }));
    }
    // Neither ran: no refusal reached the client, and no consent was given.
    expect(consentsOf(email).has('demo-client')).toBe(false);
    // The journey goes on with the new token.
    const done = await visitor.submit();
    expect(new URL(done.at).searchParams.get('code')).toBeTruthy();
  });

  it('renews the session id at sign-in (issue 54 session fixation): the old id is refused, the journey goes on', async () => {
    const email = freshAccount();
    const visitor = await atSecurityCode(email);
    const authName = `__Host-${credentialNames.AUTH_COOKIE}`;
    const idOf = (raw: string | undefined) =>
      (JSON.parse(Buffer.from(raw ?? '', 'base64url').toString('utf8')) as { session_id: string }).session_id;
    const before = idOf(visitor.cookies.get(authName));
    const seen = visitor.setCookies.length;
    await visitor.submit({ code: latestCode(email) });
    expect(pathOf(visitor.page.at)).toBe('/nhs-login-consent');
    // The sign-in's answer set the authorization cookie again: a new id, hardened as /authorize's.
    const renewed = cookiesSet(visitor.setCookies.slice(seen)).filter((c) => c.name === authName && c.value !== '');
    expect(renewed).toHaveLength(1);
    expect([...renewed[0]!.attrs.keys()]).toEqual(expect.arrayContaining(['httponly', 'secure', 'path', 'max-age']));
    expect(renewed[0]!.attrs.get('samesite')?.toLowerCase()).toBe('lax');
    const after = idOf(visitor.cookies.get(authName));
    expect(after).not.toBe(before);
    // The back end refuses the id of before the sign-in; the new one is the session's.
    const asBearer = (id: string) =>
      fetch(`${backendOrigin()}/api/auth/client-info?client-id=demo-client`, {
        headers: { Authorization: `Bearer ${id}` },
      });
    expect((await asBearer(before)).status).toBe(401);
    expect((await asBearer(after)).status).toBe(200);
    // The journey is kept, not taken for a newer session's: the account's email is still in its groups.
    const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(visitor.page.body)?.[1];
    const groups = (JSON.parse(data ?? '{}') as { groups?: Record<string, string> }).groups ?? {};
    expect(JSON.parse(groups['nhsl:profile'] ?? '{}')).toMatchObject({ email });
    // The timeout warning's call through the /api proxy takes the new id from the cookie.
    const cookie = [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const extended = await app.inject({
      method: 'POST',
      url: '/api/auth/session/extend',
      headers: { host: HOST, cookie, [credentialNames.CSRF_HEADER]: csrfOf(visitor.page.body) },
    });
    expect(extended.statusCode).toBe(200);
    // And on to the client with a code.
    const done = await visitor.submit();
    expect(new URL(done.at).searchParams.get('code')).toBeTruthy();
  });

  /** A fresh account's sign-in to the demo client, on consent-confirmation ("Do you want to share…"). */
  async function atConsentConfirmation(email: string): Promise<Visitor> {
    const visitor = await atSecurityCode(email);
    await visitor.submit({ code: latestCode(email) });
    expect(pathOf(visitor.page.at)).toBe('/nhs-login-consent');
    await visitor.go('GET', '/consent-confirmation');
    return visitor;
  }

  it('ends the sign-in at the client with access_denied, and no consent recorded, when the user does not agree', async () => {
    const email = freshAccount();
    const visitor = await atConsentConfirmation(email);
    const back = new URL((await visitor.submit({ choice: 'no-consent' })).at);
    expect(back.origin + back.pathname).toBe(`${DEMO}/callback`);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.has('code')).toBe(false);
    expect(consentsOf(email).has('demo-client')).toBe(false);
  });

  it('ends it with a code, and the consent recorded, when they agree after all', async () => {
    const email = freshAccount();
    const visitor = await atConsentConfirmation(email);
    // "Yes, I agree" goes back to the consent page, whose "I agree" ends at the client with a code.
    expect(pathOf((await visitor.submit({ choice: 'agree' })).at)).toBe('/nhs-login-consent');
    const done = new URL((await visitor.submit()).at);
    expect(done.searchParams.get('code')).toBeTruthy();
    expect(consentsOf(email).has('demo-client')).toBe(true);
  });

  it('ends it at the client with access_denied when the user does not agree to updated terms, by the link or by script', async () => {
    const email = freshAccount('terms@example.com');
    const visitor = await atSecurityCode(email);
    await visitor.submit({ code: latestCode(email) });
    expect(pathOf(visitor.page.at)).toBe('/terms-update');
    const refusals = [/href="([^"]*error=access_denied[^"]*)"/.exec(visitor.page.body)?.[1]?.replaceAll('&amp;', '&')];
    const form = { _csrf: csrfOf(visitor.page.body), _rev: revisionOf(visitor.page.body), _action: 'decline' };
    const declined = await visitor.send('POST', '/terms-update', form, true);
    expect(declined.status).toBe(200);
    // Page script goes where the answer says: the provider ends the interaction, and sends the browser to the client.
    const to = new URL((JSON.parse(declined.body) as { location?: string }).location ?? '', ORIGIN);
    refusals.push(to.origin === ORIGIN ? (await visitor.go('GET', to.pathname + to.search)).at : to.href);
    for (const refusal of refusals) {
      const back = new URL(refusal ?? 'about:blank');
      expect(back.origin + back.pathname).toBe(`${DEMO}/callback`);
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.has('code')).toBe(false);
    }
  });
});

/** Codes of a length no form takes: answered with the field's error, never run. */
const BAD_CODE = '1357924680';

describe('what the user typed in a secret field never comes back (issue 54)', JOURNEY, () => {
  /**
   * Posts the visitor's current form at `path` (as a form, then as page script does) with `fields`,
   * which it must answer with its errors (422): the typed `secrets` must be in neither the page
   * (its HTML and its data block) nor page script's JSON.
   */
  async function expectSecretsLeftOut(
    visitor: Visitor,
    path: string,
    fields: Record<string, string>,
    secrets: string[],
  ) {
    const form = { _csrf: csrfOf(visitor.page.body), _rev: revisionOf(visitor.page.body), ...fields };
    for (const data of [false, true]) {
      const answer = await visitor.send('POST', path, form, data);
      expect(answer.status, `${path}${data ? ' (data)' : ''}`).toBe(422);
      for (const secret of secrets) expect(answer.body, `${path}${data ? ' (data)' : ''}`).not.toContain(secret);
    }
  }

  it('sign-in: a wrong password, a wrong security code, a landline code of the wrong length', async () => {
    const email = freshAccount();
    const visitor = await startJourney();
    await visitor.submit({ email });
    await expectSecretsLeftOut(visitor, '/log-in-password', { password: 'Wrong-Secret-7391' }, ['Wrong-Secret-7391']);
    await visitor.submit({ password: PASSWORD });
    expect(pathOf(visitor.page.at)).toBe('/enter-mobile-code');
    const wrong = latestCode(email) === '135792' ? '135793' : '135792';
    await expectSecretsLeftOut(visitor, '/enter-mobile-code', { code: wrong, rememberDevice: 'on' }, [wrong]);
    await expectSecretsLeftOut(visitor, '/enter-landline-code', { code: BAD_CODE }, [BAD_CODE]);
  });

  it('registration and the reset journey: codes, a new password and its confirmation, a password', async () => {
    const visitor = await startJourney();
    await expectSecretsLeftOut(visitor, '/register/check-email', { code: BAD_CODE }, [BAD_CODE]);
    await expectSecretsLeftOut(
      visitor,
      '/register/create-password',
      { password: 'Secret-Zq-0001', confirm: 'Secret-Zq-0002' },
      ['Secret-Zq-000'],
    );
    await expectSecretsLeftOut(visitor, '/register/enter-mobile-code', { code: BAD_CODE }, [BAD_CODE]);
    await expectSecretsLeftOut(visitor, '/login', { password: 'Secret-Zq-0003' }, ['Secret-Zq-0003']);
  });

  it('reset: a new password too short, on the page the emailed link opens', async () => {
    const email = freshAccount();
    const { visitor, link } = await withResetLink(email);
    await visitor.go('GET', link.pathname + link.search);
    expect(pathOf(visitor.page.at)).toBe('/reset-password');
    await expectSecretsLeftOut(visitor, link.pathname + link.search, { password: 'Zq-97x' }, ['Zq-97x']);
  });

  it('the account: a wrong password to continue, a new password and its confirmation that differ', async () => {
    const email = freshAccount('consented@example.com');
    const visitor = await atSecurityCode(email);
    await visitor.submit({ code: latestCode(email) });
    await visitor.go('GET', '/account/confirm-password');
    await expectSecretsLeftOut(visitor, '/account/confirm-password', { password: 'Wrong-Secret-7392' }, [
      'Wrong-Secret-7392',
    ]);
    await visitor.go('GET', '/account/change-password');
    expect(headingOf(visitor.page.body)).toBe('Change your password');
    const version = /name="version"[^>]*value="([^"]*)"/.exec(visitor.page.body)?.[1] ?? '';
    await expectSecretsLeftOut(
      visitor,
      '/account/change-password',
      { version, current: PASSWORD, password: 'lantern orchard velvet', confirm: 'lantern orchard violet' },
      [PASSWORD, 'lantern orchard'],
    );
  });
});

/** The path of every page route (the not-found page by an address no route has). */
const everyPage = [...pageRoutes.filter((r) => r.path !== '*').map((r) => r.path), '/no-such-page'];

/**
 * A GET as a link or a prefetch from another site sends it (`link`), or as page script's loader asks
 * for a route's data (`loader`: same origin, the data header; issue 55 item 8): the names of the
 * cookies it set.
 */
async function crossSiteGet(
  visitor: Visitor,
  path: string,
  how: 'link' | 'loader' = 'link',
): Promise<{ status: number; set: string[] }> {
  const res = await app.inject({
    method: 'GET',
    url: path,
    headers: {
      host: HOST,
      ...(how === 'link'
        ? { accept: 'text/html', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }
        : {
            accept: 'application/json',
            'x-nhsl-data': '1',
            'sec-fetch-site': 'same-origin',
            'sec-fetch-mode': 'cors',
          }),
      cookie: [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    },
  });
  const set = cookiesSet(([] as string[]).concat(res.headers['set-cookie'] ?? [])).map((c) => c.name);
  return { status: res.statusCode, set };
}

describe('a GET from another site changes nothing (issue 55 item 5, "Loaders change nothing")', JOURNEY, () => {
  it('every route, asked by a signed-in journey with no token, by a link and by its loader: no cookie of the journey or the session is set, no back-end step is sent, and the back end session is as it was', async () => {
    const email = freshAccount();
    const visitor = await atSecurityCode(email);
    await visitor.submit({ code: latestCode(email) });
    expect(pathOf(visitor.page.at)).toBe('/nhs-login-consent');
    const auth = visitor.cookies.get(`__Host-${credentialNames.AUTH_COOKIE}`)!;
    const sessionId = (
      JSON.parse(Buffer.from(decodeURIComponent(auth), 'base64url').toString('utf8')) as { session_id: string }
    ).session_id;
    const session = () => JSON.stringify(simulator.simulator.store.getSession(sessionId) ?? null);
    const before = session();
    expect(before).not.toBe('null');
    const changed: string[] = [];
    backendCalls.splice(0);
    // A link or a prefetch from another site (the browser's own headers, no token, no data header),
    // and every route's loader as page script asks it (issue 55 item 8: a loader changes nothing).
    for (const how of ['link', 'loader'] as const)
      for (const path of everyPage) {
        const { status, set } = await crossSiteGet(visitor, path, how);
        // A back-end step (a POST: account status, authcode, …) is no read, even where its answer
        // happens to leave the journey's state as it was.
        const steps = backendCalls.splice(0).filter((call) => !call.startsWith('GET '));
        if (steps.length) changed.push(`${how} ${path} asked the back end ${steps.join(', ')}`);
        if (set.length) changed.push(`${how} ${path} set ${set.join(', ')}`);
        if (session() !== before) changed.push(`${how} ${path} changed the back end's session`);
        expect(status, `${how} ${path}`).toBeLessThan(500);
      }
    expect(changed).toEqual([]);
  });

  it('/proofing/submit, asked by a journey with every detail entered: no uplift is sent; its page posts it', async () => {
    // The account that needs proofing (by its email, packages/simulator/src/patients.ts), and a
    // person of the simulator's register (tests/proofingSupport.ts "alice").
    const email = 'proofing@example.com';
    const visitor = await atSecurityCode(email);
    await visitor.submit({ code: latestCode(email) });
    expect(pathOf(visitor.page.at)).toBe('/proofing/find-nhs-record');
    await visitor.go('GET', '/proofing/know-nhs-number');
    await visitor.submit({ know: 'yes', nhsNumber: '9990000034' });
    await visitor.submit({ 'dob-day': '15', 'dob-month': '3', 'dob-year': '1980' });
    await visitor.submit({ postcode: 'LS1 4AP' });
    expect(pathOf(visitor.page.at)).toBe('/proofing/check-your-details');
    // The uplift, sent, would change the journey (its sealed cookie) and lead to an outcome.
    const get = await crossSiteGet(visitor, '/proofing/submit');
    expect(get).toEqual({ status: 200, set: [] });
    // The page the journey's own GET shows: a form with its token, whose post sends the uplift.
    const page = await visitor.go('GET', '/proofing/submit');
    expect(pathOf(page.at)).toBe('/proofing/submit');
    expect(csrfOf(page.body)).not.toBe('');
    await visitor.submit();
    expect(pathOf(visitor.page.at)).toMatch(/^\/(?!proofing\/(submit|know-nhs-number|check-your-details))/);
  });

  it('/proofing/enter-postcode, asked by a journey whose postcode is in an area not covered: the postcode is kept; the field starts empty', async () => {
    const email = 'proofing@example.com';
    const visitor = await atSecurityCode(email);
    await visitor.submit({ code: latestCode(email) });
    await visitor.go('GET', '/proofing/know-nhs-number');
    await visitor.submit({ know: 'yes', nhsNumber: '9990000034' });
    await visitor.submit({ 'dob-day': '15', 'dob-month': '3', 'dob-year': '1980' });
    await visitor.submit({ postcode: 'bt1 1aa' });
    expect(pathOf(visitor.page.at)).toBe('/proofing/nhs-login-not-available-your-area');
    // The old arrival forgot the postcode on any GET (a link from another site too), a change.
    expect(await crossSiteGet(visitor, '/proofing/enter-postcode')).toEqual({ status: 200, set: [] });
    const page = await visitor.go('GET', '/proofing/enter-postcode');
    expect(page.body).toMatch(/<input[^>]*name="postcode"[^>]*value=""/);
    expect((await visitor.go('GET', '/proofing/nhs-login-not-available-your-area')).body).toContain('BT1 1AA');
  });

  it("/reset-password, asked with a live link: the link's code is not used; the page's form uses it", async () => {
    const email = freshAccount();
    const { visitor, link } = await withResetLink(email);
    const get = await crossSiteGet(visitor, link.pathname + link.search);
    expect(get).toEqual({ status: 200, set: [] });
    await visitor.go('GET', link.pathname + link.search);
    expect(pathOf(visitor.page.at)).toBe('/reset-password');
    await visitor.submit({ password: 'A-new-password-4821' }, link.pathname + link.search);
    expect(pathOf(visitor.page.at)).toBe('/reset/success');
  });
});
