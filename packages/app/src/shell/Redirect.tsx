import { useContext } from 'react';
import {
  Navigate,
  UNSAFE_DataRouterStateContext,
  UNSAFE_NavigationContext,
  useHref,
  type NavigateProps,
} from 'react-router-dom';
import { common } from '@nhsl/content';

/**
 * A redirect decided while a page renders (a guard: proofing's and duplicate-account's
 * `guarded`, the account area's recent-proof and pending-change checks, the reset link's
 * guard), which also works without script (issue 23: every page works before and without
 * JavaScript). React Router's `<Navigate>` only navigates from an effect, which never runs in a
 * server render, so without script such a page was an empty `<main>`: a dead end.
 *
 * In the browser it is `<Navigate>` (the state it carries included). On the server it renders no
 * `<Navigate>` (React Router warns that one is a no-op there) and, for a browser without script,
 * a `<noscript>` holding an immediate refresh to the same address and a "Continue" link to it, in
 * case the refresh is not followed. With script the browser ignores `<noscript>`'s content, and
 * React does not hydrate it, so the markup is the same on both sides.
 *
 * While the router is going to another page, the page being left redirects nowhere: the next
 * page's data (the server's answer to the step, issue 44) reaches the stores before that page is
 * shown, and the page being left must not act on it (a confirmed email's check-email page sent the
 * user back to change-email).
 * @param props - `<Navigate>`'s props: `to` (a path in the app), `replace`, `state`
 */
export function Redirect(props: NavigateProps) {
  const { static: onServer } = useContext(UNSAFE_NavigationContext);
  const navigation = useContext(UNSAFE_DataRouterStateContext)?.navigation.state;
  const leaving = navigation !== undefined && navigation !== 'idle';
  const href = useHref(props.to);
  return (
    <>
      {onServer || leaving ? null : <Navigate {...props} />}
      <noscript>
        <meta httpEquiv="refresh" content={`0; url=${href}`} />
        <p>
          <a href={href}>{common.continue}</a>
        </p>
      </noscript>
    </>
  );
}
