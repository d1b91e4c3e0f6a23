import { config } from 'zod/mini';

/**
 * Turns off zod's just-in-time compiled parsers before any schema is built. Without this, a zod
 * object schema may probe for `new Function`, and under the app's Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval'; issue 9 "Security") the probe is reported as a CSP
 * violation, which Lighthouse counts against best practices. The app's schemas are zod/mini ones
 * (issue 9 "Performance": a smaller first page), whose objects do not compile today; the setting
 * keeps it that way whatever zod does later. Parsing results are the same either way. In the
 * browser it is a start-up step of its own (main.tsx): its file holds MobX and zod
 * (vite.config.ts `startUpChunks`) and comes before the stores' step, the first that builds
 * schemas; stores/RootStore.ts and the server's render.tsx import it first as well. Called as `config`, not `z.config`: the
 * build treats every `z.…()` call as free of side effects (vite.config.ts), and would drop this one.
 */
config({ jitless: true });
