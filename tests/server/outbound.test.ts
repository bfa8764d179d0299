/**
 * The SSRF-safe outbound client against a real image server on 127.0.0.1: refused without the
 * allowlist (and every other private address in every spelling, other schemes, userinfo, odd ports,
 * names resolving to loopback), accepted with it; redirects re-checked at every hop; size and time caps.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../src/server/net/addresses.ts';
import { createOutboundClient } from '../../src/server/net/outbound.ts';

let server: Server;
let base: string;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/image.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (path === '/hop') return res.writeHead(302, { location: '/image.png' }).end();
    if (path === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (path === '/to-metadata')
      return res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    if (path === '/to-localhost')
      return res.writeHead(307, { location: `${base.replace('127.0.0.1', 'localhost')}/image.png` }).end();
    if (path === '/big') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(5000));
    if (path === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 10; i++) res.write(Buffer.alloc(1000));
      return res.end();
    }
    if (path === '/slow') return setTimeout(() => res.end(), 5000);
    return res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:0808:0808::1'])(
    '%s is public',
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true);
    },
  );
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::127.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:0001::1',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    'not an ip',
  ])('%s is not public', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

describe('without the allowlist', () => {
  const client = createOutboundClient({ timeoutMs: 2000 });

  it('refuses the local image server', async () => {
    await expect(client.get(`${base}/image.png`)).rejects.toThrow(/^url: /);
  });

  it.each([
    ['loopback', 'http://127.0.0.1/x.png', /not public/],
    ['decimal', 'http://2130706433/x.png', /not public/],
    ['hex', 'http://0x7f000001/x.png', /not public/],
    ['dotted hex', 'http://0x7f.0x0.0x0.0x1/x.png', /not public/],
    ['octal', 'http://017700000001/x.png', /not public/],
    ['dotted octal', 'http://0177.0.0.01/x.png', /not public/],
    ['short form', 'http://127.1/x.png', /not public/],
    ['IPv6 loopback', 'http://[::1]/x.png', /not public/],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/x.png', /not public/],
    ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/x.png', /not public/],
    ['metadata', 'http://169.254.169.254/latest/meta-data/', /not public/],
    ['AWS IPv6 metadata', 'http://[fd00:ec2::254]/', /not public/],
    ['private', 'https://10.0.0.5/x.png', /not public/],
    ['zero', 'http://0.0.0.0/x.png', /not public/],
    ['localhost by name', 'http://localhost/x.png', /not public|cannot resolve/],
    ['file scheme', 'file:///etc/passwd', /only http and https/],
    ['ftp scheme', 'ftp://example.com/x.png', /only http and https/],
    ['data scheme', 'data:image/png;base64,AAAA', /only http and https/],
    ['userinfo', 'http://user:pass@example.com/x.png', /credentials/],
    ['odd port', 'http://example.com:22/x.png', /port 22/],
    ['garbage', 'http//nope', /not a valid URL/],
  ])('refuses %s', async (_name, url, reason) => {
    await expect(client.get(url)).rejects.toThrow(reason);
  });
});

describe('with 127.0.0.1 allowlisted', () => {
  const client = createOutboundClient({ allowHosts: ['127.0.0.1'], timeoutMs: 1000, maxBytes: 2000 });

  it('fetches the image', async () => {
    const answer = await client.get(`${base}/image.png`);
    expect(answer.contentType).toBe('image/png');
    expect(answer.body.equals(PNG)).toBe(true);
  });

  it('follows a redirect to an allowed address', async () => {
    expect((await client.get(`${base}/hop`)).body.equals(PNG)).toBe(true);
  });

  it('re-checks every redirect hop', async () => {
    await expect(client.get(`${base}/to-metadata`)).rejects.toThrow(/not public/);
    await expect(client.get(`${base}/to-localhost`)).rejects.toThrow(/port|not public/);
    await expect(client.get(`${base}/loop`)).rejects.toThrow(/more than 5 redirects/);
  });

  it('caps size by header and while streaming, and time', async () => {
    await expect(client.get(`${base}/big`)).rejects.toThrow(/larger than 2000 bytes/);
    await expect(client.get(`${base}/big-chunked`)).rejects.toThrow(/larger than 2000 bytes/);
    await expect(client.get(`${base}/slow`)).rejects.toThrow(/no answer within 1000 ms/);
    await expect(client.get(`${base}/missing`)).rejects.toThrow(/answered 404/);
  });
});
