/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base, `/api` (same origin) when unset. */
  readonly VITE_API_URL?: string;
  /** Language used when `localStorage.platformLanguage` is unset: `pl` or `en`. */
  readonly VITE_DEFAULT_LANGUAGE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
