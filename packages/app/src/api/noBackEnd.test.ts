import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError.ts';
import { noBackEnd } from './noBackEnd.ts';

// Issue 44: page script never calls the back end; a store step run in the browser is refused.
describe('noBackEnd', () => {
  it('refuses every call as a network failure, without a request', async () => {
    const api = noBackEnd();
    const refused = api.checkAccountStatus('someone@example.com');
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'Page script does not call the back end',
    });
    await expect(api.passkeyAuthenticationOptions()).rejects.toBeInstanceOf(ApiError);
  });

  it('is not a promise and offers no raw request (no journey adapter takes it for an HTTP client)', () => {
    const api = noBackEnd() as unknown as Record<string, unknown>;
    expect(api.then).toBeUndefined();
    expect(api.request).toBeUndefined();
  });
});
