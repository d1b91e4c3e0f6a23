import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64urlJson, encodeBase64urlJson } from './base64url.ts';
import { decodeAuthCookie } from './sessionInfo.ts';
import { idTokenSubject } from './idToken.ts';

// Issue 29, item 3: one decoder for the id_token and the authorization cookie, UTF-8 safe.
describe('base64url JSON (the id_token payload and the authorization cookie)', () => {
  it('reads what a server encodes as UTF-8 (Buffer base64url), characters outside ASCII included', () => {
    const value = { state: 'st é&=?', name: 'Zoë Ó Súilleabháin', emoji: '🙂' };
    expect(decodeBase64urlJson(Buffer.from(JSON.stringify(value)).toString('base64url'))).toEqual(value);
  });

  it('the authorization cookie keeps a state with characters outside ASCII', () => {
    const cookie = {
      session_id: 's'.repeat(32),
      client_id: 'demo-client',
      redirect_uri: 'https://rp.example/callback',
      state: 'état-ü',
      scope: 'openid',
    };
    const raw = Buffer.from(JSON.stringify(cookie)).toString('base64url');
    expect(decodeAuthCookie(raw)?.state).toBe('état-ü');
  });

  it('the id_token subject may be outside ASCII', () => {
    const part = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    expect(idTokenSubject(`${part({ alg: 'none' })}.${part({ sub: 'ñandú' })}.`)).toBe('ñandú');
  });

  it('round-trips any JSON value, padded or not', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = encodeBase64urlJson(value);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(decodeBase64urlJson(text)).toEqual(JSON.parse(JSON.stringify(value)));
        const padded = text + '='.repeat((4 - (text.length % 4)) % 4);
        expect(decodeBase64urlJson(padded)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it.each([
    ['a percent-encoded value (issue 24)', '%E0%A4%A'],
    ['standard base64 characters', 'a+b/'],
    ['bytes that are not UTF-8', Buffer.from([0xff, 0xfe, 0x22]).toString('base64url')],
    ['text that is not JSON', Buffer.from('not json').toString('base64url')],
    ['an impossible length', 'abcde'],
  ])('%s gives undefined, never an exception', (_, text) => {
    expect(decodeBase64urlJson(text)).toBeUndefined();
  });

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (s) => (decodeBase64urlJson(s), true)));
  });
});
