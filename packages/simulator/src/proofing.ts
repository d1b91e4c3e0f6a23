import express, { type Response } from 'express';
import {
  LOCKOUT_MINUTES,
  NOT_ELIGIBLE_TO_COMPLETE_MIGRATION,
  accountMigrationRequestSchema,
  duplicateAccountsEmailRequestSchema,
  proofingApiPaths,
  recordP5FailureRequestSchema,
  serverMessages,
  upliftDemogTraceRequestSchema,
  upliftErrorBodySchema,
  upliftErrors,
  upliftNhsKnownRequestSchema,
  type UpliftErrorBody,
} from '@nhsl/contract';
import type { z } from 'zod/mini';
import type { Clock } from './clock.ts';
import { MAX_REMINDERS, UNSAVABLE_POSTCODE, UPLIFT_REQUIRED_EMAILS, patients, type Patient } from './patients.ts';
import type { ScenarioAccount } from './scenarios.ts';
import type { Session } from './store.ts';

/** What {@link installProofing} needs. */
export interface ProofingOptions {
  clock: Clock;
  appOrigin: string;
  /**
   * Whether a match in this session also checks the person's GP record (the session's client
   * allows P5 before P9); the uplift then answers `gp_record_checked: true`. Default: never.
   */
  checksGpRecord?: (session: Session) => boolean;
}

/** The proofing part of the simulator, as the rest of it sees it. */
export interface ProofingSimulator {
  /** Where authcode sends an account that still needs proofing, or undefined. */
  upliftLocation(account: ScenarioAccount): string | undefined;
  /** Forgets every uplift, duplicate answer and reminder (POST /simulator/reset). */
  reset(): void;
}

interface SessionProofing {
  duplicate?: Extract<Patient['outcome'], { kind: 'duplicate' }>;
  reminders: number;
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const normPostcode = (s: string) => {
  const c = s.toUpperCase().replace(/\s+/g, '');
  return c.length > 3 ? `${c.slice(0, -3)} ${c.slice(-3)}` : c;
};

function parse<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> | undefined {
  const r = schema.safeParse(body);
  return r.success ? r.data : undefined;
}

function sendError(res: Response, status: number, body: UpliftErrorBody): void {
  res.status(status).json(upliftErrorBodySchema.parse(body));
}

/**
 * Identity proofing (P5 uplift), duplicate accounts and account replacement over the synthetic
 * patient register ({@link patients}). Mount after the /api session middleware. spec 001 §4
 * "Uplift outcome", "Duplicate account", §7.
 * @param app - the simulator's Express app
 * @param opts - clock and app origin
 */
export function installProofing(app: express.Express, opts: ProofingOptions): ProofingSimulator {
  const uplifted = new Set<string>();
  /** Accounts whose failure data was recorded (photo-ID route): authcode no longer sends them to proofing. */
  const provingAnotherWay = new Set<string>();
  const bySession = new Map<string, SessionProofing>();
  const sessionOf = (res: Response) => (res.locals as { session: Session }).session;
  const stateOf = (session: Session) => {
    let s = bySession.get(session.key);
    if (!s) bySession.set(session.key, (s = { reminders: 0 }));
    return s;
  };

  /** Answers the outcome of a matched person. */
  function answer(res: Response, patient: Patient): void {
    const session = sessionOf(res);
    const account = session.account;
    if (!account || !session.secondFactorVerified) {
      sendError(res, 401, { message: serverMessages.unauthorized });
      return;
    }
    const o = patient.outcome;
    switch (o.kind) {
      case 'match':
        uplifted.add(account.email);
        res
          .status(200)
          .json({ uplifted: true, ...(opts.checksGpRecord?.(session) ? { gp_record_checked: true } : {}) });
        return;
      case 'alreadyUplifted':
        uplifted.add(account.email);
        sendError(res, 409, { error: upliftErrors.alreadyUplifted, message: upliftErrors.alreadyUplifted });
        return;
      case 'error':
        sendError(res, o.status, {
          error: o.error,
          message: o.error,
          ...(o.lockoutMinutes
            ? { lockout_time_seconds: Math.floor(opts.clock.now() / 1000) + o.lockoutMinutes * 60 }
            : {}),
        });
        return;
      case 'duplicate':
        stateOf(session).duplicate = o;
        sendError(res, 409, {
          message: upliftErrors.userNotUplifted,
          account_migration: o.accountMigration,
          eligible_for_account_migration_journey: o.eligible,
          email: o.emails,
          ...(o.ineligibilityReason ? { ineligibility_reason: o.ineligibilityReason } : {}),
          ...(o.pyiSla ? { pyi_sla: o.pyiSla } : {}),
        });
        return;
    }
  }

  const noMatch = (res: Response, text: string = upliftErrors.noMatch) =>
    sendError(res, 400, { error: text, message: text });
  const badRequest = (res: Response) => sendError(res, 400, { message: serverMessages.badRequest });

  app.post(proofingApiPaths.upliftNhsKnown, (req, res) => {
    const body = parse(upliftNhsKnownRequestSchema, req.body);
    if (!body || body.session_id !== sessionOf(res).id) return badRequest(res);
    const patient = patients.find((p) => p.nhsNumber === body.nhs_number.replace(/\s+/g, ''));
    if (!patient) return noMatch(res);
    if (patient.dob !== body.date_of_birth) return noMatch(res, upliftErrors.nhsNumberNotVerified);
    if (patient.postcode !== normPostcode(body.postcode)) return noMatch(res);
    return answer(res, patient);
  });

  app.post(proofingApiPaths.upliftDemogTrace, (req, res) => {
    const body = parse(upliftDemogTraceRequestSchema, req.body);
    if (!body || body.session_id !== sessionOf(res).id) return badRequest(res);
    const found = patients.filter(
      (p) =>
        norm(p.firstName) === norm(body.first_name) &&
        norm(p.lastName) === norm(body.last_name) &&
        p.dob === body.date_of_birth &&
        p.postcode === normPostcode(body.postcode),
    );
    if (found.length === 0) return noMatch(res);
    if (found.length > 1) return noMatch(res, upliftErrors.multipleMatches);
    return answer(res, found[0]!);
  });

  app.post(proofingApiPaths.recordP5FailureData, (req, res) => {
    const body = parse(recordP5FailureRequestSchema, req.body);
    if (!body) return badRequest(res);
    if (normPostcode(body.postcode) === UNSAVABLE_POSTCODE) {
      return sendError(res, 500, { message: 'Unable to save details' });
    }
    const account = sessionOf(res).account;
    if (account) provingAnotherWay.add(account.email);
    res.status(204).end();
  });

  const reminder = (again: boolean) => (req: express.Request, res: Response) => {
    if (!parse(duplicateAccountsEmailRequestSchema, req.body)) return badRequest(res);
    const state = stateOf(sessionOf(res));
    if (!state.duplicate) return badRequest(res);
    if (state.reminders >= (state.duplicate.remindersAllowed ?? MAX_REMINDERS)) {
      // The first reminder's limit is a 429; a second one's is the reminder-limit text.
      return sendError(res, again ? 400 : 429, { message: upliftErrors.reminderLimitExceeded });
    }
    state.reminders += 1;
    res.status(204).end();
  };
  app.post(proofingApiPaths.duplicateAccountsEmail, reminder(false));
  app.post(proofingApiPaths.duplicateAccountsEmailAgain, reminder(true));

  app.post(proofingApiPaths.accountMigration, (req, res) => {
    if (!parse(accountMigrationRequestSchema, req.body)) return badRequest(res);
    const session = sessionOf(res);
    const dup = stateOf(session).duplicate;
    if (!dup || !dup.accountMigration || !dup.eligible || !session.account) return badRequest(res);
    if (dup.migrationFails) return sendError(res, 500, { message: 'Account migration failed' });
    if (dup.migrationIneligible) {
      return sendError(res, 403, {
        message: upliftErrors.notEligibleToComplete,
        errorCode: NOT_ELIGIBLE_TO_COMPLETE_MIGRATION,
      });
    }
    uplifted.add(session.account.email);
    res.status(204).end();
  });

  return {
    upliftLocation: (account) =>
      (UPLIFT_REQUIRED_EMAILS.has(account.email) || !!account.createdByRegistration) &&
      !uplifted.has(account.email) &&
      !provingAnotherWay.has(account.email)
        ? `${opts.appOrigin}/proofing`
        : undefined,
    reset: () => {
      uplifted.clear();
      provingAnotherWay.clear();
      bySession.clear();
    },
  };
}

/** Lockout minutes of a PDS rate-limit answer when the register does not say (simulator's rule). */
export const DEFAULT_PDS_LOCKOUT_MINUTES = LOCKOUT_MINUTES;
