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
    ['no credential', {}],
    ['not JSON', { credential: '{not json' }],
    ['a JSON array', { credential: '[1,2]' }],
    ['a JSON string', { credential: '"x"' }],
    ['too long', { credential: `{"id":"${'a'.repeat(MAX_CREDENTIAL_LENGTH)}"}` }],
    ['an error that is not a word', { error: '<script>' }],
    ['an error code that is not a word', { error: 'NotAllowedError', error_code: 'a b' }],
  ])('%s reads as an unknown browser error (the error page)', (_, fields) => {
    expect(readCeremonyResult(form(fields))).toEqual({ kind: 'error', name: 'UnknownError' });
  });
});
