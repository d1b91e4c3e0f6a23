import type { Express } from 'express';
import {
  changeLandlineRequestSchema,
  changeMobileRequestSchema,
  changeNumberResponseSchema,
  checkUkLandline,
  checkUkMobile,
  recoveryApiPaths,
  recoveryMessages,
  serverMessages,
  type OtpMethod,
} from '@nhsl/contract';
import { maskNumber, type CodeSender } from './codes.ts';
import { HttpError, fail, parseBody, scenarioFailure, sendJson, sessionOf, signedInAccount } from './http.ts';
import type { Oidc } from './oidc/provider.ts';
import type { ScenarioAccount } from './scenarios.ts';
import type { Session, Store } from './store.ts';

/**
 * Recovery's calls, after `/api`'s session check: a new mobile or landline number, proved by a
 * code sent to it (issue 15; the code is checked by sign-in's verify call).
 * @param app - the simulator's Express app
 * @param deps - the store, the provider (an account's identity level) and the code sender
 */
export function installRecovery(app: Express, { store, oidc, codes }: { store: Store; oidc: Oidc; codes: CodeSender }) {
  /**
   * Checks a number change may start: the password verified in this session (else 'Invalid OTP
   * Session'), no code lockout, an account that has not proved who they are (P5 and P9 answer
   * 403 'Identity check required'; docs/decisions/0022-changing-a-phone-number.md), a valid UK
   * number of the kind (else 'Invalid phone number') other than the one held (else 'Number
   * already held'). Answers the new number in national format.
   */
  function startNumberChange(session: Session, method: OtpMethod, raw: string): ScenarioAccount & { next: string } {
    const account = signedInAccount(session);
    if (store.isLocked(account, 'otpAttempts')) throw fail(serverMessages.otpAttemptsExceeded);
    if (store.isLocked(account, 'otpRequests')) throw fail(serverMessages.otpRequestsExceeded);
    if (oidc.levelOf(account) !== 'P0') throw new HttpError(403, recoveryMessages.identityCheckRequired);
    const checked = method === 'mobile' ? checkUkMobile(raw) : checkUkLandline(raw);
    if (!checked.ok) throw fail(recoveryMessages.invalidPhoneNumber);
    const next = `0${checked.e164.slice(3)}`;
    const held = method === 'mobile' ? account.mobile : account.landline;
    if (held && held.replace(/\D/g, '') === next) throw fail(recoveryMessages.sameNumber);
    if (account.numberChangeFailure) throw scenarioFailure(account.numberChangeFailure);
    return { ...account, next };
  }

  app.post(recoveryApiPaths.changeMobile, (req, res) => {
    const { phone_number } = parseBody(changeMobileRequestSchema, req.body);
    const session = sessionOf(res);
    const { next, ...account } = startNumberChange(session, 'mobile', phone_number);
    codes.countCodeRequest(session, account);
    session.pendingNumber = { method: 'mobile', number: next };
    codes.sendCode(session, account, 'mobile');
    sendJson(res, changeNumberResponseSchema, { phone_number: maskNumber(next) });
  });

  app.post(recoveryApiPaths.changeLandline, (req, res) => {
    const { landline_number } = parseBody(changeLandlineRequestSchema, req.body);
    const session = sessionOf(res);
    const { next } = startNumberChange(session, 'landline', landline_number);
    session.pendingNumber = { method: 'landline', number: next };
    // A code already called to the old landline no longer proves anything.
    delete session.codes.landline;
    sendJson(res, changeNumberResponseSchema, { landline_number: maskNumber(next) });
  });
}
