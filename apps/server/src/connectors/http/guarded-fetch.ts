import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, buildConnector, type Dispatcher, interceptors, fetch as undiciFetch } from 'undici';

/**
 * Outbound calls to hosts that users type (an OIDC issuer, a ServiceNow instance, a Kandji subdomain) must not reach
 * the portal's own network: loopback, private, link-local (the cloud metadata address among them), carrier-grade
 * NAT, multicast and reserved addresses are refused. The check runs on the address actually connected to, after DNS
 * (a name that resolves to 10.0.0.5 is refused as 10.0.0.5 is), for every hop of a redirect, so a rebinding name or
 * a redirect cannot slip past it. Hosts the operator trusts pass: the allow-list (names, addresses, CIDR ranges) and
 * the hosts of `CONNECTOR_<SERVICEID>_BASE_URL` overrides.
 */

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** An address the portal's own network uses (IPv4-mapped IPv6 addresses judged as the IPv4 address they carry). */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  if (mapped) return BLOCKED.check(mapped, 'ipv4');
  const version = isIP(bare);
  if (version === 0) return true;
  return BLOCKED.check(bare, version === 4 ? 'ipv4' : 'ipv6');
}

/** The allow-list: host names (exact, any case), addresses and CIDR ranges. */
export interface AllowList {
  names: Set<string>;
  addresses: BlockList;
}

export function parseAllowList(entries: readonly string[]): AllowList {
  const names = new Set<string>();
  const addresses = new BlockList();
  for (const raw of entries) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    if (!entry) continue;
    const [address = '', bits] = entry.split('/');
    const version = isIP(address);
    if (version === 0) names.add(entry);
    else if (bits === undefined) addresses.addAddress(address, version === 4 ? 'ipv4' : 'ipv6');
    else addresses.addSubnet(address, Number(bits), version === 4 ? 'ipv4' : 'ipv6');
  }
  return { names, addresses };
}

const allowedAddress = (allow: AllowList, address: string) => {
  const version = isIP(address);
  return version !== 0 && allow.addresses.check(address, version === 4 ? 'ipv4' : 'ipv6');
};

/** Refused outbound address: reported by the vendor client as 'Could not reach {vendor}'. */
export class BlockedAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address of a private network; outbound calls may not reach it`);
    this.name = 'BlockedAddressError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

function guardedLookup(allow: AllowList) {
  return (
    hostname: string,
    options: { family?: number | string; all?: boolean; hints?: number },
    callback: LookupCallback,
  ) => {
    dnsLookup(
      hostname,
      { family: Number(options.family) || 0, hints: options.hints, all: true },
      (error, addresses) => {
        if (error) return callback(error, []);
        const trusted = allow.names.has(hostname.toLowerCase());
        const refused = addresses.find(
          ({ address }) => isInternalAddress(address) && !trusted && !allowedAddress(allow, address),
        );
        if (refused) return callback(Object.assign(new BlockedAddressError(hostname), { code: 'EBLOCKED' }), []);
        if (options.all) return callback(null, addresses);
        const first = addresses[0]!;
        return callback(null, first.address, first.family);
      },
    );
  };
}

const agents = new Map<string, Agent>();

const portOf = (protocol: string, port: string) => port || (protocol === 'https:' ? '443' : '80');

function agentFor(allowList: readonly string[], trustedOrigins: readonly string[]): Agent {
  const key = `${[...allowList].sort().join(',')} ${[...trustedOrigins].sort().join(',')}`;
  const cached = agents.get(key);
  if (cached) return cached;
  const allow = parseAllowList(allowList);
  const trusted = new Set(trustedOrigins);
  const connect = buildConnector({ lookup: guardedLookup(allow) as never });
  const connectTrusted = buildConnector({});
  const agent = new Agent({
    connect: (options, callback) => {
      const host = options.hostname.replace(/^\[|\]$/g, '');
      // The operator's base URL overrides: their exact host and port.
      if (trusted.has(`${options.protocol}//${host.toLowerCase()}:${portOf(options.protocol, options.port)}`))
        return connectTrusted(options, callback);
      // An address written in the URL is not looked up: it is judged here.
      if (isIP(host) !== 0 && isInternalAddress(host) && !allowedAddress(allow, host) && !allow.names.has(host)) {
        return callback(new BlockedAddressError(host), null);
      }
      return connect(options, callback);
    },
  });
  agents.set(key, agent);
  return agent;
}

/** The origins (scheme, host, port) of every `CONNECTOR_<SERVICEID>_BASE_URL` in `env`: the operator put them there. */
export function overrideOrigins(env: Record<string, string | undefined>): string[] {
  const origins: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!value || !name.startsWith('CONNECTOR_') || !name.endsWith('_BASE_URL')) continue;
    try {
      const url = new URL(value);
      origins.push(
        `${url.protocol}//${url.hostname.replace(/^\[|\]$/g, '').toLowerCase()}:${portOf(url.protocol, url.port)}`,
      );
    } catch {
      // Not a URL: vendorUrl reports it when used.
    }
  }
  return origins;
}

interface GuardOptions {
  allowedHosts?: readonly string[];
  env?: Record<string, string | undefined>;
  trustedOrigins?: readonly string[];
}

/** The guarded connection pool itself, for undici's `request` where a fetch's overhead matters (webhook delivery). */
export function guardedDispatcher(options: GuardOptions = {}): Agent {
  return agentFor(options.allowedHosts ?? [], [
    ...overrideOrigins(options.env ?? {}),
    ...(options.trustedOrigins ?? []),
  ]);
}

/** A guarded fetch, carrying its pool for undici's `request` (the vendor client's calls: recorded-fetch.ts). */
export type GuardedFetch = typeof fetch & { dispatcher: Dispatcher };

/** The pool of a guarded fetch; undefined for any other fetch (a test's, the global one). */
export const dispatcherOf = (fetchImpl: typeof fetch | undefined): Dispatcher | undefined =>
  (fetchImpl as Partial<GuardedFetch> | undefined)?.dispatcher;

/**
 * A fetch whose connections may reach only public addresses, or the hosts allowed: `allowedHosts` (any port), the
 * origins of the base URL overrides in `env`, and `trustedOrigins` (`http://host:port`, exact). Pass it as the
 * connector context's `fetch`.
 * Its `dispatcher` follows redirects as fetch does (up to 20), each hop through the same guarded pool.
 */
export function guardedFetch(options: GuardOptions = {}): GuardedFetch {
  const agent = guardedDispatcher(options);
  const guarded = ((input: string | URL | Request, init?: RequestInit) =>
    undiciFetch(input instanceof Request ? input.url : input, {
      ...(init as object),
      dispatcher: agent,
    } as never)) as unknown as typeof fetch;
  return Object.assign(guarded, { dispatcher: agent.compose(interceptors.redirect({ maxRedirections: 20 })) });
}
