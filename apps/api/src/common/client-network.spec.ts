import { clientNetwork, NOT_AN_ADDRESS } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, also written IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('203.0.113.8')).not.toBe(clientNetwork('203.0.113.7'));
  });

  it('gives every address of one IPv6 /64 the same network, and other /64s their own', () => {
    const a = clientNetwork('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2:ffff:ffff:ffff:fffe')).toBe(a);
    expect(clientNetwork('2001:0DB8:0001:0002:0:0:0:9')).toBe(a);
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(a);
  });

  it('reads an address with a port, or in brackets, as the address', () => {
    expect(clientNetwork('203.0.113.7:5555')).toBe('203.0.113.7');
    expect(clientNetwork('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
  });

  it('counts everything that is not an address as one network, and no address as none', () => {
    for (const odd of ['unknown', 'garbage-a', 'garbage-b', '1.2.3.12.', '2001:db8:22::1/64', '[::1]x']) {
      expect(clientNetwork(odd)).toBe(NOT_AN_ADDRESS);
    }
    expect(clientNetwork('')).toBe('');
  });
});
