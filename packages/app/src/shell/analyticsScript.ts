/**
 * Loads the analytics script once, from the address configured at build time
 * (VITE_ANALYTICS_SCRIPT_URL), with its Subresource Integrity hash (VITE_ANALYTICS_SCRIPT_INTEGRITY,
 * e.g. `sha384-…`): the browser runs it only when its bytes are the ones the hash names (issue 24),
 * so whoever can change the file where it is hosted cannot run script on our pages. Nothing loads
 * when either is unset. Called only after the user has accepted optional cookies. spec 000 §1: "An
 * analytics script is loaded only if the user accepted optional cookies."
 * @param src - the script address (default from configuration)
 * @param integrity - its SRI hash (default from configuration); without one nothing loads
 */
export function loadAnalyticsScript(
  src: string | undefined = import.meta.env.VITE_ANALYTICS_SCRIPT_URL,
  integrity: string | undefined = import.meta.env.VITE_ANALYTICS_SCRIPT_INTEGRITY,
): void {
  if (!src || !integrity || typeof document === 'undefined') return;
  if (document.querySelector('script[data-analytics]')) return;
  const script = document.createElement('script');
  script.src = src;
  script.setAttribute('integrity', integrity);
  // An integrity check needs a CORS fetch; no credentials go with it.
  script.crossOrigin = 'anonymous';
  script.async = true;
  script.dataset.analytics = 'true';
  document.head.appendChild(script);
}
