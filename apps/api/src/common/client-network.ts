import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for when clients take turns: an IPv4 address itself (also written
 * IPv4-mapped, `::ffff:203.0.113.7`), and for IPv6 its /64, which one subscriber's line is given whole, so
 * that a client cannot take many turns by speaking from many addresses of its own network. Anything else
 * (an unknown address) is kept as it is.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
