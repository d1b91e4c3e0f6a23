import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizePath } from '@nhsl/contract';
import { DEMO_TXN_COOKIE, createDemoRp, vtrFor } from './demo-rp.ts';
import { escapeHtml } from './html.ts';
import { scenarioAccounts } from './scenarios.ts';
import { createSimulator } from './server.ts';
import { setCookie } from './test-support.ts';

/** The provider (issuer = its own address) and the demo service, on free ports. */
let provider: { server: Server; base: string };
let demo: { server: Server; base: string };

async function serve(): Promise<{ server: Server; base: string }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  provider = await serve();
  demo = await serve();
  provider.server.on('request', createSimulator({ appOrigin: provider.base, demoOrigin: demo.base, log: () => {} }));
  demo.server.on('request', createDemoRp({ appOrigin: provider.base, demoOrigin: demo.base }));
});
afterAll(() => {
  provider.server.close();
  demo.server.close();
});

/** The href of the "Continue with NHS login" link. */
function continueHref(html: string): URL {
  const match = /<a class="button" href="([^"]+)">Continue with NHS login<\/a>/.exec(html);
  expect(match).toBeTruthy();
  return new URL(match![1]!.replace(/&amp;/g, '&'), demo.base);
}

describe('demo relying service (openid-client)', () => {
  it('the start page links to its own start of the sign-in and lists every scenario account', async () => {
    const res = await fetch(`${demo.base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const html = await res.text();
    expect(html).toContain('<h1>Demo Health Service</h1>');
    const href = continueHref(html);
    expect(href.pathname).toBe('/start');
    expect(href.searchParams.get('client')).toBe('demo-client');
    for (const account of scenarioAccounts) expect(html).toContain(escapeHtml(account.email));
  });

  it('the picker changes the client, the identity level and allow_registration', async () => {
    const html = await (await fetch(`${demo.base}/?client=healthrecords&level=P5&allow_registration=false`)).text();
    const href = continueHref(html);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      client: 'healthrecords',
      level: 'P5',
      allow_registration: 'false',
    });
    expect(html).toMatch(/value="healthrecords" checked/);
    expect(html).toMatch(/value="P5" checked/);
  });

  it('the "Cymraeg" start link asks for Welsh with ui_locales (issue 46)', async () => {
    const html = await (await fetch(`${demo.base}/`)).text();
    const match =
      /<a class="button secondary" href="([^"]+)" lang="cy" hreflang="cy">Cymraeg: Parhau gyda NHS login<\/a>/.exec(
        html,
      );
    expect(match).toBeTruthy();
    const href = new URL(match![1]!.replace(/&amp;/g, '&'), demo.base);
    expect(href.searchParams.get('ui_locales')).toBe('cy');
    const res = await fetch(href, { redirect: 'manual' });
    expect(new URL(res.headers.get('location')!).searchParams.get('ui_locales')).toBe('cy');
  });

  it('/start sends the browser to the authorization endpoint with state, nonce, PKCE (S256) and vtr', async () => {
    const res = await fetch(`${demo.base}/start?client=healthrecords&level=P5&allow_registration=false`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.base}${authorizePath}`);
    const p = Object.fromEntries(to.searchParams);
    expect(p).toMatchObject({
      client_id: 'healthrecords',
      redirect_uri: `${demo.base}/callback`,
      response_type: 'code',
      scope: 'openid profile gp_registration_details',
      code_challenge_method: 'S256',
      vtr: vtrFor('P5'),
      allow_registration: 'false',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(p[name]!.length).toBeGreaterThanOrEqual(22);
    const txn = setCookie(res, DEMO_TXN_COOKIE)!;
    expect(txn.attributes).toContain('HttpOnly');
    // The verifier stays on the server: neither the cookie nor the address carries it.
    expect(to.search).not.toContain(txn.value);
  });

  it('a callback it did not start is not redeemed, and every echoed value is escaped', async () => {
    const evil = '<script>alert(1)</script>"\'&';
    const q = (v: string) => encodeURIComponent(v);
    const res = await fetch(`${demo.base}/callback?code=${q(evil)}&state=${q(evil)}&error=${q(evil)}`);
    const html = await res.text();
    expect(html).toContain('<h1>Not signed in</h1>');
    expect(html).toContain('State does not match');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
  });

  it('a callback whose state is not the one sent is rejected by openid-client', async () => {
    const start = await fetch(`${demo.base}/start`, { redirect: 'manual' });
    const txn = setCookie(start, DEMO_TXN_COOKIE)!;
    const res = await fetch(`${demo.base}/callback?code=abc&state=other&iss=${encodeURIComponent(provider.base)}`, {
      headers: { Cookie: `${DEMO_TXN_COOKIE}=${txn.value}` },
    });
    const html = await res.text();
    expect(html).toContain('<h1>Sign-in failed</h1>');
    expect(html).toContain('The response was rejected');
    expect(html).not.toContain('Claims in the id_token');
  });

  it('has a terms page', async () => {
    const res = await fetch(`${demo.base}/terms`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('terms of use');
  });
});
