import ipaddr from 'ipaddr.js';

/** The network of every client address that is not an address (a proxy's malformed header): one for all. */
export const NOT_AN_ADDRESS = 'not-an-address';

/**
 * The network a client address stands for when clients take turns or are counted: an IPv4 address itself
 * (also written IPv4-mapped, `::ffff:203.0.113.7`), and for IPv6 its /64, which one subscriber's line is
 * given whole, so that a client cannot take many turns by speaking from many addresses of its own
 * network. A port after the address (`203.0.113.7:5555`, `[2001:db8::1]:443`, as some proxies write
 * them) is no part of it; anything else that is not an address counts as one network, so that a header
 * of made-up values cannot make a new client of each request. No address at all ('') stays ''.
 */
export function clientNetwork(address: string): string {
  if (address === '') return '';
  const bare = withoutPort(address.trim());
  if (!ipaddr.isValid(bare)) return NOT_AN_ADDRESS;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}

/** `[v6]`, `[v6]:port` and `v4:port` without the brackets and the port. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) return bracketed[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(address);
  return withPort ? withPort[1] : address;
}
