import { describe, expect, it } from 'vitest';
import { upliftErrorBody } from '../journeys/proofing/upliftError.ts';
import { ApiError } from './ApiError.ts';
import { HttpIdentityApi } from './HttpIdentityApi.ts';

/** The API client on a fetch that records each request and answers `status` with `body`. */
function recording(status = 204, body = '') {
  const seen: { url: string; method: string; body: unknown }[] = [];
  const credentials: (RequestCredentials | undefined)[] = [];
  const api = new HttpIdentityApi({
    credential: () => 'sess-1',
    fetchImpl: async (url, init) => {
      seen.push({ url: String(url), method: init?.method ?? '', body: JSON.parse(String(init?.body ?? 'null')) });
      credentials.push(init?.credentials);
      return new Response(body || null, { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { api, seen, credentials };
}

describe('HttpIdentityApi: proofing and duplicate-account calls (spec 001 §7)', () => {
  it.each([
    [
      'p5-uplift-nhs-known',
      (api: HttpIdentityApi) =>
        api.upliftNhsKnown({
          nhs_number: '9990000034',
          date_of_birth: '1980-03-15',
          postcode: 'LS1 4AP',
          client_id: 'c',
          session_id: 's',
        }),
      '/api/midlevel/p5-uplift-nhs-known',
      {
        nhs_number: '9990000034',
        date_of_birth: '1980-03-15',
        postcode: 'LS1 4AP',
        client_id: 'c',
        session_id: 'sess-1',
      },
    ],
    [
      'p5-uplift-demog-trace',
      (api: HttpIdentityApi) =>
        api.upliftDemogTrace({
          first_name: 'Alice',
          last_name: 'Ashworth',
          middle_names: 'May',
          date_of_birth: '1980-03-15',
          postcode: 'LS1 4AP',
          client_id: 'c',
          session_id: 's',
        }),
      '/api/midlevel/p5-uplift-demog-trace',
      {
        first_name: 'Alice',
        last_name: 'Ashworth',
        middle_names: 'May',
        date_of_birth: '1980-03-15',
        postcode: 'LS1 4AP',
        client_id: 'c',
        session_id: 'sess-1', // the credential's, whatever the caller put (issue 24)
      },
    ],
    [
      'record-p5-failure-data',
      (api: HttpIdentityApi) =>
        api.recordP5FailureData({
          first_name: 'Alice',
          last_name: 'Ashworth',
          nhs_number: '',
          date_of_birth: '1980-03-15',
          postcode: 'LS1 4AP',
          session_id: 's',
        }),
      '/api/midlevel/record-p5-failure-data',
      {
        first_name: 'Alice',
        last_name: 'Ashworth',
        nhs_number: '',
        date_of_birth: '1980-03-15',
        postcode: 'LS1 4AP',
        session_id: 'sess-1',
      },
    ],
    [
      'duplicate-accounts-email',
      (api: HttpIdentityApi) => api.sendDuplicateReminder('acc-1'),
      '/api/login/duplicate-accounts-email',
      { account_id: 'acc-1', duplicateNhsNumberReminder: true },
    ],
    [
      'the second reminder',
      (api: HttpIdentityApi) => api.sendAnotherDuplicateReminder('acc-1'),
      '/api/login/duplicate-accounts-email-again',
      { account_id: 'acc-1', duplicateNhsNumberReminder: true },
    ],
    [
      'account-migration',
      (api: HttpIdentityApi) =>
        api.accountMigration({
          account_id: 'acc-1',
          first_name: 'Eli',
          last_name: 'Eligible',
          nhs_number: '9990000514',
          date_of_birth: '1983-04-04',
          postcode: 'EC1A 1BB',
        }),
      '/api/login/account-migration',
      {
        account_id: 'acc-1',
        first_name: 'Eli',
        last_name: 'Eligible',
        nhs_number: '9990000514',
        date_of_birth: '1983-04-04',
        postcode: 'EC1A 1BB',
      },
    ],
  ])('%s: POST to its path with exactly the spec body', async (_name, send, path, body) => {
    const { api, seen } = recording(
      _name.startsWith('p5-uplift') ? 200 : 204,
      _name.startsWith('p5-uplift') ? '{}' : '',
    );
    await send(api);
    expect(seen).toEqual([{ url: path, method: 'POST', body }]);
  });

  it('the login-api calls (duplicate-accounts-email, account-migration) include credentials; the others stay same-origin (spec 001 §7; issue 28 item 12)', async () => {
    const login = recording();
    await login.api.sendDuplicateReminder('acc-1');
    await login.api.sendAnotherDuplicateReminder('acc-1');
    await login.api.accountMigration({
      account_id: 'acc-1',
      first_name: 'Eli',
      last_name: 'Eligible',
      nhs_number: '9990000514',
      date_of_birth: '1983-04-04',
      postcode: 'EC1A 1BB',
    });
    expect(login.credentials).toEqual(['include', 'include', 'include']);
    const other = recording();
    await other.api.recordP5FailureData({
      first_name: 'A',
      last_name: 'B',
      nhs_number: '',
      date_of_birth: '1980-03-15',
      postcode: 'LS1 4AP',
      session_id: 's',
    });
    expect(other.credentials).toEqual(['same-origin']);
  });

  it('an uplift error carries its body: status, text, migration flags, masked emails, pyi_sla, lockout', async () => {
    const answer = {
      message: 'User not uplifted',
      account_migration: true,
      eligible_for_account_migration_journey: false,
      email: 'a***@example.com',
      ineligibility_reason: 'active_account',
      pyi_sla: '48 hours',
      lockout_time_seconds: 1_700_000_000,
    };
    const { api } = recording(409, JSON.stringify(answer));
    const e = await api
      .upliftNhsKnown({ nhs_number: '1', date_of_birth: '2', postcode: '3', client_id: 'c', session_id: 's' })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(e).toBeInstanceOf(ApiError);
    expect([(e as ApiError).status, (e as ApiError).message]).toEqual([409, 'User not uplifted']);
    expect(upliftErrorBody(e)).toEqual(answer);
  });
});
