import { describe, expect, it } from 'vitest';
import { errorFromResponse, sanitiseErrorCode } from './ApiError.ts';

describe('spec 000 §8 Auth API error handling', () => {
  it('401 Unauthorized without a CID code is an unauthorised session (message or error)', () => {
    expect(errorFromResponse(401, { message: 'Unauthorized' }).kind).toBe('unauthorized');
    expect(errorFromResponse(401, { error: 'Unauthorized' }).kind).toBe('unauthorized');
  });
  it('403 explicit deny without a CID code is an unauthorised session', () => {
    expect(
      errorFromResponse(403, { message: 'User is not authorized to access this resource with an explicit deny' }).kind,
    ).toBe('unauthorized');
    expect(errorFromResponse(403, { message: 'Forbidden' }).kind).toBe('http');
  });
  it('a CID code makes a 401 an ordinary error carrying the code', () => {
    const e = errorFromResponse(401, { message: 'Unauthorized', errorCode: 'CID2012' });
    expect(e.kind).toBe('http');
    expect(e.errorCode).toBe('CID2012');
  });
  it('keeps only CID plus digits as errorCode', () => {
    expect(sanitiseErrorCode('CID2013')).toBe('CID2013');
    for (const bad of ['cid2013', 'CID', 'CID12a', '<script>', 'CID2013 ', 42, undefined]) {
      expect(sanitiseErrorCode(bad)).toBe('');
    }
  });
});
