import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError.ts';
import { noBackEnd } from './noBackEnd.ts';

// Issue 44: page script never calls the back end; a store step run in the browser is refused.
describe('noBackEnd', () => {
  it('refuses every call as a network failure, without a request', async () => {
    const api = noBackEnd();
    await expect(api.checkAccountStatus('someone@example.com')).rejects.toEqual(
      new ApiError('network', 0, '', 'Page script does not call the back end'),
    );
    await expect(api.passkeyAuthenticationOptions()).rejects.toBeInstanceOf(ApiError);
  });

  it('is not a promise and offers no raw request (no journey adapter takes it for an HTTP client)', () => {
    const api = noBackEnd() as unknown as Record<string, unknown>;
    expect(api.then).toBeUndefined();
    expect(api.request).toBeUndefined();
  });
});
