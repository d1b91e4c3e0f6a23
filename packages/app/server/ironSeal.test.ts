// issue 47 "Render cost": the journey's seal made with node:crypto (ironSeal.mjs) is iron-session's
// own, both ways, and refuses what iron-session refuses.
import { describe, expect, it, vi } from 'vitest';
import * as ironSession from 'iron-session';
import { sealData, unsealData } from './ironSeal.mjs';

const password = 'a-test-secret-of-at-least-32-characters!';
const other = 'another-secret-of-at-least-32-characters';
const data = { csrf: 'token', storage: { S: { m: 'marker', é: 'ünïcode 🙂' } }, revision: 3 };

describe('the seal of ironSeal.mjs', () => {
  it('iron-session opens what it seals, and it opens what iron-session seals', async () => {
    expect(await ironSession.unsealData(await sealData(data, { password, ttl: 60 }), { password })).toEqual(data);
    expect(await unsealData(await ironSession.sealData(data, { password, ttl: 60 }), { password, ttl: 60 })).toEqual(
      data,
    );
  });

  it('a fresh salt and IV each time: two seals of the same data differ', async () => {
    expect(await sealData(data, { password, ttl: 60 })).not.toBe(await sealData(data, { password, ttl: 60 }));
  });

  it('refuses as iron-session does: another password, a changed seal, a malformed one', async () => {
    const sealed = await sealData(data, { password, ttl: 60 });
    const both = async (text: string, secret = password) => [
      await unsealData(text, { password: secret, ttl: 60 }).catch(() => 'threw'),
      await ironSession.unsealData(text, { password: secret }).catch(() => 'threw'),
    ];
    expect(await both(sealed, other)).toEqual([{}, {}]);
    const parts = sealed.split('*');
    const flipped = parts[4]!.startsWith('A') ? `B${parts[4]!.slice(1)}` : `A${parts[4]!.slice(1)}`;
    expect(await both([...parts.slice(0, 4), flipped, ...parts.slice(5)].join('*'))).toEqual([{}, {}]);
    expect(await both('not a seal')).toEqual([{}, {}]);
  });

  it("an expired seal is refused by both, past iron's minute of clock skew", async () => {
    const mine = await sealData(data, { password, ttl: 1 });
    const theirs = await ironSession.sealData(data, { password, ttl: 1 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2 * 60_000);
      for (const sealed of [mine, theirs]) {
        expect(await unsealData(sealed, { password, ttl: 1 })).toEqual({});
        expect(await ironSession.unsealData(sealed, { password })).toEqual({});
      }
    } finally {
      vi.useRealTimers();
    }
  });
});
