import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-network.ts';

describe('clientNetworkOf', () => {
  it('keeps an IPv4 address, and reads an IPv4-mapped IPv6 address as that IPv4 address', () => {
    expect(clientNetworkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetworkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as one network, however it is written', () => {
    const network = '2001:db8:0:1::/64';
    expect(clientNetworkOf('2001:db8:0:1::1')).toBe(network);
    expect(clientNetworkOf('2001:db8::1:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetworkOf('2001:0DB8:0000:0001:a:b:c:d')).toBe(network);
    expect(clientNetworkOf('2001:db8:0:1:a:b:1.2.3.4')).toBe(network);
    expect(clientNetworkOf('fe80:0:0:1::9%eth0')).toBe('fe80:0:0:1::/64');
  });

  it('tells neighbouring /64s apart', () => {
    expect(clientNetworkOf('2001:db8:0:2::1')).not.toBe(clientNetworkOf('2001:db8:0:1::1'));
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
  });
});
