import { readFileSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  appOrigin,
  authorizationQuery,
  backendOrigin,
  demoOrigin,
  expectHeading,
  latestCode,
  resetSimulator,
  startJourney,
} from './support.ts';
import {
  downBackendOrigin,
  rawRequest,
  startAppServer,
  startSlowBackend,
  type AppServerInstance,
} from './serverSupport.ts';

// issue 17: the production server (packages/app/server/serve.mjs on Fastify) as a phone, a
// browser cache, a load balancer and an operator meet it.

const dist = new URL('../packages/app/dist/', import.meta.url);
const indexHtml = readFileSync(new URL('index.html', dist), 'utf8');
/**
 * The largest script the built index.html names (its entry, and the start-up steps' files its
 * `<meta name="nhsl-start-files">` lists for the entry to preload): the entry itself is a small
 * file since the app loads in steps (main.tsx).
 */
const entryScript = [...indexHtml.matchAll(/\/assets\/[^"\s]+\.js/g)]
  .map((m) => m[0])
  .sort((a, b) => statSync(new URL(`.${b}`, dist)).size - statSync(new URL(`.${a}`, dist)).size)[0]!;

let instances: AppServerInstance[] = [];
test.afterEach(async () => {
  await Promise.all(instances.map((i) => i.stop()));
  instances = [];
});
async function instance(env: Record<string, string>): Promise<AppServerInstance> {
  const started = await startAppServer(env);
  instances.push(started);
  return started;
}

test.describe('compression and caching', () => {
  test('the largest start-up script arrives in brotli or gzip as the browser accepts, cached for a year', async () => {
    const plain = readFileSync(new URL(`.${entryScript}`, dist));
    const br = await rawRequest(`${appOrigin}${entryScript}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(plain.length / 3);
    expect(brotliDecompressSync(br.body).equals(plain)).toBe(true);

    const gz = await rawRequest(`${appOrigin}${entryScript}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain)).toBe(true);

    const none = await rawRequest(`${appOrigin}${entryScript}`);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.equals(plain)).toBe(true);
  });

  test('a page arrives compressed, never stored, with the security headers and a fresh nonce', async () => {
    const headers = { 'Accept-Encoding': 'br, gzip', Cookie: 'cookiePreference=no' };
    const first = await rawRequest(`${appOrigin}/cookies`, { headers });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['strict-transport-security']).toContain('max-age=31536000');
    const html = brotliDecompressSync(first.body).toString('utf8');
    expect(html).toContain('NHS login cookie policy');
    // Compressed in one call and sent whole, with its length, not streamed in parts (issue 23
    // "blocking time"; the page is larger than @fastify/compress's default of 8 kB for that).
    expect(html.length).toBeGreaterThan(8 * 1024);
    expect(first.headers['transfer-encoding']).toBeUndefined();
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))![1]!;
    expect(html).toContain(`<style nonce="${nonce}"`);
    const second = await rawRequest(`${appOrigin}/cookies`, { headers });
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
  });

  test('a file the browser holds answers 304 to its ETag; HEAD gives the headers without a body', async () => {
    const url = `${appOrigin}${entryScript}`;
    const headers = { 'Accept-Encoding': 'br' };
    const first = await rawRequest(url, { headers });
    const etag = first.headers['etag']!;
    expect(etag).toBeTruthy();
    const again = await rawRequest(url, { headers: { ...headers, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Another encoding is another representation: its own ETag, so no 304 across encodings.
    const gzip = await rawRequest(url, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(gzip.status).toBe(200);

    const head = await rawRequest(url, { method: 'HEAD', headers });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.body.length).toBe(0);
    const page = await rawRequest(`${appOrigin}/cookies`, { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body.length).toBe(0);
  });

  test('an unknown asset is a 404, not the app; another method on an app path is a 405', async () => {
    expect((await rawRequest(`${appOrigin}/assets/missing-abc123.js`)).status).toBe(404);
    const put = await rawRequest(`${appOrigin}/enter-email`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers['allow']).toBe('GET, HEAD, POST');
  });
});

test('an unknown path, /.vite/manifest.json among them, answers 404 with "We cannot find that page" (issue 45 Security)', async () => {
  for (const path of ['/no-such-page', '/no/such/page', '/.vite/manifest.json']) {
    const res = await rawRequest(`${appOrigin}${path}`, { headers: { Accept: 'text/html' } });
    expect(res.status, path).toBe(404);
    expect(res.headers['content-type'], path).toMatch(/^text\/html/);
    expect(res.body.toString(), path).toContain('We cannot find that page');
    expect(res.body.toString(), path).not.toContain('"file":');
  }
  expect((await rawRequest(`${appOrigin}/privacy`, { headers: { Accept: 'text/html' } })).status).toBe(200);
});

test.describe('operations', () => {
  test("/healthz and /readyz answer 200 while the back end is up; the figures only with the balancer's token", async () => {
    const health = await rawRequest(`${appOrigin}/healthz`);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
    const ready = await rawRequest(`${appOrigin}/readyz`);
    expect(ready.status).toBe(200);
    // issue 45 Security: the pressure figures of the overload guard (issue 24) go only to the
    // balancer, which presents HEALTH_TOKEN, here by the replica's address rather than the app's
    // host; once the guard has taken a sample (null until then).
    const token = 'a-balancer-token-0123456789';
    const app = await instance({ BACKEND_ORIGIN: backendOrigin, HEALTH_TOKEN: token });
    const probe = { Host: '10.0.0.7:8080' };
    expect(JSON.parse((await rawRequest(`${app.origin}/healthz`, { headers: probe })).body.toString())).toEqual({
      status: 'ok',
    });
    await expect
      .poll(
        async () =>
          JSON.parse(
            (
              await rawRequest(`${app.origin}/healthz`, { headers: { ...probe, Authorization: `Bearer ${token}` } })
            ).body.toString(),
          ).eventLoopDelayMs,
      )
      .toEqual(expect.any(Number));
    // Any other path asked by another host than the app's is refused.
    expect((await rawRequest(`${app.origin}/privacy`, { headers: probe })).status).toBe(421);
  });

  test('with the back end down: /readyz 503, a forwarded call 502 as JSON, a navigation the "Something went wrong" page', async ({
    page,
  }) => {
    const app = await instance({ BACKEND_ORIGIN: await downBackendOrigin() });
    expect((await rawRequest(`${app.origin}/healthz`)).status).toBe(200);
    expect((await rawRequest(`${app.origin}/readyz`)).status).toBe(503);
    // issue 24: serve.mjs with its defaults (production) keeps the simulator's tester tools out.
    expect((await rawRequest(`${app.origin}/simulator/outbox.json?email=a%40b.c`)).status).toBe(404);

    const api = await rawRequest(`${app.origin}/authorize/uid-1`, { headers: { Accept: 'application/json' } });
    expect(api.status).toBe(502);
    expect(JSON.parse(api.body.toString())).toEqual({ message: 'Bad gateway' });

    const res = await page.goto(`${app.origin}/authorize?${authorizationQuery()}`);
    expect(res!.status()).toBe(502);
    expect(res!.headers()['content-security-policy']).toContain("script-src 'self'");
    await expectHeading(page, 'Something went wrong');
    await expect(page).toHaveTitle('Something went wrong - NHS login');
    // The header's NHS blue: the page's own styles arrived with it, under the CSP's nonce.
    await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(0, 94, 184)');
  });

  test('with a back end slower than BACKEND_TIMEOUT_MS: 504 after the timeout, as JSON and as a page', async ({
    page,
  }) => {
    const slow = await startSlowBackend(10_000);
    try {
      const app = await instance({ BACKEND_ORIGIN: slow.origin, BACKEND_TIMEOUT_MS: '800' });
      const started = Date.now();
      const api = await rawRequest(`${app.origin}/authorize/uid-1`);
      expect(api.status).toBe(504);
      expect(JSON.parse(api.body.toString())).toEqual({ message: 'Gateway timeout' });
      expect(Date.now() - started).toBeLessThan(5_000);
      const res = await page.goto(`${app.origin}/authorize?${authorizationQuery()}`);
      expect(res!.status()).toBe(504);
      await expectHeading(page, 'Something went wrong');
    } finally {
      await slow.close();
    }
  });

  test('SIGTERM: the request in flight completes, new ones are refused, and the server exits 0', async () => {
    const slow = await startSlowBackend(1_500);
    try {
      const app = await instance({ BACKEND_ORIGIN: slow.origin });
      const inFlight = rawRequest(`${app.origin}/authorize/uid-1`);
      // The request is in flight once the back end has it (not after a guessed delay).
      await slow.received;
      app.process.kill('SIGTERM');
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body.toString())).toEqual({ ok: true });
      expect(await app.exited).toBe(0);
      await expect(rawRequest(`${app.origin}/healthz`)).rejects.toThrow(/ECONNREFUSED/);
      expect(app.logLines().map((l) => l.msg)).toEqual(
        expect.arrayContaining(['stopping: draining requests in flight', 'stopped']),
      );
    } finally {
      await slow.close();
    }
  });

  test('the access log: one JSON line per request with the path and the query names, never their values', async () => {
    const app = await instance({ BACKEND_ORIGIN: backendOrigin, SIMULATOR_ROUTES: '1' });
    await rawRequest(`${app.origin}/enter-email?email=someone%40example.com&code=918273`);
    await rawRequest(`${app.origin}/simulator/outbox.json?email=someone%40example.com`);
    // issue 45 Security: what looks personal in the path or a query name is redacted.
    await rawRequest(`${app.origin}/someone%40example.com/LS1-4AP?someone%40example.com=1`);
    await rawRequest(`${app.origin}/healthz`);
    await expect
      .poll(() => app.logLines().filter((l) => l.msg === 'request').length, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(3);
    const lines = app.logLines().filter((l) => l.msg === 'request');
    expect(lines.map((l) => [l.method, l.path, l.query, l.status])).toEqual([
      ['GET', '/enter-email', ['email', 'code'], 302],
      ['GET', '/simulator/outbox.json', ['email'], 200],
      ['GET', '/[redacted]/[redacted]', ['[redacted]'], 404],
    ]);
    for (const l of lines) expect(typeof l.ms).toBe('number');
    expect(app.stdout()).not.toMatch(/someone|example\.com|918273|LS1/);
  });
});

/**
 * A round-robin balancer in front of the app's origin: every other request the browser makes to
 * it is answered by the second instance (the other by the first, untouched); posts take turns
 * among themselves, so that both instances get some.
 */
async function alternate(context: BrowserContext, secondOrigin: string) {
  const served = { first: 0, second: 0 };
  const paths = { first: new Set<string>(), second: new Set<string>() };
  const turns = { posts: 0, others: 0 };
  await context.route(`${appOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    const turn = route.request().method() === 'POST' ? turns.posts++ : turns.others++;
    if (turn % 2 === 0) {
      served.first++;
      paths.first.add(`${route.request().method()} ${url.pathname}`);
      return route.continue();
    }
    served.second++;
    paths.second.add(`${route.request().method()} ${url.pathname}`);
    // As a balancer does, the app's own Host header goes with it (issue 45: a replica refuses another host).
    const response = await route.fetch({
      url: `${secondOrigin}${url.pathname}${url.search}`,
      headers: { ...route.request().headers(), host: new URL(appOrigin).host },
      maxRedirects: 0,
    });
    return route.fulfill({ response });
  });
  return { served, paths };
}

test('two server instances behind one journey, taking alternate requests, complete a sign-in', async ({
  page,
  context,
}) => {
  // A second instance of the server beside the one the run started; both reach the same back end.
  // Behind one balancer both replicas serve the same origin (issue 45: APP_ORIGIN, never the Host header).
  const second = await instance({ BACKEND_ORIGIN: backendOrigin, APP_ORIGIN: appOrigin });
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);

  const { served, paths } = await alternate(context, second.origin);

  await page.goto(demoOrigin);
  await page.getByRole('link', { name: 'Continue with NHS login' }).click();
  await expect(page).toHaveURL(/\/enter-email$/);
  await page.getByLabel('Enter your email address').fill('confirmed@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter your password');
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, 'confirmed@example.com'));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
  expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
  await expect(page.getByText('State matches')).toBeVisible();

  // Both instances carried the journey: pages, scripts and back-end calls on each. A back-end
  // call is an /api call, /authorize, or a form post (a click that beats hydration on a loaded
  // machine posts the form natively, and the server makes the call).
  expect(served.first).toBeGreaterThan(5);
  expect(served.second).toBeGreaterThan(5);
  for (const which of ['first', 'second'] as const) {
    expect([...paths[which]].some((p) => p.startsWith('POST ') || / \/(api|authorize)/.test(p))).toBe(true);
    expect([...paths[which]].some((p) => p.includes(' /assets/'))).toBe(true);
  }
  await expect
    .poll(() => second.logLines().filter((l) => l.msg === 'request').length, { timeout: 5_000 })
    .toBe(served.second);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('two server instances taking alternate requests carry a sign-in by form posts (the sealed journey cookie)', async ({
    page,
    context,
  }) => {
    const second = await instance({ BACKEND_ORIGIN: backendOrigin, APP_ORIGIN: appOrigin });
    await resetSimulator(page);
    const { paths } = await alternate(context, second.origin);
    await page.goto(demoOrigin);
    await page.getByRole('link', { name: 'Continue with NHS login' }).click();
    await page.getByLabel('Enter your email address').fill('consented@example.com');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Enter your password');
    // The browser follows a post's 303 itself, past the balancer: reloading the page is a GET the
    // balancer sees, so each instance renders one page from the journey cookie the other wrote.
    await page.reload();
    await expectHeading(page, 'Enter your password');
    await page.getByLabel('Password', { exact: true }).fill('Password123!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeading(page, 'Enter the security code');
    await page.reload();
    await expectHeading(page, 'Enter the security code');
    await page.getByLabel('Security code', { exact: true }).fill(await latestCode(page, 'consented@example.com'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((u) => u.origin === demoOrigin && u.pathname === '/callback');
    await expect(page.getByText('State matches')).toBeVisible();
    // Each instance handled form posts and pages of the journey.
    for (const which of ['first', 'second'] as const) {
      expect([...paths[which]].some((p) => p.startsWith('POST /'))).toBe(true);
      expect([...paths[which]].some((p) => p.startsWith('GET /'))).toBe(true);
    }
  });
});

/**
 * issue 24: every request of the browser to the app's origin is served by `origin` (a server
 * started with low limits), so the journey (its cookies, the provider's issuer) is the usual one.
 */
async function servedBy(context: BrowserContext, origin: string) {
  await context.route(`${appOrigin}/**`, async (route) => {
    const url = new URL(route.request().url());
    // A late request (the favicon) may outlive the test's server: it is dropped, not a failure.
    const response = await route
      .fetch({ url: `${origin}${url.pathname}${url.search}`, maxRedirects: 0 })
      .catch(() => undefined);
    if (!response) return route.abort().catch(() => undefined);
    return route.fulfill({ response }).catch(() => undefined);
  });
}

/** Enters the email and, when the password page comes, the password. */
async function signInUntilRefused(page: import('@playwright/test').Page) {
  await startJourney(page);
  await page.getByLabel('Enter your email address').fill('confirmed@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Enter your password|We are very busy/);
  if ((await page.getByRole('heading', { level: 1 }).textContent()) === 'We are very busy') return;
  await page.getByLabel('Password', { exact: true }).fill('Password123!');
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('past the rate limit (issue 24)', () => {
  test('with JavaScript, a journey past its post limit gets "We are very busy" through the app', async ({
    page,
    context,
  }) => {
    const limited = await instance({ BACKEND_ORIGIN: backendOrigin, RATE_LIMIT_SESSION: '1' });
    await resetSimulator(page);
    await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
    await servedBy(context, limited.origin);
    await signInUntilRefused(page);
    await expect(page).toHaveURL(/\/service-busy$/);
    await expectHeading(page, 'We are very busy');
    expect(limited.logLines().some((l) => l.msg === 'service busy: request refused' && l.status === 429)).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the form post past the journey limit gets "We are very busy" (429)', async ({ page, context }) => {
      const limited = await instance({ BACKEND_ORIGIN: backendOrigin, RATE_LIMIT_SESSION: '1' });
      await resetSimulator(page);
      await servedBy(context, limited.origin);
      const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.status() === 429);
      await signInUntilRefused(page);
      expect((await refused).headers()['retry-after']).toBe('10');
      await expectHeading(page, 'We are very busy');
      await expect(page).toHaveTitle('We are very busy - NHS login');
    });
  });
});
