import { describe, expect, it } from 'vitest';
import { hydrationBlocker } from './hydration.ts';
import { reconcileGroups, SERVER_REVISION_KEY, type ServerPageData } from './pageData.ts';

const chrome = 'Mozilla/5.0 Chrome/140';

describe('hydrationBlocker (which server pages the browser may hydrate)', () => {
  it('hydrates a known route and the not-found page of an unknown path', () => {
    expect(hydrationBlocker('/enter-email', chrome)).toBeUndefined();
    expect(hydrationBlocker('/no-such-page', chrome)).toBeUndefined();
  });
});

function memory(values: Record<string, string> = {}) {
  const m = new Map(Object.entries(values));
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    get length() {
      return m.size;
    },
    key: (i: number) => [...m.keys()][i] ?? null,
    m,
  };
}
const page = (groups: Record<string, string>, revision?: number): ServerPageData => ({
  csrf: 't',
  loaderData: {},
  groups,
  revision,
  hydrate: true,
});

describe('reconcileGroups (the journey state of the server page and of the browser)', () => {
  it('takes the server state when it changed since the browser last looked (a form posted without script)', () => {
    const s = memory({ 'nhsl:profile': '{"email":"old@example.com"}', [SERVER_REVISION_KEY]: '5' });
    expect(reconcileGroups(page({ 'nhsl:profile': '{"email":"new@example.com"}' }, 9), s)).toBe(true);
    expect(s.getItem('nhsl:profile')).toBe('{"email":"new@example.com"}');
    expect(s.getItem(SERVER_REVISION_KEY)).toBe('9');
  });

  it('keeps the browser state when it went further by script, and says the two differ', () => {
    const s = memory({ 'nhsl:profile': '{"email":"a@example.com"}', [SERVER_REVISION_KEY]: '9' });
    expect(reconcileGroups(page({}, 9), s)).toBe(false);
    expect(s.getItem('nhsl:profile')).toBe('{"email":"a@example.com"}');
    expect(reconcileGroups(page({ 'nhsl:profile': '{"email":"a@example.com"}' }, 9), s)).toBe(true);
  });

  it("forgets this tab's personal details when the server's newer state is another session's", () => {
    const s = memory({ 'nhsl:session': '{"marker":"old"}', [SERVER_REVISION_KEY]: '5' });
    const tab = memory({ 'nhsl:proofing-details': '{"nhsNumber":"9990000018"}' });
    expect(reconcileGroups(page({ 'nhsl:session': '{"marker":"new"}' }, 9), s, tab)).toBe(true);
    expect(tab.m.size).toBe(0);
  });

  it("keeps this tab's personal details when the server's newer state is the same session's", () => {
    // The same marker; the browser and the server wrote the expiry at different times.
    const s = memory({ 'nhsl:session': '{"marker":"same","expiresAt":1000}', [SERVER_REVISION_KEY]: '5' });
    const tab = memory({ 'nhsl:proofing-details': '{"nhsNumber":"9990000018"}' });
    const server = { 'nhsl:session': '{"marker":"same","expiresAt":2000,"accountId":"a"}', 'nhsl:profile': '{}' };
    expect(reconcileGroups(page(server, 9), s, tab)).toBe(true);
    expect(tab.m.size).toBe(1);
  });

  it("takes the journey stores' own groups and sign-in's alerts too: a step posted before the app ran", () => {
    const s = memory({ 'nhsl:registration': '{"email":""}', [SERVER_REVISION_KEY]: '5' });
    const server = {
      'nhsl:registration': '{"email":"new@example.com","termsAgreed":false}',
      'nhsl:recovery': '{"numberChange":true}',
      'nhsl:account': '{"banner":"password"}',
      'nhsl:alertsAppBannerState': '{"codeResent":true,"callRepeated":false}',
    };
    expect(reconcileGroups(page(server, 9), s)).toBe(true);
    for (const [key, value] of Object.entries(server)) expect(s.getItem(key)).toBe(value);
  });

  it("gives this tab the proofing details the server's newer state holds; the two then agree while the tab holds them", () => {
    const s = memory({ 'nhsl:session': '{"marker":"same"}', [SERVER_REVISION_KEY]: '5' });
    const tab = memory();
    const details = '{"nhsNumber":"9990000034"}';
    const server = {
      ...page({ 'nhsl:session': '{"marker":"same"}' }, 9),
      tabGroups: { 'nhsl:proofing-details': details },
    };
    expect(reconcileGroups(server, s, tab)).toBe(true);
    expect(tab.getItem('nhsl:proofing-details')).toBe(details);
    expect(reconcileGroups(server, s, tab)).toBe(true);
    tab.setItem('nhsl:proofing-details', '{"nhsNumber":"9990000077"}');
    expect(reconcileGroups(server, s, tab)).toBe(false);
  });
});
