import { describe, expect, it, vi } from 'vitest';
import { memoryCookieJar } from '../lib/cookieJar.ts';
import { stubApi } from '../test/stubApi.ts';
import { duplicateAccountStoreOf } from '../journeys/duplicate-account/DuplicateAccountStore.ts';
import { proofingStoreOf } from '../journeys/proofing/ProofingStore.ts';
import { resetPasswordStoreOf } from '../journeys/reset-password/ResetPasswordStore.ts';
import { nullStorage } from './persistence.ts';
import { RootStore } from './RootStore.ts';

const makeRoot = () => new RootStore({ api: stubApi(), cookies: memoryCookieJar(), storage: nullStorage });

describe('RootStore journey stores (issue 9 "Performance": built on first use)', () => {
  it('builds a journey store once, on first use, and gives the same one afterwards', () => {
    const root = makeRoot();
    const create = vi.fn(() => ({ built: true }));
    const first = root.journeyStore(create);
    expect(root.journeyStore(create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(root);
  });

  it('each root has its own proofing, duplicate-account and reset stores, kept across uses', () => {
    const a = makeRoot();
    const b = makeRoot();
    expect(proofingStoreOf(a)).toBe(proofingStoreOf(a));
    expect(duplicateAccountStoreOf(a)).toBe(duplicateAccountStoreOf(a));
    expect(resetPasswordStoreOf(a)).toBe(resetPasswordStoreOf(a));
    expect(proofingStoreOf(a)).not.toBe(proofingStoreOf(b));
    expect(resetPasswordStoreOf(a)).not.toBe(resetPasswordStoreOf(b));
  });

  it('a late-built store sees state set before it was built (its state lives in the root)', () => {
    const root = makeRoot();
    root.proofingState.assign({ maskedEmailList: ['a***@x.com', 'b***@y.com'] });
    expect(duplicateAccountStoreOf(root).choose('getHelp')).toEqual({ kind: 'navigate', to: '/multiple-emails-found' });
  });
});

/** A storage in memory, readable as a whole. */
function memoryStorage() {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
    removeItem: (k: string) => void m.delete(k),
    get length() {
      return m.size;
    },
    key: (i: number) => [...m.keys()][i] ?? null,
    text: () => JSON.stringify([...m.entries()]),
  };
}

const DETAILS = {
  nhsNumber: '9990000034',
  firstName: 'Alice',
  middleNames: 'Jane',
  lastName: 'Ashworth',
  dob: '1980-03-15',
  postcode: 'LS1 4AP',
};
const PERSONAL = Object.values(DETAILS);

describe('proofing personal details only as long as needed (issue 16)', () => {
  /** A root on these storages, hydrated, with details entered and a duplicate flag. */
  function entered(local = memoryStorage(), tab = memoryStorage()) {
    const api = stubApi({ upliftNhsKnown: () => Promise.resolve() });
    const root = new RootStore({ api, cookies: memoryCookieJar(), storage: local, sessionStorage: tab });
    root.hydrate();
    root.proofingState.assign({ ...DETAILS, knowNhsNumber: true, p5DuplicateFound: true });
    return { root, local, tab };
  }

  it('keeps them in this tab’s storage only; the flags stay in localStorage', () => {
    const { local, tab } = entered();
    for (const v of PERSONAL) expect(local.text()).not.toContain(v);
    for (const v of PERSONAL) expect(tab.text()).toContain(v);
    expect(local.getItem('nhsl:proofing')).toContain('"p5DuplicateFound":true');
  });

  it('a reload in the same tab finds them; a new browser (same localStorage, new tab storage) does not', () => {
    const { local, tab } = entered();
    const reloaded = new RootStore({ api: stubApi(), cookies: memoryCookieJar(), storage: local, sessionStorage: tab });
    reloaded.hydrate();
    expect(reloaded.proofingState.nhsNumber).toBe(DETAILS.nhsNumber);
    const reopened = new RootStore({
      api: stubApi(),
      cookies: memoryCookieJar(),
      storage: local,
      sessionStorage: memoryStorage(),
    });
    reopened.hydrate();
    expect(reopened.proofingState).toMatchObject({ nhsNumber: '', firstName: '', dob: '', postcode: '' });
    expect(reopened.proofingState.p5DuplicateFound).toBe(true);
  });

  it('details an older version left in localStorage are removed at start-up', () => {
    const local = memoryStorage();
    local.setItem('nhsl:proofing', JSON.stringify({ ...DETAILS, hasUplifted: false, p5DuplicateFound: true }));
    const root = new RootStore({
      api: stubApi(),
      cookies: memoryCookieJar(),
      storage: local,
      sessionStorage: memoryStorage(),
    });
    root.hydrate();
    for (const v of PERSONAL) expect(local.text()).not.toContain(v);
    expect(root.proofingState.p5DuplicateFound).toBe(true);
  });

  it('a new session clears both storages', () => {
    const { root, local, tab } = entered();
    root.clearAll();
    for (const v of PERSONAL) expect(local.text() + tab.text()).not.toContain(v);
  });

  it('session timeout forgets them, keeping the flags', () => {
    const { root, tab } = entered();
    root.forgetPersonalDetails();
    for (const v of PERSONAL) expect(tab.text()).not.toContain(v);
    expect(root.proofingState.p5DuplicateFound).toBe(true);
  });

  it('try-login and a successful uplift forget them too', async () => {
    const { root, tab } = entered();
    duplicateAccountStoreOf(root).tryLogin();
    for (const v of PERSONAL) expect(tab.text()).not.toContain(v);
    const second = entered();
    second.root.session.assign({ sessionId: 's' });
    expect(await proofingStoreOf(second.root).uplift()).toEqual({ kind: 'navigate', to: '/authcode' });
    for (const v of PERSONAL) expect(second.tab.text()).not.toContain(v);
  });
});
