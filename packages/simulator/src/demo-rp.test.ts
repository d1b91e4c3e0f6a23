import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizePath } from '@nhsl/contract';
import { DEMO_STATE_COOKIE, createDemoRp } from './demo-rp.ts';
import { escapeHtml } from './html.ts';
import { scenarioAccounts } from './scenarios.ts';
import { APP_ORIGIN, DEMO_CALLBACK, DEMO_ORIGIN, listen, setCookie, type Running } from './test-support.ts';

let running: Running;
beforeAll(async () => {
  running = await listen(createDemoRp({ appOrigin: APP_ORIGIN, demoOrigin: DEMO_ORIGIN }));
});
afterAll(() => running.close());

/** The href of the "Continue with NHS login" link. */
function continueHref(html: string): URL {
  const match = /<a class="button" href="([^"]+)">Continue with NHS login<\/a>/.exec(html);
  expect(match).toBeTruthy();
  return new URL(match![1]!.replace(/&amp;/g, '&'));
}

async function callback(query: string, state?: string) {
  const res = await fetch(`${running.base}/callback?${query}`, {
    headers: state ? { Cookie: `${DEMO_STATE_COOKIE}=${state}` } : {},
  });
  return { res, html: await res.text() };
}

describe('demo relying service', () => {
  it('the start page links to the authorization request and keeps the state in a cookie', async () => {
    const res = await fetch(`${running.base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await res.text();
    expect(html).toContain('<h1>Demo Health Service</h1>');
    const href = continueHref(html);
    expect(`${href.origin}${href.pathname}`).toBe(`${APP_ORIGIN}${authorizePath}`);
    expect(href.search).toContain('scope=openid%20profile%20email%20phone');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      client_id: 'demo-client',
      redirect_uri: DEMO_CALLBACK,
      scope: 'openid profile email phone',
    });
    expect(href.searchParams.get('nonce')).toBeTruthy();
    expect(href.searchParams.has('allow_registration')).toBe(false);
    const cookie = setCookie(res, DEMO_STATE_COOKIE)!;
    expect(cookie.value).toBe(href.searchParams.get('state'));
    expect(cookie.attributes).toContain('HttpOnly');
    for (const account of scenarioAccounts) expect(html).toContain(escapeHtml(account.email));
  });

  it('the client picker changes the client, its scopes and allow_registration', async () => {
    const html = await (await fetch(`${running.base}/?client=healthrecords&allow_registration=false`)).text();
    const href = continueHref(html);
    expect(href.searchParams.get('client_id')).toBe('healthrecords');
    expect(href.searchParams.get('scope')).toBe('openid profile gp_registration_details');
    expect(href.searchParams.get('allow_registration')).toBe('false');
    expect(html).toMatch(/value="healthrecords" checked/);
    const unknown = continueHref(await (await fetch(`${running.base}/?client=%3Cb%3E`)).text());
    expect(unknown.searchParams.get('client_id')).toBe('demo-client');
  });

  it('the callback shows the code and state, and whether the state matches', async () => {
    const ok = await callback('code=abc123&state=s-1', 's-1');
    expect(ok.html).toContain('<h1>Signed in</h1>');
    expect(ok.html).toContain('abc123');
    expect(ok.html).toContain('State matches');
    const other = await callback('code=abc123&state=s-2', 's-1');
    expect(other.html).toContain('State does not match');
    const none = await callback('code=abc123&state=s-1');
    expect(none.html).toContain('State does not match');
  });

  it('the callback shows an error without signing in', async () => {
    const { html } = await callback('error=access_denied&error_description=ConsentNotGiven&state=s-1', 's-1');
    expect(html).toContain('<h1>Not signed in</h1>');
    expect(html).toContain('access_denied');
    expect(html).toContain('ConsentNotGiven');
    expect(html).toContain('State matches');
    expect(html).toContain('<a href="/">');
  });

  it('escapes every value it echoes', async () => {
    const evil = '<script>alert(1)</script>"\'&';
    const q = (v: string) => encodeURIComponent(v);
    const { res, html } = await callback(`code=${q(evil)}&state=${q(evil)}&error=${q(evil)}`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(html).not.toContain('<script>');
    expect(html).not.toMatch(/"'&[^a#]/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
    const failed = await callback(`error=${q('<img src=x onerror=alert(1)>')}&error_description=${q('<b>x</b>')}`);
    expect(failed.html).not.toContain('<img');
    expect(failed.html).not.toContain('<b>x</b>');
  });

  it('has a terms page', async () => {
    const res = await fetch(`${running.base}/terms`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('terms of use');
  });
});
