// The session-ending post's fields (issue 55 item 5), apart from its action (journeys/static/actions.ts) so that
// page script, which only sends them, does not carry the action.

/**
 * The field of the session-ending post that says why the session ends: {@link SIGNED_OUT} after the
 * timeout warning's "Log out"; absent when the session ran out with the page open.
 */
export const END_REASON_FIELD = 'reason';

/** {@link END_REASON_FIELD}'s value after "Log out" (the page then says "You asked to log out"). */
export const SIGNED_OUT = 'signedOut';
