import type { Context } from "hono";

// Who a rate limit counts: the caller's address as Cloudflare reports it (CF-Connecting-IP), with every IPv6
// address keyed by its /64. One subscriber, one host or one VM usually holds a whole /64 (RFC 6177 and
// common ISP practice), so keying single IPv6 addresses would give an attacker 2^64 fresh identities for
// free; IPv4 addresses are keyed whole. "local" when there is none (the local runtime, tests).

const hextets = (part: string) => (part === "" ? [] : part.split(":"));

/** The first four hextets of an IPv6 address, or null when `ip` is not one we can read. */
const ipv6Prefix64 = (ip: string): string | null => {
  const bare = ip.split("%")[0]!.toLowerCase(); // a zone index never reaches us from the edge, but costs nothing
  const halves = bare.split("::");
  if (halves.length > 2) return null;
  const head = hextets(halves[0]!);
  const tail = halves.length === 2 ? hextets(halves[1]!) : [];
  // An embedded IPv4 tail (::ffff:192.0.2.1) is two hextets wide; only the first 64 bits matter here.
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes(".") ? 2 : 1), 0);
  const missing = 8 - width(head) - width(tail);
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const full = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  const first4 = full.slice(0, 4);
  if (!first4.every((h) => /^[0-9a-f]{1,4}$/.test(h))) return null;
  return `${first4.map((h) => h.replace(/^0+(?=.)/, "")).join(":")}::/64`;
};

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 address it carries. */
const mappedIpv4 = (ip: string) => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1] ?? null;

/** The key a caller's address is counted under: an IPv4 address, an IPv6 /64 (`2001:db8:1:2::/64`), or the raw text. */
export const addressKey = (ip: string) => {
  if (!ip.includes(":")) return ip;
  return mappedIpv4(ip) ?? ipv6Prefix64(ip) ?? ip;
};

/** The caller's rate-limit identity (see above). */
export const clientIp = (c: Context) => addressKey(c.req.header("CF-Connecting-IP") ?? "local");
