import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a client address a per-address limit counts: the address itself for IPv4, the /64 network for IPv6
 * (one subscriber line or host gets a whole /64, so rotating inside it must not give fresh limits — issue 29).
 * IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function rateLimitSubject(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const address = ip.split("%")[0]!;
  const [head = "", tail = ""] = address.includes("::") ? address.split("::") : [address, ""];
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  // A trailing dotted IPv4 part fills the last two groups.
  const groups = address.includes("::") ? headParts.length + tailParts.length : headParts.length;
  const missing = Math.max(0, 8 - groups - (/\d+\.\d+\.\d+\.\d+$/.test(address) ? 1 : 0));
  const full = [...headParts, ...Array<string>(address.includes("::") ? missing : 0).fill("0"), ...tailParts];
  return `${full.slice(0, 4).map((g) => parseInt(g || "0", 16).toString(16)).join(":")}::/64`;
}
