import { describe, expect, it } from 'vitest';
import { memoryCookieJar } from '../lib/cookieJar.ts';
import { RootStore } from '../stores/RootStore.ts';
import { nullStorage } from '../stores/persistence.ts';
import { stubApi } from '../test/stubApi.ts';
import { hydrationBlocker } from './hydration.ts';
import { prerenderedFile, prerenderedPaths } from './pages.ts';

function store({ session = true, preference }: { session?: boolean; preference?: 'yes' | 'no' } = {}) {
  const s = new RootStore({
    api: stubApi(),
    storage: nullStorage,
    cookies: memoryCookieJar(preference ? { cookiePreference: preference } : {}),
    loadAnalytics: () => undefined,
  });
  if (session) s.session.setSession('s1', { client_id: 'demo-client', redirect_uri: 'http://localhost/cb' } as never);
  return s;
}
const chrome = 'Mozilla/5.0 Chrome/140';

describe('hydrationBlocker (which prerendered pages the browser may hydrate)', () => {
  it('hydrates a first visit: no cookie choice and the banner variant', () => {
    expect(hydrationBlocker(store(), '/enter-email', 'banner', chrome)).toBeUndefined();
    expect(hydrationBlocker(store({ preference: 'no' }), '/cookies', 'plain', chrome)).toBeUndefined();
  });

  it('renders afresh when the banner variant does not match the cookie choice', () => {
    expect(hydrationBlocker(store({ preference: 'yes' }), '/enter-email', 'banner', chrome)).toBe('banner');
    expect(hydrationBlocker(store(), '/enter-email', 'plain', chrome)).toBe('banner');
  });

  it('renders afresh when enter-email would show a remembered email', () => {
    const s = store();
    s.profile.email = 'a@example.com';
    expect(hydrationBlocker(s, '/enter-email', 'banner', chrome)).toBe('email');
    // log-in-password does not show the email, so it still hydrates.
    expect(hydrationBlocker(s, '/log-in-password', 'banner', chrome)).toBeUndefined();
  });

  it('renders afresh when the guard redirects (no session on log-in-password); policy pages need none', () => {
    expect(hydrationBlocker(store({ session: false }), '/log-in-password', 'banner', chrome)).toBe('guard');
    expect(hydrationBlocker(store({ session: false }), '/privacy', 'banner', chrome)).toBeUndefined();
  });

  it('refuses an unknown path or variant', () => {
    expect(hydrationBlocker(store(), '/nowhere', 'banner', chrome)).toBe('unknown');
    expect(hydrationBlocker(store(), '/enter-email', 'other', chrome)).toBe('unknown');
    expect(hydrationBlocker(store(), '/enter-email', undefined, chrome)).toBe('unknown');
  });
});

describe('prerendered pages', () => {
  it('are the public entry pages of issue 9, each with a distinct file per variant', () => {
    expect(prerenderedPaths).toEqual(
      expect.arrayContaining(['/enter-email', '/log-in-password', '/cookies', '/privacy', '/terms-and-conditions']),
    );
    const files = prerenderedPaths.flatMap((p) => [prerenderedFile(p, 'banner'), prerenderedFile(p, 'plain')]);
    expect(new Set(files).size).toBe(files.length);
    expect(prerenderedFile('/enter-email', 'plain')).toBe('enter-email.plain.html');
  });
});
