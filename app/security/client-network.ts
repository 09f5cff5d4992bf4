import ipaddr from 'ipaddr.js';

/**
 * The key a client's address is counted under by every per-address budget (sign-in throttling, the
 * public forms' limits; docs/decisions/029). An IPv4 address is itself. An IPv6 client is its /64:
 * one home or server is given a whole /64 and may use any of its 2^64 addresses, so counted per
 * address each new one was a fresh budget. An IPv4-mapped IPv6 address ('::ffff:192.0.2.1', what a
 * dual-stack socket reports for an IPv4 client) is the IPv4 address it carries.
 */
export function clientNetwork(address: string): string {
  // Not an address (the page cache's own renders, 'unknown'): counted as it is.
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0]).toRFC5952String()}/64`;
}
