/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the analytics script, loaded only after optional cookies are accepted. */
  readonly VITE_ANALYTICS_SCRIPT_URL?: string;
}
