import { z } from 'zod/mini';

/** cookie-settings: "Use these cookies" (yes) or "Do not use these cookies" (no); required. spec 000 §4 "Cookies". */
export const cookieSettingsSchema = z.object({ analytics: z.enum(['yes', 'no'], { error: 'REQUIRED' }) });

/** cookie-settings' form values (none chosen before a first choice). */
export type CookieSettingsForm = { analytics: 'yes' | 'no' | undefined };

/** The banner's forms: their intents (the `_action` field), and the field naming the page to go back to. */
export const COOKIE_BANNER_INTENTS = ['accept', 'reject', 'hide'] as const;
/** The banner form's field holding the path of the page the user was on. */
export const RETURN_TO_FIELD = 'returnTo';
