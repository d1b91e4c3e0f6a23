import { describe, expect, it, vi } from 'vitest';
import type { RootStore } from '../stores/RootStore.ts';
import { formAction, type FormSchema } from './formAction.ts';
import type { Next } from './next.ts';
import { logUnknownField } from '../observability/log.ts';

vi.mock('../observability/log.ts', async (original) => ({
  ...(await original<typeof import('../observability/log.ts')>()),
  logUnknownField: vi.fn(() => Promise.resolve()),
}));

/** A schema like the pages': email required, code 6 digits; the message is the error code. */
const schema: FormSchema<{ email: string; code: string }> = {
  safeParse(input) {
    const { email, code } = input as { email: string; code: string };
    const issues = [
      ...(email ? [] : [{ path: ['email'], message: 'EMAIL_REQUIRED' }]),
      ...(/^\d{6}$/.test(code) ? [] : [{ path: ['code'], message: 'CODE_FORMAT' }]),
    ];
    return issues.length ? { success: false, error: { issues } } : { success: true, data: { email, code } };
  },
};

/** What the answer reads of the store: no busy answer, and the client's registered redirect URI. */
const store = {
  page: { takeBusy: () => false },
  redirectPolicy: { appOrigin: 'http://localhost', registered: ['https://client.example/callback'] },
} as unknown as RootStore;

function post(body: string, path = '/enter-mobile-code'): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

/** What a route action answered: a Response (redirect) or react-router's data(). */
function answer(value: unknown): { status: number; location?: string | null; data?: unknown } {
  if (value instanceof Response) return { status: value.status, location: value.headers.get('Location') };
  const d = value as { data: unknown; init?: { status?: number } | null };
  return { status: d.init?.status ?? 200, data: d.data };
}

function action(next: Next | undefined) {
  const submit = vi.fn(() => next);
  return { submit, run: formAction({ schema, fields: ['email', 'code'], secret: ['code'], submit }) };
}

describe('formAction: a journey form posted without script (issue 23; issue 28 secrets)', () => {
  it('invalid input: 422 with each field’s error in field order, the email kept and the code never echoed', async () => {
    const { run, submit } = action(undefined);
    const a = answer(await run(store, post('_csrf=t&email=&code=12%2034')));
    expect(a.status).toBe(422);
    expect(a.data).toEqual({
      errors: [
        { field: 'email', code: 'EMAIL_REQUIRED' },
        { field: 'code', code: 'CODE_FORMAT' },
      ],
      values: { email: '' },
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('a wrong code from the back end (a form error from the store): 422, and the code typed is not sent back', async () => {
    const { run } = action({ kind: 'formError', field: 'code', code: 'CODE_WRONG' });
    const a = answer(await run(store, post('_csrf=t&email=a%40example.com&code=123456')));
    expect(a.status).toBe(422);
    expect(a.data).toEqual({ errors: [{ field: 'code', code: 'CODE_WRONG' }], values: { email: 'a@example.com' } });
    expect(JSON.stringify(a.data)).not.toContain('123456');
  });

  it('a valid form: the store method gets the parsed values, and its next page is a 303', async () => {
    const { run, submit } = action({ kind: 'navigate', to: '/authcode' });
    const a = answer(await run(store, post('_csrf=t&email=a%40example.com&code=123456')));
    expect(submit).toHaveBeenCalledWith(store, { email: 'a@example.com', code: '123456' });
    expect(a).toMatchObject({ status: 303, location: '/authcode' });
  });

  it.each(['javascript:alert(1)', 'https://evil.example/callback?code=x'])(
    'a redirect to %s (not the client’s registered redirect URI) goes to the error page, never followed',
    async (url) => {
      const { run } = action({ kind: 'redirect', url });
      expect(answer(await run(store, post('_csrf=t&email=a%40example.com&code=123456')))).toMatchObject({
        status: 303,
        location: '/error',
      });
    },
  );

  it('a redirect to the client’s registered redirect URI is a 303 there', async () => {
    const { run } = action({ kind: 'redirect', url: 'https://client.example/callback?code=abc&state=s' });
    expect(answer(await run(store, post('_csrf=t&email=a%40example.com&code=123456')))).toMatchObject({
      status: 303,
      location: 'https://client.example/callback?code=abc&state=s',
    });
  });

  it('a field the form does not declare is ignored and its name logged, never its value (issue 45)', async () => {
    vi.mocked(logUnknownField).mockClear();
    const { run, submit } = action({ kind: 'navigate', to: '/authcode' });
    const a = answer(await run(store, post('_csrf=t&email=a%40example.com&code=123456&extension=secret-value')));
    expect(a).toEqual({ status: 303, location: '/authcode' });
    expect(submit).toHaveBeenCalledWith(store, { email: 'a@example.com', code: '123456' });
    expect(logUnknownField).toHaveBeenCalledTimes(1);
    expect(logUnknownField).toHaveBeenCalledWith('extension');
    expect(JSON.stringify(vi.mocked(logUnknownField).mock.calls)).not.toContain('secret-value');
  });

  it('an unknown intent is refused with 400 and runs nothing', async () => {
    const { run, submit } = action({ kind: 'navigate', to: '/authcode' });
    await expect(run(store, post('_csrf=t&_action=nuke'))).rejects.toMatchObject({ init: { status: 400 } });
    expect(submit).not.toHaveBeenCalled();
  });
});

describe("formAction: a passkey ceremony's result (issue 44)", () => {
  const ceremonyAction = () => {
    const ceremony = vi.fn((): Next => ({ kind: 'navigate', to: '/nhs-login-consent' }));
    const run = formAction({ schema, fields: ['email', 'code'], submit: vi.fn(), ceremony });
    return { ceremony, run };
  };

  it("reads the posted credential and follows the store's answer", async () => {
    const { ceremony, run } = ceremonyAction();
    const a = answer(
      await run(
        store,
        post('_csrf=t&_rev=2&_action=passkey-result&credential=%7B%22id%22%3A%22c%22%7D&transaction_id=tx'),
      ),
    );
    expect(a).toEqual({ status: 303, location: '/nhs-login-consent' });
    expect(ceremony).toHaveBeenCalledWith(store, { kind: 'credential', credential: { id: 'c' }, transactionId: 'tx' });
  });

  it('ignores and logs any other field with the result (issue 45)', async () => {
    vi.mocked(logUnknownField).mockClear();
    const { ceremony, run } = ceremonyAction();
    await run(store, post('_csrf=t&_action=passkey-result&credential=%7B%7D&email=a%40b.c'));
    expect(ceremony).toHaveBeenCalledWith(store, { kind: 'credential', credential: {}, transactionId: '' });
    expect(logUnknownField).toHaveBeenCalledWith('email');
  });

  it('answers a ceremony to run, or a status to show, as the page again with it', async () => {
    const options = { challenge: 'c' };
    const ceremony = action({ kind: 'ceremony', ceremony: { kind: 'get', options, transactionId: 'tx' } });
    expect(answer(await ceremony.run(store, post('_csrf=t&email=a%40b.c&code=123456'))).data).toEqual({
      errors: [],
      values: { email: 'a@b.c' },
      ceremony: { kind: 'get', options, transactionId: 'tx' },
    });
    const status = action({ kind: 'status', status: 'cancelled' });
    expect(answer(await status.run(store, post('_csrf=t&email=a%40b.c&code=123456'))).data).toEqual({
      errors: [],
      values: { email: 'a@b.c' },
      status: 'cancelled',
    });
  });
});
