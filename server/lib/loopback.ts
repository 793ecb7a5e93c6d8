/**
 * True when a socket's remote address is this machine: 127.0.0.0/8, ::1, or an IPv4 loopback address mapped into
 * IPv6 (a dual-stack listener reports 127.0.0.1 as ::ffff:127.0.0.1). Give it the socket's address, never a
 * forwarded header: a proxy on this machine would make every request look local, and a header is whatever the
 * client wrote.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  if (address === '::1') return true
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)
}
