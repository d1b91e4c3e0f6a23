import { z } from 'zod/mini';

/**
 * Account recovery: changing the mobile or landline number a second-factor code goes to, after
 * the password (issue 15 "Recovery"). spec 000 §2 names the routes
 * (recovery/change-mobile/enter-mobile, recovery/change-landline/enter-landline) without their
 * calls; the paths and shapes here are ours (packages/simulator/README.md "Recovery").
 */
export const recoveryApiPaths = {
  /**
   * POST {@link changeMobileRequestSchema}: holds the new mobile number as this session's pending
   * change and texts a security code to it (a code request like any other: limits and lockouts
   * apply). Answers {@link changeNumberResponseSchema} with the new number masked. The number
   * changes only once that code is verified on `apiPaths.verifyOtp`.
   */
  changeMobile: '/api/recovery/change-mobile',
  /**
   * POST {@link changeLandlineRequestSchema}: holds the new landline number as this session's
   * pending change (any code already called to the old one stops working); the app then asks for
   * the call with `apiPaths.triggerOtp` (method landline). The number changes once that code is
   * verified.
   */
  changeLandline: '/api/recovery/change-landline',
} as const;

/** Request of the mobile change: the new number in international format, e.g. `+447700900982`. */
export const changeMobileRequestSchema = z.object({ phone_number: z.string() });
export type ChangeMobileRequest = z.infer<typeof changeMobileRequestSchema>;

/** Request of the landline change: the new number in international format, e.g. `+441632960001`. */
export const changeLandlineRequestSchema = z.object({ landline_number: z.string() });
export type ChangeLandlineRequest = z.infer<typeof changeLandlineRequestSchema>;

/** Answer of either change: the new number masked (`*******0982`), never in full. */
export const changeNumberResponseSchema = z.object({
  phone_number: z.optional(z.string()),
  landline_number: z.optional(z.string()),
});
export type ChangeNumberResponse = z.infer<typeof changeNumberResponseSchema>;
