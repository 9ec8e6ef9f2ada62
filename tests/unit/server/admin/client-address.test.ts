import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from '../../../../server/platform/sign-in/client-network';

describe('the client network failed sign-ins are counted by', () => {
  it('is an IPv4 address itself, however it is written', () => {
    expect(clientNetworkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetworkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetworkOf('::FFFF:cb00:7109')).toBe('203.0.113.9');
  });

  it('is the /64 of an IPv6 address, so one subscriber cannot rotate through theirs', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of ['2001:db8:1:2::1', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2:aaaa::1%eth0', '2001:db8:1:2::10.0.0.1']) {
      expect(clientNetworkOf(address), address).toBe(network);
    }
    expect(clientNetworkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(clientNetworkOf('fe80::')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything that is no IP address as written', () => {
    expect(clientNetworkOf('unknown')).toBe('unknown');
    expect(clientNetworkOf('')).toBe('');
  });
});
