import { useState, type ComponentType } from 'react';
import { useStores } from '../stores/StoreContext.tsx';
import { paths, proofingPaths as p } from '../paths.ts';
import { Redirect } from './Redirect.tsx';

/**
 * Wraps a proofing or duplicate-account page with its guard (spec 001 §6): the proofing area
 * redirects to p5-already-completed once hasUplifted is true, submit and check-your-details need
 * entered details, duplicate-account pages need the duplicate flag. The decision is the pure
 * {@link proofingGuardRedirect}, taken once when the page is entered (as a route guard is): a
 * page's own action that changes the state on the way out (a successful uplift, try-login
 * clearing the duplicate flag) must not send the user elsewhere before its navigation happens.
 * @param guard - which guard
 * @param Page - the page
 */
export function guarded(guard: ProofingGuard, Page: ComponentType): ComponentType {
  return function Guarded() {
    const { proofingState } = useStores();
    const [to] = useState(() =>
      proofingGuardRedirect(guard, {
        hasUplifted: proofingState.hasUplifted,
        hasEnteredDetails: proofingState.hasEnteredDetails,
        p5DuplicateFound: proofingState.p5DuplicateFound,
      }),
    );
    return to ? <Redirect to={to} replace /> : <Page />;
  };
}

/** What a proofing page's guard reads. */
export interface ProofingGuardState {
  /** hasUplifted of the proofing state. */
  hasUplifted: boolean;
  /** Entered details are complete. */
  hasEnteredDetails: boolean;
  /** p5DuplicateFound of the proofing state. */
  p5DuplicateFound: boolean;
}

/** Which extra guard a page has (the session guard is the route's). */
export type ProofingGuard = 'proofing' | 'details' | 'duplicate' | 'none';

/**
 * The guard's decision: undefined to show the page, or where to go. The proofing area goes to
 * p5-already-completed once hasUplifted is true (but that page itself shows); submit and
 * check-your-details need entered details (else know-nhs-number); duplicate-account pages need
 * the duplicate flag (else /error). spec 001 §2, §6.
 * @param guard - the page's guard
 * @param state - the proofing state
 */
export function proofingGuardRedirect(guard: ProofingGuard, state: ProofingGuardState): string | undefined {
  if (guard === 'duplicate') return state.p5DuplicateFound ? undefined : paths.error;
  if (guard === 'none') return undefined;
  if (state.hasUplifted) return p.alreadyCompleted;
  if (guard === 'details' && !state.hasEnteredDetails) return p.knowNhsNumber;
  return undefined;
}
