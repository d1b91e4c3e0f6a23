import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressWithoutCode, guardResetLink, isAcceptedUsername } from './linkGuard.ts';

const NOW = 1_800_000_000_000;
const LATER = String(NOW + 60 * 60_000);
const EARLIER = String(NOW - 1);
const ID = '3f2b8c1e-9a4d-4c7b-a1e2-0f9d8c7b6a54';

const q = (p: Record<string, string | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== undefined) s.set(k, v);
  return `?${s.toString()}`;
};

describe('spec 001 §4 "Link guard" (table)', () => {
  it.each([
    ['valid email username', { username: 'a.person@example.com', code: '123456', expiry: LATER }, 'ok'],
    ['valid account-id username', { username: ID, code: '123456', expiry: LATER }, 'ok'],
    ['upper-case account id', { username: ID.toUpperCase(), code: '123456', expiry: LATER }, 'ok'],
    ['email with a plus', { username: 'a+b@example.co.uk', code: '000000', expiry: LATER }, 'ok'],
    ['username missing', { code: '123456', expiry: LATER }, '/reset/link-not-working'],
    ['username neither format', { username: 'not an email', code: '123456', expiry: LATER }, '/reset/link-not-working'],
    ['email without a dot', { username: 'a@localhost', code: '123456', expiry: LATER }, '/reset/link-not-working'],
    ['id too short', { username: ID.slice(1), code: '123456', expiry: LATER }, '/reset/link-not-working'],
    ['code missing', { username: 'a@example.com', expiry: LATER }, '/reset/link-not-working'],
    ['code 5 digits', { username: 'a@example.com', code: '12345', expiry: LATER }, '/reset/link-not-working'],
    ['code with letters', { username: 'a@example.com', code: '12ab56', expiry: LATER }, '/reset/link-not-working'],
    ['expiry missing', { username: 'a@example.com', code: '123456' }, '/reset/link-not-working'],
    ['expiry words', { username: 'a@example.com', code: '123456', expiry: 'tomorrow' }, '/reset/link-not-working'],
    [
      'expiry in seconds',
      { username: 'a@example.com', code: '123456', expiry: '1800003600' },
      '/reset/link-not-working',
    ],
    [
      'expiry negative',
      { username: 'a@example.com', code: '123456', expiry: '-1800003600000' },
      '/reset/link-not-working',
    ],
    ['malformed beats expired', { username: 'nope', code: '123456', expiry: EARLIER }, '/reset/link-not-working'],
    ['expiry in the past', { username: 'a@example.com', code: '123456', expiry: EARLIER }, '/reset/link-expired'],
    ['expiry exactly now', { username: 'a@example.com', code: '123456', expiry: String(NOW) }, 'ok'],
  ] as [string, Record<string, string | undefined>, string][])('%s → %s', (_name, params, outcome) => {
    const result = guardResetLink(q(params), NOW);
    if (outcome === 'ok') {
      expect(result).toEqual({
        ok: true,
        link: { username: params.username, code: params.code, expiry: Number(params.expiry) },
      });
    } else {
      expect(result).toMatchObject({ ok: false, to: outcome });
    }
  });

  it('link-expired is passed the username; link-not-working is not', () => {
    expect(guardResetLink(q({ username: 'a@example.com', code: '123456', expiry: EARLIER }), NOW)).toEqual({
      ok: false,
      to: '/reset/link-expired',
      username: 'a@example.com',
    });
    expect(guardResetLink(q({ username: 'x', code: '1', expiry: EARLIER }), NOW)).toEqual({
      ok: false,
      to: '/reset/link-not-working',
    });
  });

  it('the code leaves the address, username and expiry stay', () => {
    expect(addressWithoutCode('/reset-password', q({ username: 'a@example.com', code: '123456', expiry: LATER }))).toBe(
      `/reset-password?username=a%40example.com&expiry=${LATER}`,
    );
    expect(addressWithoutCode('/reset-password', '?code=123456')).toBe('/reset-password');
  });
});

describe('spec 001 §4 "Link guard" (properties)', () => {
  const email = fc.emailAddress().filter((e) => isAcceptedUsername(e));
  const username = fc.oneof(email, fc.uuid());
  const code = fc.stringMatching(/^\d{6}$/);
  const future = fc.integer({ min: NOW, max: 9_999_999_999_999 });
  const past = fc.integer({ min: 1_000_000_000_000, max: NOW - 1 });

  it('a well-formed link whose expiry is not past is accepted, exactly as given', () => {
    fc.assert(
      fc.property(username, code, future, (u, c, e) => {
        const r = guardResetLink(q({ username: u, code: c, expiry: String(e) }), NOW);
        expect(r).toEqual({ ok: true, link: { username: u, code: c, expiry: e } });
      }),
    );
  });

  it('a well-formed link whose expiry is past goes to link-expired with its username', () => {
    fc.assert(
      fc.property(username, code, past, (u, c, e) => {
        expect(guardResetLink(q({ username: u, code: c, expiry: String(e) }), NOW)).toEqual({
          ok: false,
          to: '/reset/link-expired',
          username: u,
        });
      }),
    );
  });

  it('any code that is not exactly 6 digits goes to link-not-working, whatever the expiry', () => {
    fc.assert(
      fc.property(
        username,
        fc.string().filter((s) => !/^\d{6}$/.test(s)),
        fc.oneof(future, past),
        (u, c, e) => {
          expect(guardResetLink(q({ username: u, code: c, expiry: String(e) }), NOW)).toEqual({
            ok: false,
            to: '/reset/link-not-working',
          });
        },
      ),
    );
  });

  it('any expiry that is not 13 digits goes to link-not-working', () => {
    fc.assert(
      fc.property(
        username,
        code,
        fc.string().filter((s) => !/^\d{13}$/.test(s)),
        (u, c, e) => {
          expect(guardResetLink(q({ username: u, code: c, expiry: e }), NOW)).toMatchObject({
            ok: false,
            to: '/reset/link-not-working',
          });
        },
      ),
    );
  });

  it('a username with no @ that is not a UUID goes to link-not-working', () => {
    const notUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@') && !notUuid.test(s)),
        code,
        future,
        (u, c, e) => {
          expect(guardResetLink(q({ username: u, code: c, expiry: String(e) }), NOW)).toMatchObject({
            ok: false,
            to: '/reset/link-not-working',
          });
        },
      ),
    );
  });

  it('the guard never throws, and only ever answers one of its three outcomes', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (search, now) => {
        const r = guardResetLink(search, now);
        expect(r.ok || ['/reset/link-not-working', '/reset/link-expired'].includes(r.to)).toBe(true);
      }),
    );
  });
});
