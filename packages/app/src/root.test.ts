import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { loader } from './root.tsx';
import { groupKey } from './stores/journeySchema.ts';
import type { FrameworkContext } from './framework/context.ts';

/** The root loader's arguments: a GET of the page with these cookies, and the server's context. */
function args(context: FrameworkContext, cookie = ''): LoaderFunctionArgs {
  return {
    request: new Request('http://localhost/terms-and-conditions', { headers: { Cookie: cookie } }),
    params: {},
    context,
  } as unknown as LoaderFunctionArgs;
}

describe('the framework build’s root loader (issue 55)', () => {
  it('gives the page its locale, nonce, CSRF token and cookie choice, and no other cookie', () => {
    const data = loader(
      args(
        { locale: 'cy', nonce: 'n0nce', csrfToken: 'token', storage: {}, tabStorage: {} },
        'id_token=a.b.c; cookiePreference=no; nhsl-journey=sealed',
      ),
    );
    expect(data).toEqual({ locale: 'cy', nonce: 'n0nce', csrfToken: 'token', cookiePreference: 'no' });
    expect(JSON.stringify(data)).not.toMatch(/a\.b\.c|sealed/);
  });

  it('changes nothing of the journey (issue 55 item 5)', () => {
    const page = JSON.stringify({ backLink: '/enter-email', backLinkText: 'back' });
    const storage = { [groupKey('page')]: page, [groupKey('profile')]: JSON.stringify({ email: 'a@example.com' }) };
    const tabStorage = { [groupKey('proofing')]: JSON.stringify({ postcode: 'LS1 4AP' }) };
    const before = JSON.stringify([storage, tabStorage]);
    loader(args({ locale: 'en', storage, tabStorage }));
    expect(JSON.stringify([storage, tabStorage])).toBe(before);
  });

  it('shows the notice a step left once: the page gets it, and the journey no longer holds it (issue 54)', () => {
    const storage = { [groupKey('page')]: JSON.stringify({ notice: 'cookiesRejected' }) };
    expect(loader(args({ locale: 'en', storage, tabStorage: {} })).notice).toBe('cookiesRejected');
    expect(loader(args({ locale: 'en', storage, tabStorage: {} })).notice).toBeUndefined();
  });
});
