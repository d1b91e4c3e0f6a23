/**
 * The security headers of every page and file the app serves (issue 9, spec: strict CSP), set by
 * @fastify/helmet (issue 29). Helmet's own defaults stay on as hardening (X-Frame-Options,
 * Cross-Origin-Resource-Policy, Origin-Agent-Cluster, X-DNS-Prefetch-Control, ...).
 * The style nonce is this response's own: whoever answers sets `reply.raw.styleNonce` before
 * helmet runs, and the CSP's style-src reads it from there.
 * @param {{ analyticsOrigin?: string, logOrigin?: string }} [options] - an extra script origin for
 *   analytics; an extra connect origin for the client log sink when VITE_CLIENT_LOG_ENDPOINT is on
 *   another origin (by default it posts to /api/client-logs on the app's own origin: 'self')
 * @returns {import('@fastify/helmet').FastifyHelmetOptions}
 */
export function securityHeaders(options = {}) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", options.analyticsOrigin].filter(Boolean),
        styleSrc: ["'self'", (_req, res) => `'nonce-${res.styleNonce}'`],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", options.logOrigin].filter(Boolean),
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true, preload: false },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // frame-ancestors 'none' says it for current browsers; DENY says the same to older ones.
    xFrameOptions: { action: 'deny' },
  };
}

/** Helmet has no Permissions-Policy: the app sets it beside helmet's headers on the same responses. */
export const PERMISSIONS_POLICY =
  'publickey-credentials-get=(self), publickey-credentials-create=(self), camera=(), microphone=(), geolocation=(), payment=()';

/**
 * This response's CSP with more form-action targets (issue 23): a form of the page may end at the
 * journey's client (its redirect_uri), and CSP's form-action applies to every redirect of a post.
 * @param {string} csp - the Content-Security-Policy helmet set for this response
 * @param {string[]} targets - origins the page's forms may be redirected to
 * @returns {string}
 */
export function withFormTargets(csp, targets) {
  return csp.replace(/form-action 'self'/, `form-action 'self' ${targets.join(' ')}`);
}
