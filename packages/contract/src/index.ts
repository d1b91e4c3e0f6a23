/**
 * The wire contract between the app's API client and the identity back end.
 *
 * Both `packages/app` (client) and `packages/simulator` (server) import this module, so the
 * paths, field names, status codes and error texts cannot drift apart (ARCHITECTURE.md).
 */
export * from './paths.ts';
export * from './schemas.ts';
export * from './errors.ts';
export * from './constants.ts';
export * from './simulator.ts';
export * from './proofing.ts';
export * from './passkey.ts';
export * from './oidc.ts';
export * from './reset.ts';
export * from './registration.ts';
export * from './recovery.ts';
export * from './phoneNumbers.ts';
export * from './textInput.ts';
export * from './clientLog.ts';
export * from './redact.ts';
export * from './account.ts';

export * from './session.ts';
