import { useState, type ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext.tsx';
import { proofingGuardRedirect, type ProofingGuard } from './transitions.ts';

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
    return to ? <Navigate to={to} replace /> : <Page />;
  };
}
