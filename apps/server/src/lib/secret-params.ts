/**
 * Query and form parameters whose values are secrets, wherever a URL or a form is logged (the caller's URL, every
 * sub-request URL and body, a vendor's answer that echoes a URL): the well-known names, and any name that holds
 * key, secret, token, signature or pass (issue 24), credential, session or cookie.
 */
const SECRET_PARAM_NAMES = new Set(['sig', 'code', 'code_verifier', 'assertion', 'auth', 'authorization']);
const SECRET_PARAM_PART = /key|secret|token|signature|pass|credential|session|cookie/i;

/** Whether a parameter's value is a secret; `name` as written (URL-encoded or not). */
export function isSecretParam(name: string): boolean {
  const decoded = name.includes('%') ? safeDecode(name) : name;
  return SECRET_PARAM_PART.test(decoded) || SECRET_PARAM_NAMES.has(decoded.toLowerCase());
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
