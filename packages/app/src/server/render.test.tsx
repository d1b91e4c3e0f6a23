// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from '@nhsl/contract';
import { paths, policyPaths } from '../paths.ts';
import { render, type RenderInput } from './render.tsx';

const session = Buffer.from(
  JSON.stringify({
    session_id: 's'.repeat(32),
    client_id: 'demo-client',
    redirect_uri: 'https://rp.example/callback',
    state: 'state-1',
    scope: 'openid',
  }),
).toString('base64url');

/** Renders a GET of `path` as the server would, with a live session and no back end. */
async function page(path: string): Promise<string> {
  const input: RenderInput = {
    url: `http://app.test${path}`,
    method: 'GET',
    cookies: { [AUTH_COOKIE]: session, cookiePreference: 'no' },
    storage: {},
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
