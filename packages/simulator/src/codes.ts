import { MAX_OTP_REQUESTS, SECURITY_CODE_LIFETIME_MINUTES, serverMessages, type OtpMethod } from '@nhsl/contract';
import { MINUTE_MS, type Clock } from './clock.ts';
import { fail } from './http.ts';
import type { Outbox } from './outbox.ts';
import type { ScenarioAccount } from './scenarios.ts';
import { randomCode, type Session, type Store } from './store.ts';

/**
 * Masks a phone number: every digit but the last four becomes `*` (e.g. `*******0123`).
 * spec 000 §3 "masked mobile number". Never returns the full number.
 * @param number - the number's digits
 */
export function maskNumber(number: string): string {
  const digits = number.replace(/\D/g, '');
  return '*'.repeat(Math.max(digits.length - 4, 4)) + digits.slice(-4);
}

/** Security codes sent by text or call: {@link createCodeSender}. */
export interface CodeSender {
  /** Counts a code request in this session; over MAX_OTP_REQUESTS locks the account. spec 000 §9. */
  countCodeRequest(session: Session, account: ScenarioAccount): void;
  /** "Sends" a new code by text or call: kept in the session and written to the outbox. */
  sendCode(session: Session, account: ScenarioAccount, method: OtpMethod): void;
}

/**
 * The security codes of sign-in and recovery (and the request count registration and account
 * settings share): each code is kept in its session and written to the outbox.
 * @param deps - the simulator's store, clock and outbox
 */
export function createCodeSender({ store, clock, outbox }: { store: Store; clock: Clock; outbox: Outbox }): CodeSender {
  return {
    countCodeRequest(session, account) {
      if (store.isLocked(account, 'otpRequests')) throw fail(serverMessages.otpRequestsExceeded);
      session.otpRequests += 1;
      if (session.otpRequests > MAX_OTP_REQUESTS) {
        store.lock(account, 'otpRequests');
        throw fail(serverMessages.otpRequestsExceeded);
      }
    },
    sendCode(session, account, method) {
      const pending = session.pendingNumber?.method === method ? session.pendingNumber.number : undefined;
      const number = pending ?? (method === 'mobile' ? account.mobile : account.landline);
      if (!number) throw fail(serverMessages.badRequest);
      const now = clock.now();
      const sentAt = account.codesIssuedExpired ? now - (SECURITY_CODE_LIFETIME_MINUTES + 1) * MINUTE_MS : now;
      const code = randomCode();
      session.codes[method] = { code, sentAt };
      const minutesLeft = Math.ceil((sentAt + SECURITY_CODE_LIFETIME_MINUTES * MINUTE_MS - now) / MINUTE_MS);
      outbox.record(
        { email: account.email, method: method === 'mobile' ? 'text' : 'call', code, to: maskNumber(number), sentAt },
        maskNumber(number),
        minutesLeft,
      );
    },
  };
}
