import { lookup as dnsLookup, LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX_LENGTH } from '@hireloop/schema';
import ipaddr from 'ipaddr.js';
import { BadInputError } from '../../common/errors';

const lookupAll = promisify(dnsLookup);

/** Where webhooks may be sent: https only (production), and whether private addresses are allowed. */
export interface TargetRules {
  httpsOnly: boolean;
  allowPrivate: boolean;
}

/**
 * Whether an address is on the public internet. Everything ipaddr.js does not class as global unicast is
 * refused: loopback, private, link-local, carrier-grade NAT, multicast, broadcast, unspecified (0.0.0.0,
 * ::), unique-local and reserved ranges; an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the
 * IPv4 address it carries. Other IPv6 addresses must be global unicast (2000::/3): that leaves out the
 * forms that carry an IPv4 address a translator or tunnel may reach (::127.0.0.1, ::ffff:0:7f00:1, NAT64).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6)) return false;
  return parsed.range() === 'unicast';
}

/** IPv6 global unicast, where every public IPv6 address is. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/** The URL's host as an address or name: brackets of an IPv6 literal removed. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Checks a webhook URL's form: http(s) (https only when `httpsOnly`), no user name or password, at most
 * WEBHOOK_URL_MAX_LENGTH characters. WHATWG parsing already turns decimal, octal and hex IPv4 forms
 * (http://2130706433/, http://0177.0.0.1/) into the dotted address the address check then judges.
 */
export function parseTargetUrl(value: string, rules: TargetRules): URL {
  if (value.length > WEBHOOK_URL_MAX_LENGTH) throw new BadInputError(WEBHOOK_MESSAGES.urlTooLong);
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new BadInputError(WEBHOOK_MESSAGES.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new BadInputError(WEBHOOK_MESSAGES.urlInvalid);
  if (rules.httpsOnly && url.protocol !== 'https:') throw new BadInputError(WEBHOOK_MESSAGES.httpsRequired);
  if (url.username || url.password) throw new BadInputError(WEBHOOK_MESSAGES.credentials);
  // Port 0 reaches no server: it is no address to deliver to.
  if (!hostOf(url) || url.port === '0') throw new BadInputError(WEBHOOK_MESSAGES.urlInvalid);
  return url;
}

/**
 * The addresses a host resolves to, refused (BadInputError) unless every one is public or private ones
 * are allowed. An address literal is judged without asking DNS.
 */
export async function resolveTarget(host: string, allowPrivate: boolean): Promise<LookupAddress[]> {
  let addresses: LookupAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await lookupAll(host, { all: true, verbatim: true });
    } catch {
      throw new BadInputError(WEBHOOK_MESSAGES.unresolvable);
    }
  }
  if (!addresses.length) throw new BadInputError(WEBHOOK_MESSAGES.unresolvable);
  if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
    throw new BadInputError(WEBHOOK_MESSAGES.privateTarget);
  }
  return addresses;
}

/** Checks a webhook URL's form and where its host points; answers the normalized URL. */
export async function checkTarget(value: string, rules: TargetRules): Promise<URL> {
  const url = parseTargetUrl(value, rules);
  await resolveTarget(hostOf(url), rules.allowPrivate);
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for the delivery connection: resolves the host and refuses it unless every address is
 * allowed, then connects to the address it checked (a DNS answer changed between the check and the
 * connection — DNS rebinding — cannot reach an internal service).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolveTarget(hostname.replace(/^\[(.*)\]$/, '$1'), allowPrivate).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EWEBHOOKTARGET' }), []),
    );
  };
}
