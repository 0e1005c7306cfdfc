import { isSecretParam } from './secret-params';

/** Path segments that are secrets: the key or code after these prefixes, in API calls and in mailed web links. */
const SECRET_PATHS = [
  /^(\/api\/auth\/verify\/email\/)[^/?]+/,
  /^(\/api\/members\/invite\/)[^/?]+/,
  /^(\/verify\/)[^/?]+/,
  /^(\/new-password\/)[^/?]+/,
  /^(\/invite\/)[^/?]+/,
];
/**
 * Query parameters that carry secrets: every name isSecretParam knows, and the OAuth `state` of the portal's own
 * sign-in callbacks.
 */
const isSecret = (name: string) => name === 'state' || isSecretParam(name);

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
      const name = pair.split('=')[0] ?? '';
      return isSecret(name.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
