/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the analytics script, loaded only after optional cookies are accepted. */
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
  /** The analytics script's Subresource Integrity hash (`sha384-…`); without it the script is not loaded (issue 24). */
  readonly VITE_ANALYTICS_SCRIPT_INTEGRITY?: string;
  /** Where the client log sink posts its batches (default `/api/client-logs` on the app's origin). */
  readonly VITE_CLIENT_LOG_ENDPOINT?: string;
  /** True in the framework build (vite.framework.config.ts, issue 55); absent in today's build. */
  readonly NHSL_FRAMEWORK?: boolean;
}
