/** Build-time settings (Vite `VITE_*` variables) with their defaults. */
export const DOCS_URL: string = import.meta.env.VITE_DOCS_URL || '/api/docs';

/** The external page the sign-up agreement links to. */
export const POLICY_URL: string = import.meta.env.VITE_POLICY_URL || 'https://www.example.com/legal/privacy-policy';
