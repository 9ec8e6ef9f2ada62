import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone and an IPv4 tail read too), or undefined for anything else. */
function groupsOf(address: string): number[] | undefined {
  const bare = address.split('%', 1)[0] ?? '';
  if (!isIPv6(bare)) return undefined;
  let text = bare.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The network a client address stands for when counting its failed sign-ins: an IPv4 address itself (also when
 * written IPv4-mapped, `::ffff:203.0.113.9`), an IPv6 address's /64 — one subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would let them rotate through it. Anything else is kept as written.
 * @example clientNetworkOf('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 */
export function clientNetworkOf(address: string): string {
  if (isIPv4(address)) return address;
  const groups = groupsOf(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
