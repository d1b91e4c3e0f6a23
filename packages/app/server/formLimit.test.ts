import { describe, expect, it } from 'vitest';
import { overFormLimit } from './render.mjs';

const INTENT = 'passkey-result';

describe('overFormLimit (issue 45 body limit; issue 54 the passkey ceremony allowance)', () => {
  it('runs an ordinary form of 8 KiB as it was sent, and cuts one over it', () => {
    expect(overFormLimit(`email=${'a'.repeat(8 * 1024 - 6)}`, INTENT)).toBe(false);
    expect(overFormLimit(`email=${'a'.repeat(8 * 1024)}`, INTENT)).toBe(true);
  });

  it("runs a ceremony's result of an ML-DSA-87 credential (about 17,000 characters) as it was sent", () => {
    const body = new URLSearchParams({ _action: INTENT, credential: `{"id":"${'a'.repeat(17_000)}"}` }).toString();
    expect(overFormLimit(body, INTENT)).toBe(false);
  });

  it('gives the allowance to no other intent, and to no ceremony over 32 KiB', () => {
    const long = `{"id":"${'a'.repeat(17_000)}"}`;
    expect(overFormLimit(new URLSearchParams({ _action: 'create-passkey', credential: long }).toString(), INTENT)).toBe(
      true,
    );
    const huge = new URLSearchParams({ _action: INTENT, credential: 'a'.repeat(33 * 1024) }).toString();
    expect(overFormLimit(huge, INTENT)).toBe(true);
  });
});
