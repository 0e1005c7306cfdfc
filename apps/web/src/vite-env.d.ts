/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** External documentation opened from the side menu. */
  readonly VITE_DOCS_URL?: string;
  /** External page with the Subscriber Agreement and Privacy Policy. */
  readonly VITE_POLICY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
