import { describe, expect, it } from 'vitest';
import { PageStore } from '../stores/stores.ts';
import { paths } from '../paths.ts';
import { checkedNext, to } from './next.ts';

// issue 24: what every step's answer passes through, in the browser (useNext) and on the server
// (formAction, arrival steps).
describe('checkedNext', () => {
  const checks = (busy = false) => {
    const page = new PageStore();
    if (busy) page.noteBusy();
    return {
      page,
      redirectPolicy: { appOrigin: 'https://login.example', registered: ['https://rp.example/callback'] },
    };
  };

  it('sends a redirect to an unregistered address to the error page', () => {
    expect(checkedNext({ kind: 'redirect', url: 'https://evil.example/' }, checks())).toEqual(to(paths.error));
  });

  it('follows a redirect to the registered redirect URI or the app itself', () => {
    const out = { kind: 'redirect', url: 'https://rp.example/callback?code=1' } as const;
    expect(checkedNext(out, checks())).toEqual(out);
    const own = { kind: 'redirect', url: 'https://login.example/oidc/resume' } as const;
    expect(checkedNext(own, checks())).toEqual(own);
  });

  it('turns the error page into service-busy after a 429 or 503 answer, once', () => {
    const c = checks(true);
    expect(checkedNext(to(paths.error), c)).toEqual(to(paths.serviceBusy));
    expect(checkedNext(to(paths.error), c)).toEqual(to(paths.error));
  });

  it('leaves every other page alone, busy or not, and forgets the busy answer', () => {
    const c = checks(true);
    expect(checkedNext(to(paths.otpAttemptsExceeded), c)).toEqual(to(paths.otpAttemptsExceeded));
    expect(checkedNext(to(paths.error), c)).toEqual(to(paths.error));
  });

  it('a busy answer older than 30 seconds no longer counts', () => {
    const page = new PageStore();
    page.noteBusy(Date.now() - 31_000);
    expect(checkedNext(to(paths.error), { ...checks(), page })).toEqual(to(paths.error));
  });
});
