import { redirect } from 'react-router-dom';
import type { PageAction } from './formAction.ts';
import { proofingGuardRedirect, type ProofingGuard } from './Guarded.tsx';
import type { RootStore } from '../stores/RootStore.ts';

// The proofing guards (Guarded.tsx) on the server's path (issue 23): proofing and duplicate-account
// forms posted without script are checked against the page's guard first, as the page checks it
// when entered.

/**
 * The page's proofing guard (spec 001 §6) as the server's decision: where to go, or undefined.
 * @param guard - the page's guard
 * @param store - the request's stores
 */
export function proofingGuardOf(guard: ProofingGuard, store: RootStore): string | undefined {
  const s = store.proofingState;
  return proofingGuardRedirect(guard, {
    hasUplifted: s.hasUplifted,
    hasEnteredDetails: s.hasEnteredDetails,
    p5DuplicateFound: s.p5DuplicateFound,
  });
}

/**
 * A form action behind the page's guard: a post the page would not have shown goes where the
 * guard sends (303), running nothing.
 * @param guard - the page's guard
 * @param action - the form's action
 */
export const guardedAction =
  (guard: ProofingGuard, action: PageAction): PageAction =>
  (store, request) => {
    const to = proofingGuardOf(guard, store);
    return to ? Promise.resolve(redirect(to, 303)) : action(store, request);
  };
