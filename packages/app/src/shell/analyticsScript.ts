/**
 * Loads the analytics script once, from the address configured at build time
 * (VITE_ANALYTICS_SCRIPT_URL). Nothing loads when none is set. Called only after the user has
 * accepted optional cookies. spec 000 §1: "An analytics script is loaded only if the user
 * accepted optional cookies."
 * @param src - the script address (default from configuration)
 */
export function loadAnalyticsScript(src: string | undefined = import.meta.env.VITE_ANALYTICS_SCRIPT_URL): void {
  if (!src || typeof document === 'undefined') return;
  if (document.querySelector('script[data-analytics]')) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.analytics = 'true';
  document.head.appendChild(script);
}
