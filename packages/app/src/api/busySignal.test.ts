import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError.ts';
import { withBusySignal } from './busySignal.ts';

describe('withBusySignal (issue 24)', () => {
  it.each([429, 503])('reports a %i answer and still rejects with it', async (status) => {
    const onBusy = vi.fn();
    const api = withBusySignal({ login: () => Promise.reject(new ApiError('http', status, '', 'Busy')) }, onBusy);
    await expect(api.login()).rejects.toMatchObject({ status });
    expect(onBusy).toHaveBeenCalledOnce();
  });

  it.each([500, 502, 400])('does not report a %i answer', async (status) => {
    const onBusy = vi.fn();
    const api = withBusySignal({ login: () => Promise.reject(new ApiError('http', status, '', 'x')) }, onBusy);
    await expect(api.login()).rejects.toBeInstanceOf(ApiError);
    expect(onBusy).not.toHaveBeenCalled();
  });

  it('calls methods on the client itself, so one method calling another is reported once', async () => {
    const onBusy = vi.fn();
    class Client {
      request() {
        return Promise.reject(new ApiError('http', 503, '', 'x'));
      }
      login() {
        return this.request();
      }
    }
    await expect(withBusySignal(new Client(), onBusy).login()).rejects.toBeInstanceOf(ApiError);
    expect(onBusy).toHaveBeenCalledOnce();
  });
});
