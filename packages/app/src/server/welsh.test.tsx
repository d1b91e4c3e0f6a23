// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE, SESSION_INFO_COOKIE } from '@nhsl/contract';
import en from '@nhsl/content/locales/en.json' with { type: 'json' };
import cy from '@nhsl/content/locales/cy.json' with { type: 'json' };
import { encodeSessionInfo } from '../lib/sessionInfo.ts';
import { pageRoutes } from '../routes.tsx';
import { render, type RenderInput } from './render.tsx';

// Issue 46: every page the server renders in Welsh is in Welsh. A text read once when a module
// loads (a route's title, a form's messages) stays English; this finds any such text left on a page
// rendered in Welsh, its form's errors included.

const oidcParams = {
  client_id: 'demo-client',
  redirect_uri: 'https://rp.example/callback',
  state: 's',
  scope: 'openid',
};
const session = Buffer.from(JSON.stringify({ session_id: 's'.repeat(32), ...oidcParams })).toString('base64url');
const marker = 'm'.repeat(43);
const sessionInfo = encodeSessionInfo({ session_id: 's'.repeat(32), ...oidcParams }, marker);

/** The journey part-way through, so that most pages' guards let them render. */
const storage = {
  'nhsl:session': JSON.stringify({ marker, oidcParams }),
  'nhsl:profile': JSON.stringify({
    email: 'someone@example.com',
    status: 'CONFIRMED',
    phoneNumber: '+447700900123',
    landlineNumber: '+441632960001',
    authMethods: ['SMS'],
  }),
};

/**
 * English sentences that have a Welsh of their own: any of them on a Welsh page is left English.
 * Single words (such as "Continue", or a cookie's name) are left out: they may be part of
 * a longer Welsh text, or the same in both.
 */
const englishOnly = Object.entries(en as Record<string, string>)
  .filter(([key, text]) => (cy as Record<string, string>)[key] !== text && !/[{}]/.test(text))
  .map(([, text]) => text)
  .filter((text, i, all) => text.split(' ').length >= 2 && all.indexOf(text) === i);

/** The page's text: its markup without tags, entities read. */
function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function renderIn(locale: 'en' | 'cy', path: string, method: 'GET' | 'POST'): Promise<string | undefined> {
  const input: RenderInput = {
    url: `http://app.test${path}`,
    method,
    body: method === 'POST' ? '' : undefined,
    cookies: { [AUTH_COOKIE]: session, [SESSION_INFO_COOKIE]: sessionInfo, cookiePreference: 'no' },
    storage: { ...storage },
    tabStorage: {},
    csrfToken: 'token',
    backendOrigin: 'http://backend.test',
    locale,
  };
  const out = await render(input);
  if (out.kind !== 'page') return undefined;
  expect(out.lang).toBe(locale === 'cy' ? 'cy' : 'en-GB');
  return `${out.title} ${textOf(out.html)}`;
}

describe('every page rendered in Welsh is in Welsh (issue 46)', () => {
  beforeAll(() => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no back end in this test')));
  });
  afterAll(() => vi.unstubAllGlobals());

  it('no English sentence is left on any page, nor in its form’s errors', { timeout: 60_000 }, async () => {
    const left: string[] = [];
    let rendered = 0;
    const requests = pageRoutes
      .filter((route) => !route.path.includes(':'))
      .flatMap((route) =>
        (route.action ? (['GET', 'POST'] as const) : (['GET'] as const)).map((m) => [route.path, m] as const),
      );
    // Every page's modules loaded first by an English render, as a server that has served English
    // pages has them: a text a module kept when it loaded is then English, and shows below.
    for (const [path, method] of requests) await renderIn('en', path, method);
    for (const [path, method] of requests) {
      const text = await renderIn('cy', path, method);
      if (text === undefined) continue;
      rendered++;
      for (const english of englishOnly) if (text.includes(english)) left.push(`${method} ${path}: ${english}`);
    }
    expect(rendered).toBeGreaterThan(40);
    expect(left).toEqual([]);
  });
});
