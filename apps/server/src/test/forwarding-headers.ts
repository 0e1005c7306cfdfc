/** Every kind of header by which a proxy or CDN says it forwarded a request. */
export const FORWARDING_HEADERS: Array<[string, string]> = [
  ['forwarded', 'for=203.0.113.9'],
  ['x-forwarded-for', '203.0.113.9'],
  ['x-forwarded-host', 'portal.example.com'],
  ['x-forwarded-proto', 'https'],
  ['x-forwarded-port', '443'],
  ['x-forwarded-server', 'proxy'],
  ['x-forwarded', 'for=203.0.113.9'],
  ['x-real-ip', '203.0.113.9'],
  ['x-client-ip', '203.0.113.9'],
  ['true-client-ip', '203.0.113.9'],
  ['cf-connecting-ip', '203.0.113.9'],
  ['x-cluster-client-ip', '203.0.113.9'],
  ['fastly-client-ip', '203.0.113.9'],
  ['x-original-forwarded-for', '203.0.113.9'],
  ['via', '1.1 proxy'],
];
