import {
  AUTH_COOKIE,
  ID_TOKEN_COOKIE,
  RMD_COOKIE,
  SESSION_INFO_COOKIE,
  apiPaths,
  authCookieSchema,
  sessionApiPaths,
} from '@nhsl/contract';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import {
  appOrigin,
  authorizationQuery,
  backendOrigin,
  expectHeading,
  latestCode,
  resetSimulator,
  startJourney,
} from './support.ts';
import { rawRequest, startAppServer, type RawResponse } from './serverSupport.ts';

// Issue 24: credentials live only in HttpOnly cookies (backend for frontend), and bad cookies
// never break a page.

const CREDENTIALS = [AUTH_COOKIE, ID_TOKEN_COOKIE, RMD_COOKIE];
const JOURNEY_COOKIE = 'nhsl-journey';
const PASSWORD = 'Password123!';

async function enterEmail(page: Page, email: string) {
  await page.getByLabel('Enter your email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}
async function enterPassword(page: Page) {
  await expectHeading(page, 'Enter your password');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
}
async function enterCode(page: Page, code: string) {
  await expectHeading(page, 'Enter the security code');
  await page.getByLabel('Security code', { exact: true }).fill(code);
  await page.getByRole('checkbox', { name: /Remember this device/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The Set-Cookie headers of an answer, by cookie name. */
function setCookies(res: RawResponse): Map<string, string> {
  const list = res.headers['set-cookie'] ?? [];
  return new Map(list.map((c) => [c.slice(0, c.indexOf('=')), c]));
}

/** name=value pairs of Set-Cookies (what a browser would send back), merged into a jar. */
function keep(jar: Map<string, string>, res: RawResponse): Map<string, string> {
  for (const [name, header] of setCookies(res)) {
    const value = header.slice(name.length + 1).split(';')[0]!;
    if (/max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, value);
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** The decoded session id of an authorization cookie value. */
const sessionIdOf = (raw: string) =>
  authCookieSchema.parse(JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64url').toString('utf8')) as unknown)
    .session_id;

test('after a sign-in, no credential is where page script can reach it; the credential cookies are HttpOnly and SameSite=Lax', async ({
  page,
  context,
}) => {
  await resetSimulator(page);
  await context.addCookies([{ name: 'cookiePreference', value: 'no', url: appOrigin }]);
  await startJourney(page);
  await enterEmail(page, 'confirmed@example.com');
  await enterPassword(page);
  await enterCode(page, await latestCode(page, 'confirmed@example.com'));
  await expectHeading(page, 'Do you agree to share your information with Demo Health Service?');

  const cookies = await context.cookies(appOrigin);
  const secrets: string[] = [];
  for (const name of CREDENTIALS) {
    const c = cookies.find((x) => x.name === name);
    expect(c, name).toBeTruthy();
    expect([name, c!.httpOnly, c!.sameSite, c!.path], name).toEqual([name, true, 'Lax', '/']);
    secrets.push(decodeURIComponent(c!.value));
  }
  const sessionId = sessionIdOf(cookies.find((c) => c.name === AUTH_COOKIE)!.value);
  secrets.push(sessionId);

  const documentCookie = await page.evaluate(() => document.cookie);
  const storage = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  for (const name of CREDENTIALS) expect(documentCookie).not.toContain(`${name}=`);
  // Nothing of the journey or the session where script can read it (issue 44): the cookie choice only.
  expect(documentCookie).toBe('cookiePreference=no');
  for (const secret of secrets) {
    expect(documentCookie, 'document.cookie').not.toContain(secret);
    expect(storage, 'localStorage or sessionStorage').not.toContain(secret);
  }

  // The journey's end: the hand-off clears the journey's state (sealed cookie, stored groups) and
  // the id_token; the session (HttpOnly, for "Manage your NHS login") and the remembered device stay.
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.waitForURL((u) => u.pathname === '/callback');
  const left = (await context.cookies(appOrigin)).map((c) => c.name);
  for (const gone of [ID_TOKEN_COOKIE, JOURNEY_COOKIE]) expect(left).not.toContain(gone);
  expect(left).toContain(RMD_COOKIE);
  await page.goto('/cookies');
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain('confirmed@example.com');
});

test('page script calls: only the session calls, with the bearer added, the CSRF token and the session checked; no journey step; Secure and __Host- named with COOKIE_SECURE=1', async ({
  page,
}) => {
  await resetSimulator(page);
  // Behind a TLS terminator (COOKIE_SECURE=1): every cookie the server sets is Secure, and named
  // with the __Host- prefix (issue 44), which the server reads back.
  const app = await startAppServer({ BACKEND_ORIGIN: backendOrigin, COOKIE_SECURE: '1' });
  const H = '__Host-';
  try {
    const jar = new Map<string, string>();
    const authorize = await rawRequest(`${app.origin}/authorize?${authorizationQuery()}`);
    const started = setCookies(authorize);
    expect([...started.keys()].every((name) => name.startsWith(H))).toBe(true);
    expect(started.get(H + AUTH_COOKIE)).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect(started.get(H + AUTH_COOKIE)).toContain('Path=/');
    // No session cookie page script could read (issue 44): the session's parameters reach the page in its data.
    expect(started.has(H + SESSION_INFO_COOKIE)).toBe(false);
    expect(started.get(H + ID_TOKEN_COOKIE)).toMatch(/^__Host-id_token=; Path=\/; Max-Age=0/);
    keep(jar, authorize);
    const sessionId = sessionIdOf(jar.get(H + AUTH_COOKIE)!);

    const pageRes = await rawRequest(`${app.origin}/enter-email`, { headers: { Cookie: cookieHeader(jar) } });
    expect(setCookies(pageRes).get(H + JOURNEY_COOKIE)).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    keep(jar, pageRes);
    const pageText = pageRes.body.toString('utf8');
    const csrf = /"csrf":"([^"]+)"/.exec(pageText)![1]!;
    // The session's marker (never its id) in the page's data, as page script reads it.
    const data = JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(pageText)![1]!) as {
      groups: Record<string, string>;
    };
    const marker = (JSON.parse(data.groups['nhsl:session']!) as { marker: string }).marker;
    expect(pageText).not.toContain(sessionId);

    const call = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${app.origin}${path}`, { method: 'POST', headers: { Cookie: cookieHeader(jar), ...headers } });
    // The timeout warning's extension, page script's call (issue 25): the CSRF token and the
    // session's marker are checked, and the server adds the bearer.
    const extend = sessionApiPaths.extend;
    const noToken = await call(extend);
    expect([noToken.status, await noToken.json()]).toEqual([403, { message: 'Forbidden' }]);
    const otherSession = await call(extend, { 'x-csrf-token': csrf, 'x-session-marker': 'x' });
    expect([otherSession.status, await otherSession.json()]).toEqual([401, { message: 'Unauthorized' }]);
    const headers = { 'x-csrf-token': csrf, 'x-session-marker': marker };
    const extended = await call(extend, headers);
    expect(extended.status).toBe(200);
    // The new end is sealed into the journey state too: its cookie again, Secure and __Host- named.
    expect(extended.headers.getSetCookie().find((c) => c.startsWith(H + JOURNEY_COOKIE))).toMatch(
      /HttpOnly; SameSite=Lax; Secure$/,
    );
    // Page script calls no journey step (issue 44): the back end's sign-in paths are refused at
    // the app's server, with the right token and marker too; the steps are the forms' actions.
    for (const path of [apiPaths.accountStatus, apiPaths.login, apiPaths.verifyOtp]) {
      const refused = await call(path, headers);
      expect([path, refused.status]).toEqual([path, 404]);
    }
    // The sign-in's steps are the forms' actions: posted as a browser posts them, they leave the
    // tokens in HttpOnly, Secure, __Host- cookies, which only the server reads.
    const set: string[] = [];
    const post = async (path: string, fields: Record<string, string>) => {
      const pageText = (
        await rawRequest(`${app.origin}${path}`, { headers: { Cookie: cookieHeader(jar) } })
      ).body.toString();
      const page = JSON.parse(
        /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(pageText)![1]!,
      ) as {
        csrf: string;
        revision?: number;
      };
      const form = new URLSearchParams({ _csrf: page.csrf, _rev: String(page.revision ?? 0), ...fields });
      const res = await fetch(`${app.origin}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookieHeader(jar), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      for (const c of res.headers.getSetCookie()) {
        set.push(c);
        const name = c.slice(0, c.indexOf('='));
        if (/max-age=0/i.test(c)) jar.delete(name);
        else jar.set(name, c.slice(name.length + 1).split(';')[0]!);
      }
      return res.headers.get('location');
    };
    expect(await post('/enter-email', { email: 'confirmed@example.com' })).toBe('/log-in-password');
    expect(await post('/log-in-password', { password: PASSWORD })).toBe('/enter-mobile-code');
    const codes = (await (
      await fetch(`${backendOrigin}/simulator/outbox.json?email=confirmed%40example.com`)
    ).json()) as { code: string }[];
    await post('/enter-mobile-code', { code: codes.at(-1)!.code, rememberDevice: 'on' });
    expect(set.find((c) => c.startsWith(H + ID_TOKEN_COOKIE + '='))).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    expect(set.find((c) => c.startsWith(H + RMD_COOKIE + '='))).toMatch(
      /Max-Age=15552000.*; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(app.stdout()).not.toContain(sessionId);
  } finally {
    await app.stop();
  }
});

test('a cookie that cannot be read counts as absent: every page still renders, and a new journey starts cleanly', async ({
  page,
}) => {
  await resetSimulator(page);
  const authorize = await rawRequest(`${appOrigin}/authorize?${authorizationQuery()}`);
  const good = keep(new Map(), authorize);
  const bad = ['%E0%A4%A', 'eyJzZXNzaW9uX2lkIjoi', 'Fe26.2*1*forged*x', '"'];
  for (const name of [...CREDENTIALS, 'cookiePreference', SESSION_INFO_COOKIE, JOURNEY_COOKIE]) {
    for (const value of bad) {
      const jar = new Map(good);
      jar.set(name, value);
      const res = await rawRequest(`${appOrigin}/enter-email`, { headers: { Cookie: cookieHeader(jar) } });
      const html = res.body.toString('utf8');
      const what = `${name}=${value}`;
      if (name === AUTH_COOKIE) {
        // No readable session: the guard's start page for a journey without one.
        expect([res.status, res.headers.location], what).toEqual([302, '/no-client-info']);
      } else {
        expect(res.status, what).toBe(200);
        expect(html, what).toContain('Enter your email address');
      }
      // The session cookie script reads is always the server's, whatever arrived.
      if (name === SESSION_INFO_COOKIE) expect(setCookies(res).get(SESSION_INFO_COOKIE), what).toBeTruthy();
    }
  }
  const noSession = await rawRequest(`${appOrigin}/no-client-info`, {
    headers: { Cookie: CREDENTIALS.map((n) => `${n}=%E0%A4%A`).join('; ') },
  });
  expect(noSession.status).toBe(200);
  expect(noSession.body.toString('utf8')).toContain('<h1');
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });
    test('malformed credential and preference cookies: the page renders and the journey restarts at its start', async ({
      page,
      context,
    }) => {
      await resetSimulator(page);
      await startJourney(page);
      await context.addCookies(
        [...CREDENTIALS, 'cookiePreference', SESSION_INFO_COOKIE, JOURNEY_COOKIE].map((name) => ({
          name,
          value: '%E0%A4%A',
          url: appOrigin,
        })),
      );
      await page.reload();
      // No readable session: the page for a journey without one, rendered (and started, with script).
      await expectHeading(page, 'Something went wrong');
      if (javaScriptEnabled) await expect(page.locator('html[data-mounted]')).toHaveCount(1);
      // The cookie banner asks again (the preference could not be read).
      await expect(page.getByRole('region', { name: 'Cookies on NHS login' })).toBeVisible();
      // The client sends the user again: a clean journey.
      await startJourney(page);
      await enterEmail(page, 'confirmed@example.com');
      await expectHeading(page, 'Enter your password');
    });
  });
}
