/**
 * The session timeout warning's dialog, in a module of its own so that `SessionTimeoutWarning`
 * loads it (and react-aria's modal, focus-scope and overlay code) only shortly before it opens,
 * not with the first page (issue 23 step 5, docs/decisions/0051-bundle-budgets.md).
 */
export { TimeoutWarning as default } from '@nhsl/ui';
