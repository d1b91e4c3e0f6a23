import { ApiError } from './ApiError.ts';

/** The answers that mean the service is too busy to serve the call now (spec 000 §8: service-busy). */
const BUSY_STATUSES: readonly number[] = [429, 503];

/**
 * Wraps an API client so that every call the service answers 429 (too many requests, e.g. the
 * app server's rate limit) or 503 (overloaded) is reported to `onBusy` before the error reaches the
 * store (issue 24). The stores keep routing failures as they do; the step's error page then
 * becomes service-busy (`checkedNext`). Methods are called on the wrapped client itself, so a
 * method calling another is reported once.
 * @param api - the client (HttpIdentityApi or a test double)
 * @param onBusy - told of each busy answer
 * @returns the same client's interface
 */
export function withBusySignal<T extends object>(api: T, onBusy: () => void): T {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(api, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!wrapped.has(prop)) {
        wrapped.set(prop, (...args: unknown[]) => {
          const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (result instanceof Promise)
            return result.catch((e: unknown) => {
              if (e instanceof ApiError && BUSY_STATUSES.includes(e.status)) onBusy();
              throw e;
            });
          return result;
        });
      }
      return wrapped.get(prop);
    },
  });
}
