// The session-ending post's fields (issue 55 item 5), apart from its action (journeys/static/actions.ts) so that
// page script, which only sends them, does not carry the action.

/**
 * The field of the session-ending post that says why the session ends: {@link SIGNED_OUT} after the
 * timeout warning's "Log out"; absent when the session ran out with the page open.
 */
export const END_REASON_FIELD = 'reason';

/** {@link END_REASON_FIELD}'s value after "Log out" (the page then says "You asked to log out"). */
export const SIGNED_OUT = 'signedOut';

/**
 * The field of the session-ending post, when the time ran out, that says which end the page
 * counted down to (epoch ms, the session group's `expiresAt` as the page knew it). The server owns
 * the timeout (issue 55 item 7): when the journey's session now ends later (another tab or window
 * chose "Stay logged in"), the session is not ended.
 */
export const COUNTED_TO_FIELD = 'countedTo';
