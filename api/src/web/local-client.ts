import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * "A client on this machine": the rule of the developer tools that must never answer anyone else
 * (the local mailbox, the embedded payment sandbox) and of the details of /api/health; and whether a
 * host name is this machine's (the site origins of development, web/site-origin.ts). One home for
 * it in the web layer, so every caller applies the same check.
 */

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (`::ffff:127.0.0.1`), with or without brackets and port. */
export function isLoopbackAddress(raw: string): boolean {
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.split('%')[0]!.toLowerCase();
  const version = isIP(address);
  if (version === 4) return address.startsWith('127.');
  if (version !== 6) return false;
  if (address === '::1' || address === '0:0:0:0:0:0:0:1') return true;
  const mapped = /^(?:::|(?:0{1,4}:){5})ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!.startsWith('127.');
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}$/.exec(address);
  return hexMapped !== null && parseInt(hexMapped[1]!, 16) >> 8 === 127;
}

/** The client addresses a request names besides its socket: X-Forwarded-For, X-Real-IP, Forwarded `for=`. */
function forwardedAddresses(request: FastifyRequest): string[] {
  const values = (name: string): string[] => {
    const header = request.headers[name];
    return header === undefined ? [] : Array.isArray(header) ? header : [header];
  };
  const list = [...values('x-forwarded-for'), ...values('x-real-ip')].flatMap((v) => v.split(','));
  for (const forwarded of values('forwarded')) {
    for (const match of forwarded.matchAll(/for=("?)([^;,"]*)\1/gi)) list.push(match[2]!);
  }
  return list.map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * Whether the socket's peer is this machine: a loopback address, or the very address the
 * connection arrived on (the app calling itself on a non-loopback address it listens on, e.g.
 * HOST=192.168.1.5; a remote peer cannot have our own address as its TCP source).
 */
function socketIsLocal(request: FastifyRequest): boolean {
  const { remoteAddress, localAddress } = request.socket;
  if (remoteAddress === undefined) return false;
  return isLoopbackAddress(remoteAddress) || (localAddress !== undefined && remoteAddress === localAddress);
}

/**
 * Whether a request comes from this machine: its socket's peer is this machine, and every
 * address a proxy header names is loopback. The socket decides, not `request.ip`: with TRUST_PROXY
 * that is the first X-Forwarded-For entry, which the client writes itself. Behind a reverse proxy
 * on the same machine every socket is loopback, so there the forwarded addresses decide (a proxy
 * appends the address it saw, which a remote client cannot make loopback); a local client that
 * sends a non-loopback X-Forwarded-For only locks itself out.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  return socketIsLocal(request) && forwardedAddresses(request).every(isLoopbackAddress);
}

/** A loopback host name: `localhost` (or a name under it), 127.0.0.0/8 or ::1, with or without brackets and port. */
export function isLoopbackHost(raw: string): boolean {
  const host = raw.trim().toLowerCase().replace(/:\d+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isLoopbackAddress(raw);
}
