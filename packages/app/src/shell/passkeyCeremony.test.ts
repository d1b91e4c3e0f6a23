import { describe, expect, it } from 'vitest';
import { MAX_CREDENTIAL_LENGTH, readCeremonyResult } from './passkeyCeremony.ts';

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("readCeremonyResult (issue 44: a ceremony's result posted as form fields)", () => {
  it('reads the credential as a JSON object, with its transaction id', () => {
    expect(readCeremonyResult(form({ credential: '{"id":"c","response":{}}', transaction_id: 'tx-1' }))).toEqual({
      kind: 'credential',
      credential: { id: 'c', response: {} },
      transactionId: 'tx-1',
    });
  });

  it("reads the browser's error name and code", () => {
    expect(
      readCeremonyResult(form({ error: 'NotAllowedError', error_code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY' })),
    ).toEqual({
      kind: 'error',
      name: 'NotAllowedError',
      code: 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY',
    });
    expect(readCeremonyResult(form({ error: 'NotAllowedError' }))).toEqual({ kind: 'error', name: 'NotAllowedError' });
  });

  it.each([
    ['no credential', {}, 'missing'],
    ['not JSON', { credential: '{not json' }, 'not-json'],
    ['a JSON array', { credential: '[1,2]' }, 'not-an-object'],
    ['a JSON string', { credential: '"x"' }, 'not-an-object'],
    ['too long', { credential: `{"id":"${'a'.repeat(MAX_CREDENTIAL_LENGTH)}"}` }, 'too-long'],
    ['an error that is not a word', { error: '<script>' }, 'bad-error-name'],
    ['an error code that is not a word', { error: 'NotAllowedError', error_code: 'a b' }, 'bad-error-name'],
  ])('%s is unreadable (a failure, never a cancelling)', (_, fields, reason) => {
    expect(readCeremonyResult(form(fields))).toEqual({ kind: 'unreadable', reason });
  });

  it('reads a registration of the largest post-quantum key a relying party may offer (ML-DSA-87, issue 54)', () => {
    // ML-DSA-87's public key is 2,592 bytes; a registration carries it three times, with a
    // credential id of the longest WebAuthn allows (1,023 bytes) four times.
    const b64 = (bytes: number) => 'A'.repeat(Math.ceil((bytes * 4) / 3));
    const authData = b64(37 + 16 + 2 + 1023 + 2592 + 20);
    const credential = {
      id: b64(1023),
      rawId: b64(1023),
      type: 'public-key',
      response: {
        clientDataJSON: b64(250),
        attestationObject: b64(30) + authData,
        authenticatorData: authData,
        publicKey: b64(2592 + 22),
        publicKeyAlgorithm: -50,
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: { credProps: { rk: true } },
      authenticatorAttachment: 'platform',
    };
    const raw = JSON.stringify(credential);
    expect(raw.length).toBeGreaterThan(16_000);
    expect(readCeremonyResult(form({ credential: raw, transaction_id: 'tx' }))).toEqual({
      kind: 'credential',
      credential,
      transactionId: 'tx',
    });
  });
});
