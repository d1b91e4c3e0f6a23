import { describe, expect, it } from 'vitest';
import { idTokenState, sessionInfoFor, sessionOfCookie } from './credentials.ts';
import { decodeSessionInfo } from '../lib/sessionInfo.ts';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const jwt = (claims: object) => `${b64({ alg: 'none' })}.${b64(claims)}.`;
const auth = b64({ session_id: 'the-bearer', client_id: 'demo-client', redirect_uri: 'http://rp/cb', vtr: 'P5' });

describe('the server keeps the credentials (issue 24)', () => {
  it('the session cookie script reads carries the marker and the sign-in parameters, never the session id', () => {
    const info = sessionInfoFor(auth, (id) => `marker-of-${id.length}`)!;
    expect(Buffer.from(info, 'base64url').toString('utf8')).not.toContain('the-bearer');
    expect(decodeSessionInfo(info)).toEqual({
      marker: 'marker-of-10',
      client_id: 'demo-client',
      redirect_uri: 'http://rp/cb',
      vtr: 'P5',
    });
    expect(sessionOfCookie(auth)).toEqual({ sessionId: 'the-bearer', clientId: 'demo-client' });
  });

  it.each(['%E0%A4%A', 'eyJzZXNzaW9uX2lk', '', 'null', b64({ session_id: '' })])(
    'an unreadable authorization cookie (%j) counts as absent',
    (raw) => {
      expect(sessionOfCookie(raw)).toBeUndefined();
      expect(sessionInfoFor(raw, () => 'm')).toBeUndefined();
      expect(idTokenState(jwt({ aud: 'demo-client', exp: 9e9 }), raw, Date.now())).toBe('invalid');
    },
  );

  it("check-login's question on the server: the id_token must be the session's client's and live", () => {
    const now = Date.now();
    expect(idTokenState(jwt({ aud: 'demo-client', exp: now / 1000 + 60 }), auth, now)).toBe('valid');
    expect(idTokenState(jwt({ aud: 'demo-client', exp: now / 1000 - 1 }), auth, now)).toBe('expired');
    expect(idTokenState(jwt({ aud: 'other', exp: now / 1000 + 60 }), auth, now)).toBe('invalid');
    expect(idTokenState('%E0%A4%A', auth, now)).toBe('invalid');
  });
});
