import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for, for limits that one client must not multiply: an IPv4
 * address as it is, an IPv6 address by its /64 prefix. A single home or server is usually handed a
 * whole /64, so counting each IPv6 address alone would give one client billions of shares.
 * An IPv4 address written as IPv6 (::ffff:192.0.2.1) counts as the IPv4 address.
 */
export function clientNetworkOf(ip: string): string {
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of a valid IPv6 address, without leading zeros ('::' and a zone id resolved). */
function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0];
  const [head, tail] = withoutZone.includes('::') ? withoutZone.split('::') : [withoutZone, undefined];
  const parts = (text: string) => (text === '' ? [] : text.split(':').flatMap(hextetsOf));
  const front = parts(head);
  if (tail === undefined) return front.map(normalised);
  const back = parts(tail);
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back].map(normalised);
}

/** A trailing embedded IPv4 address (::1.2.3.4) is two hextets. */
function hextetsOf(part: string): string[] {
  if (!isIPv4(part)) return [part];
  const [a, b, c, d] = part.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

const normalised = (hextet: string) => Number.parseInt(hextet, 16).toString(16);
