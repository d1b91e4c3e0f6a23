import { z } from 'zod';

/**
 * Turns off zod's just-in-time compiled object parsers before any schema is built. Without this,
 * zod probes for `new Function` when the first object schema is created, and under the app's
 * Content-Security-Policy (script-src 'self', no 'unsafe-eval'; issue 9 "Security") the probe is
 * reported as a CSP violation, which Lighthouse counts against best practices. Parsing results are
 * the same either way. Imported first by main.tsx so it runs before every other module.
 */
z.config({ jitless: true });
