import express, { type Express } from 'express';
import { CLIENT_LOG_PATH, clientLogBatchSchema, simulatorPaths, type ClientLogEvent } from '@nhsl/contract';
import { escapeHtml, htmlPage } from './html.ts';

/** The most events the collector keeps (the oldest are dropped first). */
export const MAX_KEPT_LOG_EVENTS = 1000;

/** The CSP of the collector's HTML page (inline styles only, nothing else). */
const HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** The client-log collector, as the rest of the simulator sees it. */
export interface ClientLogCollector {
  /** Every event received, newest first. */
  list(): ClientLogEvent[];
  /** Forgets every event (`POST /simulator/reset`). */
  reset(): void;
}

/**
 * The collector of the app's client log sink (issue 16 "Every failure is seen"): accepts batches
 * at {@link CLIENT_LOG_PATH} (no session needed: a failure may come before or after one; the body
 * is JSON sent as text, as a beacon sends it, checked against the contract's schema) and shows
 * them to testers at `/simulator/logs` (HTML, or JSON for a request that accepts only JSON) and
 * `/simulator/logs.json`. Install it before the `/api` session check.
 * @param app - the simulator's Express app
 */
export function installClientLogs(app: Express): ClientLogCollector {
  let events: ClientLogEvent[] = [];

  app.post(CLIENT_LOG_PATH, express.text({ type: () => true, limit: '64kb' }), (req, res) => {
    let body: unknown;
    try {
      body = JSON.parse(typeof req.body === 'string' ? req.body : '');
    } catch {
      body = undefined;
    }
    const parsed = clientLogBatchSchema.safeParse(body);
    if (!parsed.success) {
      res.status(400).json({ message: 'Bad request' });
      return;
    }
    events = [...parsed.data.events.reverse(), ...events].slice(0, MAX_KEPT_LOG_EVENTS);
    res.status(204).end();
  });

  app.get(simulatorPaths.logsJson, (_req, res) => {
    res.json(events);
  });

  app.get(simulatorPaths.logs, (req, res) => {
    if (req.accepts(['html', 'json']) === 'json') {
      res.json(events);
      return;
    }
    const cell = (v: string | number) => `<td>${escapeHtml(String(v))}</td>`;
    const rows = events
      .map(
        (e) =>
          `<tr><td><time datetime="${new Date(e.at).toISOString()}">${escapeHtml(new Date(e.at).toISOString())}</time></td>` +
          cell(e.level) +
          cell(e.event) +
          cell(e.call) +
          cell(e.route) +
          cell(e.status) +
          cell(e.kind) +
          cell(e.errorCode) +
          cell(e.message) +
          `<td><code>${escapeHtml(e.correlationId)}</code></td></tr>`,
      )
      .join('\n');
    const body = `
<p>Events the app's client log sink sent to <code>${CLIENT_LOG_PATH}</code>, newest first (also as
<a href="${simulatorPaths.logsJson}">JSON</a>). This page is a tester's tool and is not part of NHS login.</p>
${
  events.length
    ? `<table><caption>Client log events</caption>
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">Level</th><th scope="col">Event</th><th scope="col">Call</th>
<th scope="col">Route</th><th scope="col">Status</th><th scope="col">Kind</th><th scope="col">Reference</th>
<th scope="col">Message</th><th scope="col">Correlation id</th></tr></thead>
<tbody>
${rows}
</tbody></table>`
    : '<p>No events have been received yet.</p>'
}`;
    res.setHeader('Content-Security-Policy', HTML_CSP);
    res.type('html').send(htmlPage('Client logs', body));
  });

  return {
    list: () => events,
    reset: () => {
      events = [];
    },
  };
}
