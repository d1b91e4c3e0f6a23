// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, ID_TOKEN_COOKIE, SESSION_INFO_COOKIE } from '@nhsl/contract';
import { encodeSessionInfo } from '../lib/sessionInfo.ts';
import { paths, policyPaths } from '../paths.ts';
import { render, type RenderInput } from './render.tsx';

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

  it('enter-email: none', async () => {
    expect(beforeHeading(await page(paths.enterEmail))).not.toMatch(/>Back</);
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
