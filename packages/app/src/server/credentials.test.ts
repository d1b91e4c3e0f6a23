import { describe, expect, it } from 'vitest';
import { sessionInfoFor, sessionOfCookie } from './credentials.ts';
import { decodeSessionInfo } from '../lib/sessionInfo.ts';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
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
    },
  );
});
