import { WEBHOOK_MESSAGES } from '@hireloop/schema';
import { Agent, request } from 'undici';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { checkTarget, guardedLookup, isPublicAddress, parseTargetUrl } from './webhook-target';
import { signatureHeader } from './webhook-signature';
import { createHmac } from 'node:crypto';

const DEV = { httpsOnly: false, allowPrivate: false };

describe('webhook targets', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.251',
    '::1',
    '::',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    // IPv4-compatible (::/96) and SIIT-translated (::ffff:0:0:0/96) forms of internal IPv4 addresses.
    '::127.0.0.1',
    '::a9fe:a9fe',
    '::10.0.0.1',
    '0:0:0:0:0:0:7f00:1',
    '::ffff:0:0:7f00:1',
    '::ffff:0:a9fe:a9fe',
    // NAT64 and other addresses outside global unicast (2000::/3).
    '64:ff9b::7f00:1',
    '100::1',
    'not an address',
  ])('classes %s as not public', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001::200e', '::ffff:8.8.8.8'])(
    'classes %s as public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    ['http://2130706433/', WEBHOOK_MESSAGES.privateTarget],
    ['http://0177.0.0.1/', WEBHOOK_MESSAGES.privateTarget],
    ['http://0x7f000001/', WEBHOOK_MESSAGES.privateTarget],
    ['http://[::ffff:7f00:1]/', WEBHOOK_MESSAGES.privateTarget],
    ['http://[::]/', WEBHOOK_MESSAGES.privateTarget],
    ['http://localhost:3000/', WEBHOOK_MESSAGES.privateTarget],
    ['file:///etc/passwd', WEBHOOK_MESSAGES.urlInvalid],
    ['gopher://8.8.8.8/', WEBHOOK_MESSAGES.urlInvalid],
    ['not a url', WEBHOOK_MESSAGES.urlInvalid],
    ['https://user:secret@8.8.8.8/', WEBHOOK_MESSAGES.credentials],
    ['https://8.8.8.8:0/', WEBHOOK_MESSAGES.urlInvalid],
    ['http://[::127.0.0.1]/', WEBHOOK_MESSAGES.privateTarget],
    ['http://[::ffff:0:0:7f00:1]:5432/', WEBHOOK_MESSAGES.privateTarget],
  ])('refuses %s', async (url, message) => {
    await expect(checkTarget(url, DEV)).rejects.toThrow(message);
  });

  it('accepts a public address, and private ones only when allowed', async () => {
    await expect(checkTarget('https://8.8.8.8/hook', DEV)).resolves.toBeInstanceOf(URL);
    await expect(
      checkTarget('http://127.0.0.1:9/hook', { ...DEV, allowPrivate: true }),
    ).resolves.toBeInstanceOf(URL);
  });

  it('asks for https when httpsOnly (production), even when private addresses are allowed', () => {
    expect(() => parseTargetUrl('http://8.8.8.8/', { httpsOnly: true, allowPrivate: true })).toThrow(
      WEBHOOK_MESSAGES.httpsRequired,
    );
    expect(parseTargetUrl('https://8.8.8.8/', { httpsOnly: true, allowPrivate: false }).protocol).toBe(
      'https:',
    );
  });

  describe('the delivery connection (DNS rebinding)', () => {
    let server: Server;
    let port: number;
    beforeAll(async () => {
      server = createServer((_req, res) => res.end('internal'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('never connects to a name that resolves to a private address, and does when allowed', async () => {
      const guarded = new Agent({ connect: { lookup: guardedLookup(false) } });
      await expect(
        request(`http://localhost:${port}/`, { dispatcher: guarded }).then((r) => r.body.text()),
      ).rejects.toThrow(WEBHOOK_MESSAGES.privateTarget);
      const open = new Agent({ connect: { lookup: guardedLookup(true) } });
      const res = await request(`http://localhost:${port}/`, { dispatcher: open });
      expect(await res.body.text()).toBe('internal');
      await guarded.close();
      await open.close();
    });
  });
});

describe('webhook signature', () => {
  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const body = '{"id":"e1"}';
    const expected = createHmac('sha256', 'whsec_test').update(`1700000000.${body}`).digest('hex');
    expect(signatureHeader('whsec_test', 1700000000, body)).toBe(`t=1700000000,v1=${expected}`);
  });
});
