import express, { type Express, type Request } from 'express';
import { rateLimit } from 'express-rate-limit';
import {
  CLIENT_LOG_PATH,
  clientLogBatchSchema,
  redactClientLogEvent,
  simulatorPaths,
  type ClientLogEvent,
} from '@nhsl/contract';
import { escapeHtml, htmlPage } from './html.ts';

/** The most events the collector keeps (the oldest are dropped first). */
export const MAX_KEPT_LOG_EVENTS = 1000;

/** The largest batch accepted: 20 events of fixed-size fields stay well under it (issue 24). */
export const CLIENT_LOG_BODY_LIMIT = '16kb';

/** How many batches one client may post per minute (issue 24); the app sends at most about one a second. */
export const CLIENT_LOG_RATE_PER_MINUTE = 600;

/**
 * Whether a post comes from the app's own pages (issue 24): the browser's `Sec-Fetch-Site` says
 * same-origin, or (a browser without fetch metadata) its `Origin` is the app's. A page of another
 * site cannot forge either; a post carrying neither (not a browser's) is refused too.
 * `Sec-Fetch-Site: same-origin` is enough with `Origin: null` (issue 45 Security: Firefox's beacon
 * from a page with `Referrer-Policy: no-referrer` says `null`, and its events were lost), but not
 * beside another site's origin; `cross-site` and `same-site` are refused whatever the origin says.
 * @param req - the request
 * @param appOrigin - the app's origin, e.g. http://localhost:5173
 */
export function isSameOriginPost(req: Request, appOrigin: string): boolean {
  const site = req.get('sec-fetch-site');
  const origin = req.get('origin');
  if (site !== undefined)
    return site === 'same-origin' && (origin === undefined || origin === 'null' || origin === appOrigin);
  return origin === appOrigin;
}

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
 * Issue 24: only the app's own pages may post (403 otherwise, see {@link isSameOriginPost}), a
 * batch is at most {@link CLIENT_LOG_BODY_LIMIT} (413) and {@link CLIENT_LOG_RATE_PER_MINUTE} per
 * client (429), and every event is redacted again with the app's redactor before it is kept.
 * @param app - the simulator's Express app
 * @param appOrigin - the app's origin, the only one allowed to post
 */
export function installClientLogs(app: Express, appOrigin: string): ClientLogCollector {
  let events: ClientLogEvent[] = [];

  const sameOrigin: express.RequestHandler = (req, res, next) => {
    if (isSameOriginPost(req, appOrigin)) next();
    else res.status(403).json({ message: 'Forbidden' });
  };
  const limited = rateLimit({
    windowMs: 60_000,
    limit: CLIENT_LOG_RATE_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: 'Too many requests' },
    // Behind the app's server every post comes from one address; the limit is per client as seen.
    validate: { xForwardedForHeader: false },
  });

  app.post(
    CLIENT_LOG_PATH,
    sameOrigin,
    limited,
    express.text({ type: () => true, limit: CLIENT_LOG_BODY_LIMIT }),
    (req, res) => {
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
      const kept = parsed.data.events.map(redactClientLogEvent);
      events = [...kept.reverse(), ...events].slice(0, MAX_KEPT_LOG_EVENTS);
      res.status(204).end();
    },
  );

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
