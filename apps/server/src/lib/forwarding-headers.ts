import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers by which a proxy, load balancer or CDN tells who the client is (or that it passed the request on).
 * Any of them on a request means it did not come straight from this machine, whatever its socket says.
 */
const FORWARDING_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'forwarded-for',
  'x-proxyuser-ip',
  'x-envoy-external-address',
  'x-azure-clientip',
  'x-azure-socketip',
  'x-appengine-user-ip',
]);

/** X-Forwarded, X-Forwarded-For/-Host/-Proto/-Port/-Server/…, X-Original-Forwarded-For. */
const FORWARDING_PREFIXES = ['x-forwarded', 'x-original-forwarded'];

/** The first forwarding header a request carries (Node gives header names in lower case), or undefined. */
export function forwardingHeaderOf(headers: IncomingHttpHeaders): string | undefined {
  return Object.keys(headers).find(
    (name) => FORWARDING_HEADERS.has(name) || FORWARDING_PREFIXES.some((prefix) => name.startsWith(prefix)),
  );
}
