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
