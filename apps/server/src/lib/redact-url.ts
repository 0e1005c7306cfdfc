/** Path segments that are secrets: the key or code after these prefixes, in API calls and in mailed web links. */
const SECRET_PATHS = [
  /^(\/api\/auth\/verify\/email\/)[^/?]+/,
  /^(\/api\/members\/invite\/)[^/?]+/,
  /^(\/verify\/)[^/?]+/,
  /^(\/new-password\/)[^/?]+/,
  /^(\/invite\/)[^/?]+/,
];
/** Query parameters that carry secrets (OAuth code and state, keys, tokens). */
const SECRET_PARAMS = new Set(['code', 'state', 'key', 'token', 'access_token', 'password']);

/** A request URL fit for the log: secrets in its path or query replaced by [redacted]. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, '$1[redacted]');
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = decodeURIComponent(pair.split('=')[0] ?? '').toLowerCase();
      return SECRET_PARAMS.has(name) ? `${pair.split('=')[0]}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
