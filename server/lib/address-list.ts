import net from 'node:net';

/**
 * A list of addresses and CIDR ranges, IPv4 and IPv6 (`10.0.0.5, 10.1.0.0/16, ::1`), as a
 * BlockList, which also matches IPv4 addresses written as IPv6 (`::ffff:10.0.0.5`, what a dual-stack
 * socket reports). Throws on an entry that is neither, naming it.
 */
export function parseAddressList(value: string): net.BlockList {
  const list = new net.BlockList();
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = net.isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && (!/^\d+$/.test(prefix!) || bits > maxBits))
    )
      throw new Error(`"${entry}" is not an address or a CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether `address` (as a socket or proxy-addr gives it) is in `list`; false for anything unparsable. */
export function inAddressList(list: net.BlockList, address: string | undefined): boolean {
  const family = address ? net.isIP(address) : 0;
  if (!address || family === 0) return false;
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}
