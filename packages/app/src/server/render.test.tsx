// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, ID_TOKEN_COOKIE, SESSION_INFO_COOKIE } from '@nhsl/contract';
import { encodeSessionInfo } from '../lib/sessionInfo.ts';
import { paths, policyPaths } from '../paths.ts';
import { cachedStylis, render, type RenderInput } from './render.tsx';

const oidcParams = {
  client_id: 'demo-client',
  redirect_uri: 'https://rp.example/callback',
  state: 'state-1',
  scope: 'openid',
};
const session = Buffer.from(JSON.stringify({ session_id: 's'.repeat(32), ...oidcParams })).toString('base64url');
/** The session cookie the app's server derives for script (issue 24): the parameters and a marker, no id. */
const marker = 'm'.repeat(43);
const sessionInfo = encodeSessionInfo({ session_id: 's'.repeat(32), ...oidcParams }, marker);

/** Renders a GET of `path` as the server would, with a live session and no back end. */
async function page(path: string, cookies: Record<string, string> = {}): Promise<string> {
  const input: RenderInput = {
    url: `http://app.test${path}`,
    method: 'GET',
    cookies: { [AUTH_COOKIE]: session, [SESSION_INFO_COOKIE]: sessionInfo, cookiePreference: 'no', ...cookies },
    // The journey state the sealed cookie holds: this session, already started.
    storage: { 'nhsl:session': JSON.stringify({ marker, oidcParams }) },
    tabStorage: {},
    csrfToken: 'token',
    backendOrigin: 'http://backend.test',
  };
  const out = await render(input);
  if (out.kind !== 'page') throw new Error(`expected a page, got ${out.kind}`);
  return out.html;
}

/** What `main` holds before the page's h1. */
const beforeHeading = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('<h1'));

// Issue 28 item 7: the server draws the back link from the page state the route declares, in the
// same place as the browser (first in main), so a page without script has it and the hydrating
// render matches.
describe('server-rendered back link (page state)', () => {
  beforeEach(() => {
    // The client's details are fetched quietly; no back end here.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no back end in this test')));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('log-in-password: a link back to enter-email, first in main', async () => {
    const html = await page(paths.logInPassword);
    expect(beforeHeading(html)).toMatch(new RegExp(`<a[^>]*href="${paths.enterEmail}"[^>]*>Back</a>`));
  });

  it('terms and conditions: the history back button', async () => {
    expect(beforeHeading(await page(policyPaths.termsAndConditions))).toMatch(
      /<button type="button"[^>]*>Back<\/button>/,
    );
  });

  it('enter-email: none, the page itself rendered (main, then its heading first in it)', async () => {
    const html = await page(paths.enterEmail);
    // Without these, "no back link" would hold for a page that rendered nothing at all.
    expect(beforeHeading(html)).toMatch(/^<main[^>]*>/);
    expect(html).toMatch(/<h1[^>]*><label[^>]*for="email"[^>]*>Enter your email address<\/label><\/h1>/);
    expect(html).toMatch(/<input id="email" type="email"/);
    // Neither kind of back link (a link, or the history button) before the heading.
    expect(beforeHeading(html)).not.toMatch(/>Back<|<a |<button/);
  });
});

describe('server-rendered header account link (issue 27)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no back end in this test')));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('once signed in (an id_token for this client), the header links to the account pages; not before', async () => {
    const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const token = `${part({ alg: 'none' })}.${part({ sub: 'a', aud: 'demo-client', exp: Date.now() / 1000 + 600 })}.`;
    const header = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header(await page(paths.enterEmail, { [ID_TOKEN_COOKIE]: token }))).toMatch(
      /<nav aria-label="Account"[^>]*><a href="\/account"[^>]*>Your NHS login<\/a><\/nav>/,
    );
    expect(header(await page(paths.enterEmail))).not.toContain('Your NHS login');
  });
});

// Issue 44: page script asks for a route's data (the same action the form posts to); the answer
// says where the journey is now, with that page's data, and the redirects within the app are
// followed on the server.
describe('data requests (issue 44)', () => {
  /** The back end's calls seen, by path. */
  let calls: string[];
  beforeEach(() => {
    calls = [];
    vi.stubGlobal('fetch', async (url: string) => {
      const path = new URL(url).pathname;
      calls.push(path);
      if (path.endsWith('/account-status'))
        return new Response(JSON.stringify({ status: 'CONFIRMED' }), {
          headers: { 'Content-Type': 'application/json' },
        });
      throw new Error('no back end for this call');
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const base = (over: Partial<RenderInput>): RenderInput => ({
    url: `http://app.test${paths.enterEmail}`,
    method: 'POST',
    body: 'email=someone%40example.com',
    cookies: { [AUTH_COOKIE]: session, [SESSION_INFO_COOKIE]: sessionInfo, cookiePreference: 'no' },
    storage: { 'nhsl:session': JSON.stringify({ marker, oidcParams }) },
    tabStorage: {},
    csrfToken: 'token',
    backendOrigin: 'http://backend.test',
    data: true,
    ...over,
  });

  it('a valid step answers the next page with its data, and the groups the server sealed', async () => {
    const out = await render(base({}));
    expect(out.kind).toBe('data');
    if (out.kind !== 'data') return;
    expect(out.location).toBe(paths.logInPassword);
    expect(out.data?.loaderData).toEqual({ [paths.logInPassword]: null });
    expect(JSON.parse(out.data!.groups['nhsl:profile']!)).toMatchObject({ email: 'someone@example.com' });
    expect(out.data?.csrf).toBe('token');
    expect(calls).toContain('/api/auth/account-status');
  });

  it('issue 54: a post from a page behind the journey runs nothing, and the page it leads to says why, once', async () => {
    // Without script: the 303, then the page, which takes the notice the stale post left.
    const posted = await render(base({ data: false, stale: true }));
    expect(posted.kind).toBe('redirect');
    expect(calls).not.toContain('/api/auth/account-status');
    const shown = await render(base({ method: 'GET', body: undefined, data: false, storage: posted.storage }));
    if (shown.kind !== 'page') throw new Error(`expected a page, got ${shown.kind}`);
    expect(shown.html).toContain('You have already done this in another tab or window');
    expect(shown.data.notice).toBe('otherTab');
    const again = await render(base({ method: 'GET', body: undefined, data: false, storage: shown.storage }));
    if (again.kind !== 'page') throw new Error(`expected a page, got ${again.kind}`);
    expect(again.html).not.toContain('another tab or window');
    // With script: one answer, the page's data with the notice.
    const bydata = await render(base({ stale: true }));
    expect(bydata.kind === 'data' && bydata.data?.notice).toBe('otherTab');
  });

  it("issue 27: enter-email's autofill request from a page behind the journey changes nothing and says nothing", async () => {
    // Page script asks for options on its own; another tab may be taking a step at that moment.
    const input = base({ stale: 'token', body: '_action=passkey-autofill' });
    const out = await render(input);
    if (out.kind !== 'data') throw new Error(out.kind);
    expect(out.location).toBeUndefined();
    expect(out.data?.notice).toBeUndefined();
    expect(out.storage).toEqual(input.storage);
    expect(out.data?.revision).toBe(0);
    expect(calls.filter((c) => c.includes('passkey'))).toEqual([]);
  });

  it("a form's errors answer this page's data with the errors, and no location", async () => {
    const out = await render(base({ body: 'email=not-an-email' }));
    if (out.kind !== 'data') throw new Error(out.kind);
    expect(out.status).toBe(422);
    expect(out.location).toBeUndefined();
    expect(out.data?.actionData?.[paths.enterEmail]).toMatchObject({
      errors: [{ field: 'email', code: expect.any(String) }],
      values: { email: 'not-an-email' },
    });
    expect(calls).not.toContain('/api/auth/account-status');
  });

  it("a GET answers the page's data, no markup", async () => {
    const out = await render(base({ method: 'GET', body: undefined, url: `http://app.test${paths.logInPassword}` }));
    expect(out).toMatchObject({ kind: 'data', status: 200, data: { hydrate: true } });
    expect('html' in out).toBe(false);
  });

  it("a step of an older session is refused as the back end refuses an ended session's: the restart keeps the email", async () => {
    const newer = encodeSessionInfo({ session_id: 't'.repeat(32), ...oidcParams }, 'n'.repeat(43));
    const out = await render(
      base({
        cookies: { [AUTH_COOKIE]: session, [SESSION_INFO_COOKIE]: newer, cookiePreference: 'no' },
        storage: {
          'nhsl:session': JSON.stringify({ marker, oidcParams }),
          'nhsl:profile': JSON.stringify({ email: 'someone@example.com' }),
        },
      }),
    );
    if (out.kind !== 'data') throw new Error(out.kind);
    // enter-email's restart target is check-account-status, which runs on the same request in the
    // newer session with the stored email: on to the password.
    expect(out.location).toBe(paths.logInPassword);
    expect(JSON.parse(out.data!.groups['nhsl:session']!)).toMatchObject({ marker: 'n'.repeat(43) });
    expect(JSON.parse(out.data!.groups['nhsl:profile']!)).toMatchObject({ email: 'someone@example.com' });
  });

  it('issue 55 item 5: without script too, the restart runs in the post that led there; a GET of check-account-status runs nothing', async () => {
    const newer = encodeSessionInfo({ session_id: 't'.repeat(32), ...oidcParams }, 'n'.repeat(43));
    const journey = {
      cookies: { [AUTH_COOKIE]: session, [SESSION_INFO_COOKIE]: newer, cookiePreference: 'no' },
      storage: {
        'nhsl:session': JSON.stringify({ marker, oidcParams }),
        'nhsl:profile': JSON.stringify({ email: 'someone@example.com' }),
      },
    };
    const posted = await render(base({ ...journey, data: false }));
    expect(posted).toMatchObject({ kind: 'redirect', location: paths.logInPassword });
    calls.length = 0;
    const got = await render(
      base({
        ...journey,
        method: 'GET',
        body: undefined,
        data: false,
        url: `http://app.test${paths.checkAccountStatus}`,
      }),
    );
    expect(got).toMatchObject({ kind: 'redirect', location: paths.enterEmail, cookies: [] });
    expect(calls).not.toContain('/api/auth/account-status');
  });
});

// Issue 54 session fixation: the back end moves the session to a new id at the sign-in and sets
// the authorization cookie again on that answer. The rest of the request calls with the new id, the
// cookie goes to the browser, and the journey is kept under the new id's marker.
describe('the sign-in renews the session id (issue 54 session fixation)', () => {
  const before = 's'.repeat(32);
  const after = 'r'.repeat(43);
  const renewed = Buffer.from(JSON.stringify({ session_id: after, ...oidcParams })).toString('base64url');
  const header = `${AUTH_COOKIE}=${renewed}; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax`;
  /** A stand-in for the server's keyed marker (server/bff.mjs). */
  const markerOf = (id: string) => `marker-${id.slice(0, 4)}`;
  const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const idToken = `${part({ alg: 'none' })}.${part({ sub: 'acct', aud: 'demo-client', exp: Date.now() / 1000 + 600 })}.`;
  /** The back end's calls seen: path and bearer. */
  let calls: Array<[string, string | undefined]>;
  beforeEach(() => {
    calls = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      const bearer = (init?.headers as Record<string, string> | undefined)?.Authorization;
      calls.push([path, bearer?.replace(/^Bearer /, '')]);
      if (path === '/api/auth/otp/verify')
        return new Response(JSON.stringify({ id_token: idToken, is_duplicate_phone_number: false }), {
          headers: { 'Content-Type': 'application/json', 'Set-Cookie': header },
        });
      if (path === '/api/auth/authcode')
        return new Response(
          // Consent to give: the journey goes on (its state is kept) after authcode.
          JSON.stringify({ consent_required: true, Location: 'https://rp.example/callback?code=c' }),
          {
            headers: { 'Content-Type': 'application/json' },
          },
        );
      throw new Error('no back end for this call');
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const codePost = (over: Partial<RenderInput> = {}): RenderInput => ({
    url: `http://app.test${paths.enterMobileCode}`,
    method: 'POST',
    body: 'code=123456',
    cookies: { [AUTH_COOKIE]: session, [SESSION_INFO_COOKIE]: sessionInfo, cookiePreference: 'no' },
    storage: {
      'nhsl:session': JSON.stringify({ marker, oidcParams }),
      'nhsl:profile': JSON.stringify({ email: 'someone@example.com', status: 'CONFIRMED' }),
    },
    tabStorage: {},
    csrfToken: 'token',
    backendOrigin: 'http://backend.test',
    sessionId: before,
    sessionMarkerOf: markerOf,
    ...over,
  });

  it("the code's answer: its cookie goes out, and the journey stays, under the new id's marker", async () => {
    const out = await render(codePost());
    // The post that finished the second factor runs authcode itself (issue 55 item 5), with the new id.
    expect(out).toMatchObject({ kind: 'redirect', location: paths.consent });
    expect(calls).toContainEqual(['/api/auth/otp/verify', before]);
    expect(calls).toContainEqual(['/api/auth/authcode', after]);
    expect(out.renewedAuthCookie).toBe(header);
    // Kept, not a newer session: the session group's marker is the new id's, the profile stays.
    expect(JSON.parse(out.storage['nhsl:session']!)).toMatchObject({ marker: markerOf(after), oidcParams });
    expect(JSON.parse(out.storage['nhsl:profile']!)).toMatchObject({ email: 'someone@example.com' });
    // The sign-in finished: the forms' token is renewed (issue 44).
    expect(out.csrfToken).not.toBe('token');

    // The next request, with the cookie the browser now holds, is the same journey: authcode's own
    // post (its page's, after a GET of it) runs the step.
    calls = [];
    const next = await render(
      codePost({
        body: '',
        url: `http://app.test${paths.authcode}`,
        cookies: {
          [AUTH_COOKIE]: renewed,
          [SESSION_INFO_COOKIE]: encodeSessionInfo({ session_id: after, ...oidcParams }, markerOf(after)),
          cookiePreference: 'no',
        },
        storage: out.storage,
        sessionId: after,
      }),
    );
    expect(calls).toContainEqual(['/api/auth/authcode', after]);
    expect(next.renewedAuthCookie).toBeUndefined();
  });

  it('a data request follows on in the same request with the new id (authcode), never the old one', async () => {
    const out = await render(codePost({ data: true }));
    expect(calls.map(([p]) => p)).toEqual(expect.arrayContaining(['/api/auth/otp/verify', '/api/auth/authcode']));
    const afterVerify = calls.slice(calls.findIndex(([p]) => p === '/api/auth/otp/verify') + 1);
    expect(afterVerify.length).toBeGreaterThan(0);
    for (const [, bearer] of afterVerify) expect(bearer).toBe(after);
    expect(out.renewedAuthCookie).toBe(header);
  });
});

// Issue 45 item 2: the server's cookie jar gave no names to sweep, so a refusal posted without
// script left the analytics cookie in place.
describe('refusing optional cookies without script (spec 000 §4 "Cookies")', () => {
  beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new Error('no back end in this test'))));
  afterEach(() => vi.unstubAllGlobals());

  it("deletes the analytics cookie, never a necessary one nor another service's cookie on the same host", async () => {
    const out = await render({
      url: `http://app.test${policyPaths.cookieSettings}`,
      method: 'POST',
      body: 'analytics=no',
      cookies: {
        [AUTH_COOKIE]: session,
        [SESSION_INFO_COOKIE]: sessionInfo,
        [ID_TOKEN_COOKIE]: 'a.b.c',
        remember_my_device: 'r',
        cookiePreference: 'yes',
        _session: 's',
        'nhsl-journey': 'sealed',
        nhsl_analytics_visitor: 'visitor-1',
        some_tracker: 'x',
      },
      storage: { 'nhsl:session': JSON.stringify({ marker, oidcParams }) },
      tabStorage: {},
      csrfToken: 'token',
      backendOrigin: 'http://backend.test',
    });
    expect(out.kind).toBe('redirect');
    const deleted = out.cookies.filter((c) => c.value === undefined).map((c) => c.name);
    expect(deleted).toEqual(['nhsl_analytics_visitor']);
    expect(out.cookies).toContainEqual(expect.objectContaining({ name: 'cookiePreference', value: 'no' }));
  });
});

// issue 47 "Render cost": stylis runs once per CSS text in the process, not once per page.
describe('styles', () => {
  it('the cached stylis answers as stylis does, calling it once per CSS text, selector and component', () => {
    const calls: unknown[][] = [];
    const stylis = Object.assign(
      (css: string, selector?: string, prefix?: string, componentId?: string) => {
        calls.push([css, selector, prefix, componentId]);
        return [`${selector}{${css}}`];
      },
      { hash: 'h1' },
    );
    const cached = cachedStylis(stylis);
    expect(cached.hash).toBe('h1');
    expect(cached('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(cached('color:red;', '.a', undefined, 'sc-1')).toEqual(['.a{color:red;}']);
    expect(cached('color:red;', '.b', undefined, 'sc-1')).toEqual(['.b{color:red;}']);
    expect(calls).toEqual([
      ['color:red;', '.a', '', 'sc-1'],
      ['color:red;', '.b', '', 'sc-1'],
    ]);
  });

  it('every page gets the same style sheet for the same components, page after page', async () => {
    const styles = async () => {
      const out = await render({
        url: `http://app.test${policyPaths.termsAndConditions}`,
        method: 'GET',
        cookies: { cookiePreference: 'no' },
        storage: {},
        tabStorage: {},
        csrfToken: 'token',
        backendOrigin: 'http://backend.test',
      });
      if (out.kind !== 'page') throw new Error(`expected a page, got ${out.kind}`);
      return out.styles;
    };
    const first = await styles();
    expect(first).toMatch(/^<style data-styled="true"[^>]*>[^<]+<\/style>$/);
    expect(await styles()).toBe(first);
  });
});
