import { createHash } from 'node:crypto';
import express, { type Response } from 'express';
import {
  LOCKOUT_MINUTES,
  MAX_RESET_ATTEMPTS,
  RESET_LINK_LIFETIME_MINUTES,
  confirmChangePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetApiPaths,
  resetEmailSchema,
  resetLinkParams,
  resetServerMessages,
  resetSimulatorPaths,
  serverMessages,
  type ResetEmail,
} from '@nhsl/contract';
import { MINUTE_MS, type Clock } from './clock.ts';
import { passwordProblem } from './passwords.ts';
import { escapeHtml, htmlPage } from './html.ts';
import type { LogLine } from './outbox.ts';
import { findAccount, normaliseEmail, scenarioAccounts, type ScenarioAccount } from './scenarios.ts';
import { randomCode } from './store.ts';

/** What {@link installReset} needs. */
export interface ResetOptions {
  /** The simulator's clock (links expire by it). */
  clock: Clock;
  /** The app's origin: reset links point at `${appOrigin}/reset-password`. */
  appOrigin: string;
  /** Where the one-line notice of each reset email goes (default `console.log`). */
  log?: LogLine;
  /**
   * The account of an address as the simulator knows it now (default the scenario accounts
   * only); the simulator passes its store's, so accounts registered in this run can be reset.
   */
  findAccount?: (email: string) => ScenarioAccount | undefined;
}

/** The reset part of the simulator, as the rest of it sees it. */
export interface ResetSimulator {
  /**
   * The account's current password: its scenario password until a reset changes it.
   * @param account - the scenario account
   */
  passwordOf(account: ScenarioAccount): string;
  /**
   * Sets the account's password (account settings, issue 27).
   * @param email - the account's email, normalised
   * @param password - the new password
   */
  setPassword(email: string, password: string): void;
  /** Forgets every reset email, code, changed password, failure count and lock (POST /simulator/reset). */
  reset(): void;
}

/** How a reset-only scenario user answers confirm-change-password. */
type ResetBehaviour = 'locked' | 'serverError' | 'sessionExpired';

/**
 * Reset-only scenario users (no sign-in): each asks for a reset link like any account, and its
 * confirm-change-password answers a fixed failure. spec 001 §4 "Password reset", §8.
 */
export const resetScenarioUsers: Readonly<Record<string, { behaviour: ResetBehaviour; reaches: string }>> = {
  'reset-locked@example.com': {
    behaviour: 'locked',
    reaches: "confirm-change-password 400 'Reset attempts exceeded' (reset/attempts-exceeded)",
  },
  'reset-error@example.com': { behaviour: 'serverError', reaches: 'confirm-change-password 500 (error page)' },
  'reset-session@example.com': {
    behaviour: 'sessionExpired',
    reaches: "confirm-change-password 401 'Unauthorized' (session-timeout)",
  },
};

/** Email path where reset links point (the app's reset page; docs/decisions/0023-password-reset.md). */
export const RESET_PAGE_PATH = '/reset-password';

/**
 * The account id form of a username (the second accepted format of spec 001 §4's link guard): a
 * stable UUID-shaped id derived from the email.
 * @param email - the account's email, normalised
 */
export function accountIdOf(email: string): string {
  const h = createHash('sha256').update(`nhsl-sim-id:${email}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A live reset code of one user. */
interface IssuedCode {
  code: string;
  /** Epoch ms by the simulator's clock. */
  expiry: number;
  used: boolean;
}

/** The users that can be reset: the accounts known now and the reset-only scenario users. */
function knownUser(email: string, lookup: (email: string) => ScenarioAccount | undefined): boolean {
  return !!lookup(email) || email in resetScenarioUsers;
}

/** The email a username stands for: an email, or an account id of a known user. */
function resolveUsername(username: string, lookup: (email: string) => ScenarioAccount | undefined): string | undefined {
  const email = normaliseEmail(username);
  if (knownUser(email, lookup)) return email;
  const id = username.trim().toLowerCase();
  const all = [...scenarioAccounts.map((a) => a.email), ...Object.keys(resetScenarioUsers)];
  return all.find((e) => accountIdOf(e) === id);
}

/** An error answer `{ message }`. */
function answer(res: Response, status: number, message: string): void {
  res.status(status).json({ message });
}

/**
 * The forgotten-password reset: POST forgot-password "emails" a reset link (username, 6-digit
 * code, expiry = now + 60 minutes by the simulator's clock) that testers read at
 * `/simulator/reset-emails`; POST confirm-change-password answers 204 or each error text of spec
 * 001 §8. Neither call needs a session (the link may open in another browser). Mount before the
 * /api session middleware. Also serves ready-made links for each guard case at
 * `/simulator/reset-links`. spec 000 §2, §9; spec 001 §4 "Password reset", §7, §8.
 * @param app - the simulator's Express app
 * @param opts - clock, app origin, log
 */
export function installReset(app: express.Express, opts: ResetOptions): ResetSimulator {
  const { clock } = opts;
  const lookup = opts.findAccount ?? findAccount;
  const appOrigin = opts.appOrigin.replace(/\/$/, '');
  const log = opts.log ?? ((line: string) => console.log(line));
  const codes = new Map<string, IssuedCode>();
  const usedCodes = new Map<string, Set<string>>();
  const passwords = new Map<string, string>();
  const failures = new Map<string, number>();
  const locks = new Map<string, number>();
  let emails: ResetEmail[] = [];

  const linkFor = (username: string, code: string, expiry: number | string) =>
    `${appOrigin}${RESET_PAGE_PATH}?${resetLinkParams.username}=${encodeURIComponent(username)}` +
    `&${resetLinkParams.code}=${encodeURIComponent(code)}&${resetLinkParams.expiry}=${encodeURIComponent(String(expiry))}`;

  const json = express.json({ limit: '8kb' });

  app.post(resetApiPaths.forgotPassword, json, (req, res) => {
    const parsed = forgotPasswordRequestSchema.safeParse(req.body);
    if (!parsed.success) return answer(res, 400, serverMessages.badRequest);
    const email = normaliseEmail(parsed.data.email);
    // The same answer whether or not the account exists: nobody learns who has an account.
    if (knownUser(email, lookup)) {
      const now = clock.now();
      const issued = { code: randomCode(), expiry: now + RESET_LINK_LIFETIME_MINUTES * MINUTE_MS, used: false };
      codes.set(email, issued);
      const entry = { email, username: email, code: issued.code, expiry: issued.expiry, sentAt: now };
      emails.push(resetEmailSchema.parse({ ...entry, link: linkFor(email, issued.code, issued.expiry) }));
      log(
        `[simulator] reset email to ${email}: code ${issued.code}, link valid ${RESET_LINK_LIFETIME_MINUTES} minutes`,
      );
    }
    return res.status(204).end();
  });

  app.post(resetApiPaths.confirmChangePassword, json, (req, res) => {
    const parsed = confirmChangePasswordRequestSchema.safeParse(req.body);
    if (!parsed.success) return answer(res, 400, serverMessages.badRequest);
    const { username, code, new_password } = parsed.data;
    const email = resolveUsername(username, lookup);
    if (!email) return answer(res, 400, resetServerMessages.userNotFound);
    const behaviour = resetScenarioUsers[email]?.behaviour;
    if (behaviour === 'sessionExpired') return answer(res, 401, serverMessages.unauthorized);
    if (behaviour === 'serverError') return answer(res, 500, 'Internal server error');
    const now = clock.now();
    if (behaviour === 'locked' || now < (locks.get(email) ?? 0)) {
      return answer(res, 400, resetServerMessages.resetAttemptsExceeded);
    }
    const live = codes.get(email);
    if (usedCodes.get(email)?.has(code)) return answer(res, 400, resetServerMessages.expiredCode);
    if (!live || live.code !== code) {
      const n = (failures.get(email) ?? 0) + 1;
      if (n >= MAX_RESET_ATTEMPTS) {
        failures.delete(email);
        locks.set(email, now + LOCKOUT_MINUTES * MINUTE_MS);
        return answer(res, 400, resetServerMessages.resetAttemptsExceeded);
      }
      failures.set(email, n);
      return answer(res, 400, resetServerMessages.mismatchedCode);
    }
    if (now >= live.expiry) return answer(res, 400, resetServerMessages.expiredCode);
    const problem = passwordProblem(new_password, email);
    if (problem === 'COMMON') return answer(res, 400, resetServerMessages.passwordTooCommon);
    if (problem) return answer(res, 400, serverMessages.badRequest);
    passwords.set(email, new_password);
    failures.delete(email);
    codes.delete(email);
    if (!usedCodes.has(email)) usedCodes.set(email, new Set());
    usedCodes.get(email)!.add(code);
    return res.status(204).end();
  });

  /** Ready-made links for each guard case and error, relative to the simulator's clock now. */
  function scenarioLinks(): Record<string, { link: string; reaches: string }> {
    const now = clock.now();
    const valid = now + RESET_LINK_LIFETIME_MINUTES * MINUTE_MS;
    const happy = 'confirmed@example.com';
    return {
      malformedUsername: { link: linkFor('not an email', '123456', valid), reaches: 'reset/link-not-working (guard)' },
      malformedCode: { link: linkFor(happy, '12ab', valid), reaches: 'reset/link-not-working (guard)' },
      malformedExpiry: { link: linkFor(happy, '123456', 'tomorrow'), reaches: 'reset/link-not-working (guard)' },
      missingCode: {
        link: `${appOrigin}${RESET_PAGE_PATH}?${resetLinkParams.username}=${encodeURIComponent(happy)}&${resetLinkParams.expiry}=${valid}`,
        reaches: 'reset/link-not-working (guard)',
      },
      expired: { link: linkFor(happy, '123456', now - MINUTE_MS), reaches: 'reset/link-expired (guard)' },
      userNotFound: {
        link: linkFor('nobody@example.com', '123456', valid),
        reaches: "'User not found': reset/link-not-working",
      },
      mismatchedCode: { link: linkFor(happy, '000000', valid), reaches: "'Mismatched code': reset/link-not-working" },
      accountIdUsername: {
        link: linkFor(accountIdOf(happy), '000000', valid),
        reaches: "account-id username passes the guard; 'Mismatched code': reset/link-not-working",
      },
      attemptsExceeded: {
        link: linkFor('reset-locked@example.com', '123456', valid),
        reaches: "'Reset attempts exceeded': reset/attempts-exceeded",
      },
      serverError: { link: linkFor('reset-error@example.com', '123456', valid), reaches: '500: the error page' },
      sessionExpired: {
        link: linkFor('reset-session@example.com', '123456', valid),
        reaches: "401 'Unauthorized': session-timeout",
      },
    };
  }

  const HTML_CSP =
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
  const list = (email?: string) => {
    const wanted = email ? normaliseEmail(email) : undefined;
    return emails
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => !wanted || e.email === wanted)
      .sort((a, b) => b.e.sentAt - a.e.sentAt || b.i - a.i)
      .map(({ e }) => e);
  };
  const time = (ms: number) =>
    `<time datetime="${new Date(ms).toISOString()}">${escapeHtml(new Date(ms).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</time>`;

  app.get(resetSimulatorPaths.emailsJson, (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email : undefined;
    res.json(list(email));
  });

  app.get(resetSimulatorPaths.emails, (_req, res) => {
    const entries = list();
    const rows = entries
      .map(
        (e) =>
          `<tr><td>${escapeHtml(e.email)}</td><td><a href="${escapeHtml(e.link)}">Reset link for ${escapeHtml(e.email)}</a>` +
          `<br>code <code>${escapeHtml(e.code)}</code></td><td>${time(e.sentAt)}</td><td>${time(e.expiry)}</td></tr>`,
      )
      .join('\n');
    const body = `
<p>Password reset emails the simulator has "sent", newest first. A link is valid for
${RESET_LINK_LIFETIME_MINUTES} minutes by the simulator's clock. Links for each error case are at
<a href="${resetSimulatorPaths.links}">reset links for testers</a>. This page is a tester's tool and is not part of NHS login.</p>
${
  entries.length
    ? `<table><caption>Reset emails sent</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Link</th><th scope="col">Sent</th><th scope="col">Expires</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
    : '<p>No reset emails have been sent yet.</p>'
}`;
    res.setHeader('Content-Security-Policy', HTML_CSP);
    res.type('html').send(htmlPage('Simulator reset emails', body));
  });

  app.get(resetSimulatorPaths.linksJson, (_req, res) => {
    res.json(Object.fromEntries(Object.entries(scenarioLinks()).map(([k, v]) => [k, v.link])));
  });

  app.get(resetSimulatorPaths.links, (_req, res) => {
    const rows = Object.entries(scenarioLinks())
      .map(
        ([name, v]) =>
          `<tr><td><a href="${escapeHtml(v.link)}">${escapeHtml(name)}</a></td><td>${escapeHtml(v.reaches)}</td></tr>`,
      )
      .join('\n');
    const body = `
<p>Ready-made reset links for each case of the link guard and each confirm-change-password error,
made now by the simulator's clock. A working link comes from "Forgotten your password?" and is listed at
<a href="${resetSimulatorPaths.emails}">reset emails</a>. This page is a tester's tool and is not part of NHS login.</p>
<table><caption>Reset links</caption>
<thead><tr><th scope="col">Link</th><th scope="col">What it reaches</th></tr></thead>
<tbody>
${rows}
</tbody></table>`;
    res.setHeader('Content-Security-Policy', HTML_CSP);
    res.type('html').send(htmlPage('Simulator reset links', body));
  });

  return {
    passwordOf: (account) => passwords.get(account.email) ?? account.password,
    setPassword: (email, password) => void passwords.set(email, password),
    reset() {
      codes.clear();
      usedCodes.clear();
      passwords.clear();
      failures.clear();
      locks.clear();
      emails = [];
    },
  };
}
