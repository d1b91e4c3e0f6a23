/**
 * The client log redactor: one for the app's sink and the collector (issue 24), kept in the
 * contract (`packages/contract/src/redact.ts`). Re-exported here for the app's observability code.
 */
export { REDACTED, looksPersonal, redactClientLogEvent, safeErrorCode, safeIdentifier, safeText } from '@nhsl/contract';
