/**
 * Which IP addresses an outbound request may reach (issue 3 "Security baseline"): only public unicast.
 * Loopback, private, shared, link-local (cloud metadata at 169.254.169.254 / fd00:ec2::254), multicast,
 * reserved and documentation ranges are refused, for IPv4 and IPv6 alike, including IPv4 embedded in
 * IPv6 (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`).
 * Inputs are canonical addresses (the URL parser has already turned decimal, octal and hex spellings
 * of IPv4 into dotted quads); anything unparsable counts as not public.
 */
import { isIPv4, isIPv6 } from 'node:net';

const V4_BLOCKED: [base: string, bits: number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function v4ToNumber(ip: string): number {
  return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function isPublicV4(ip: string): boolean {
  const value = v4ToNumber(ip);
  return !V4_BLOCKED.some(([base, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4ToNumber(base);
    return value >= start && value < start + size;
  });
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad becomes two groups). */
function v6Groups(ip: string): number[] | undefined {
  let text = ip.replace(/%.*$/, '').toLowerCase();
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (quad) {
    if (!isIPv4(quad)) return undefined;
    const n = v4ToNumber(quad);
    text = `${text.slice(0, -quad.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => Number.parseInt(group, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 &&
    groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : undefined;
}

function embeddedV4(groups: number[]): string {
  const hi = groups[6]!;
  const lo = groups[7]!;
  return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
}

function isPublicV6(ip: string): boolean {
  const g = v6Groups(ip);
  if (!g) return false;
  const zeroUntil = (n: number) => g.slice(0, n).every((group) => group === 0);
  if (zeroUntil(5) && g[5] === 0xffff) return isPublicV4(embeddedV4(g)); // ::ffff:a.b.c.d
  if (zeroUntil(6)) return g[6] !== 0 && isPublicV4(embeddedV4(g)); // ::, ::1, ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return isPublicV4(embeddedV4(g));
  if (g[0] === 0x2002) return isPublicV4([g[1]! >> 8, g[1]! & 0xff, g[2]! >> 8, g[2]! & 0xff].join('.'));
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return false; // fc00::/7 unique local (incl. fd00:ec2::254)
  if ((first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0) return false; // link/site local
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (first === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (first === 0x0100 && g[1] === 0 && g[2] === 0 && g[3] === 0) return false; // discard
  if (first === 0x2001 && g[1]! < 0x200) return false; // 2001::/23 IETF protocol assignments (Teredo …)
  return (first & 0xe000) === 0x2000; // only global unicast 2000::/3
}

/** Whether `ip` (IPv4 or IPv6, optionally in brackets) is a public unicast address. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  if (isIPv4(bare)) return isPublicV4(bare);
  if (isIPv6(bare)) return isPublicV6(bare);
  return false;
}
