import dns from 'node:dns'
import net, { BlockList } from 'node:net'

/**
 * Addresses a webhook must not reach from a server in production: loopback, private networks,
 * link-local (cloud metadata services live at 169.254.169.254), carrier-grade NAT, multicast,
 * reserved and unspecified ranges. Otherwise anyone with settings access could make the server
 * probe its own network. IPv4-mapped IPv6 addresses are checked as their IPv4 address.
 */
const REFUSED = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6')
}

export function isRefusedAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return false
  return REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export class RefusedTargetError extends Error {
  override readonly name = 'RefusedTargetError'
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private or reserved address`)
  }
}

/** A URL's host without IPv6 brackets ("[::1]" → "::1"). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1')

/** The URL names a refused address outright (an IP literal, or localhost). */
export function namesRefusedHost(url: URL): boolean {
  const host = hostOf(url).toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || isRefusedAddress(host)
}

/**
 * dns.lookup for http.request that refuses private answers. The connection then goes to the
 * very address checked, so a name that resolves differently a moment later (DNS rebinding)
 * cannot slip through.
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4)
    const refused = addresses.find((entry) => isRefusedAddress(entry.address))
    if (refused) return callback(new RefusedTargetError(hostname, refused.address), '', 4)
    if (options.all) return callback(null, addresses as never, 4)
    const [first] = addresses
    if (!first) return callback(new Error(`${hostname} has no address`), '', 4)
    callback(null, first.address, first.family)
  })
}
