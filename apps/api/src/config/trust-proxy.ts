import { isIP } from 'node:net';
import { z } from 'zod';

// Whom the server believes about a client's address (X-Forwarded-For, X-Forwarded-Proto). The address feeds
// the rate limits, the sessions' records and the risk monitor's shared-address rule, so trusting the header
// from anyone would let any client choose its own address. Only the proxies in front may set it: their
// addresses or ranges, as the most careful deployments configure it, or (where the proxy's address is not
// known in advance and nothing else can reach the process) a hop count.

/** false: the connection's own address. A number: that many proxies in front. A list: the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the reserved ranges (127.0.0.0/8 and ::1; 169.254/16; 10/8, 172.16/12, 192.168/16, fc00::/7). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE_MESSAGE =
  'must not be true, which lets any client choose its own address: list the proxies in front, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8';

/** Whether `entry` is an IPv4/IPv6 address, a CIDR range of one, or one of proxy-addr's named ranges. */
export function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export const trustProxySchema = z.string().transform((raw, context): TrustProxy => {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') {
    context.addIssue({ code: 'custom', message: TRUST_PROXY_TRUE_MESSAGE });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length === 0) return entries;
  context.addIssue({
    code: 'custom',
    message: `has ${bad.map((entry) => JSON.stringify(entry)).join(', ')}: must be false, a hop count, or a comma list of proxy addresses or CIDR ranges such as 127.0.0.1,10.0.0.0/8`,
  });
  return z.NEVER;
});
