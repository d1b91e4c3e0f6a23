/**
 * The security headers of every page and file the app serves (issue 9, spec: strict CSP).
 * @param {string} nonce - the style nonce of this response (base64)
 * @param {{ analyticsOrigin?: string, logOrigin?: string, formTargets?: string[] }} [options] - an extra script origin for
 *   analytics; an extra connect origin for the client log sink when VITE_CLIENT_LOG_ENDPOINT is on
 *   another origin (by default it posts to /api/client-logs on the app's own origin: 'self'); the
 *   origins a form post may be redirected to besides the app's own (the journey's client's
 *   redirect_uri: a form posted without script ends there; issue 23)
 * @returns {Record<string, string>}
 */
export function securityHeaders(nonce, options = {}) {
  const scriptSrc = ["'self'", options.analyticsOrigin].filter(Boolean).join(' ');
  const connectSrc = ["'self'", options.logOrigin].filter(Boolean).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action ${["'self'", ...(options.formTargets ?? [])].join(' ')}`,
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy':
      'publickey-credentials-get=(self), publickey-credentials-create=(self), camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
