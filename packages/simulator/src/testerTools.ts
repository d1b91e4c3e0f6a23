import express, { type Express } from 'express';
import {
  SIMULATOR_ANALYTICS_SCRIPT,
  LOCKOUT_MINUTES,
  SECURITY_CODE_LIFETIME_MINUTES,
  clockRequestSchema,
  outboxEntrySchema,
  resetSimulatorPaths,
  simulatorPaths,
} from '@nhsl/contract';
import type { Clock } from './clock.ts';
import { escapeHtml, htmlPage } from './html.ts';
import { parseBody, queryString } from './http.ts';
import type { Outbox } from './outbox.ts';

/** The CSP of the simulator's own HTML page (inline styles only, nothing else). */
const HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The tester and test controls under `/simulator` (never part of the real product): the outbox
 * (as JSON and as a page), the clock, a reset of all state and the analytics stand-in.
 * @param app - the simulator's Express app
 * @param deps - the outbox, the clock and `resetAll` (every module's state back to the start)
 */
export function installTesterTools(
  app: Express,
  { outbox, clock, resetAll }: { outbox: Outbox; clock: Clock; resetAll: () => void },
): void {
  app.get(simulatorPaths.outboxJson, (req, res) => {
    const email = queryString((req.query as Record<string, unknown>).email);
    res.json(outbox.list(email).map((e) => outboxEntrySchema.parse(e)));
  });

  app.get(simulatorPaths.outbox, (req, res) => {
    const email = queryString((req.query as Record<string, unknown>).email) ?? '';
    const entries = outbox.list(email || undefined);
    const rows = entries
      .map(
        (e) =>
          `<tr><td>${escapeHtml(e.email)}</td><td>${{ text: 'Text', call: 'Call', email: 'Email', notice: 'Notice' }[e.method]}</td><td>${escapeHtml(e.to ?? '')}</td>` +
          `<td><code>${escapeHtml(e.code)}</code></td><td><time datetime="${new Date(e.sentAt).toISOString()}">` +
          `${escapeHtml(new Date(e.sentAt).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</time></td></tr>`,
      )
      .join('\n');
    const body = `
<p>Security codes the simulator has "sent" by text, call or email (registration), newest first. A code expires
${SECURITY_CODE_LIFETIME_MINUTES} minutes after it is sent; lockouts last ${LOCKOUT_MINUTES} minutes.
This page is a tester's tool and is not part of NHS login.</p>
<form method="get" action="${simulatorPaths.outbox}">
<p><label for="email">Show codes for one email address</label><br>
<input id="email" name="email" type="email" autocomplete="off" value="${escapeHtml(email)}">
<button class="button secondary" type="submit">Filter</button> <a href="${simulatorPaths.outbox}">Show all</a></p>
</form>
<p>Password reset emails are listed at <a href="${resetSimulatorPaths.emails}">reset emails</a>.</p>
${
  entries.length
    ? `<table><caption>Codes sent${email ? ` to ${escapeHtml(email)}` : ''}</caption>
<thead><tr><th scope="col">Email</th><th scope="col">Method</th><th scope="col">To</th><th scope="col">Code</th><th scope="col">Sent</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
    : '<p>No codes have been sent yet.</p>'
}`;
    res.setHeader('Content-Security-Policy', HTML_CSP);
    res.type('html').send(htmlPage('Simulator outbox', body));
  });

  app.post(simulatorPaths.clock, express.json({ limit: '1kb' }), (req, res) => {
    const { advanceMinutes } = parseBody(clockRequestSchema, req.body);
    clock.advanceMinutes(advanceMinutes);
    res.json({ now: clock.now() });
  });

  app.post(simulatorPaths.reset, (_req, res) => {
    resetAll();
    res.status(204).end();
  });

  app.get(simulatorPaths.analytics, (_req, res) => {
    res.type('application/javascript').send(SIMULATOR_ANALYTICS_SCRIPT);
  });
}
