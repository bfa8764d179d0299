/**
 * The S3 test server (issue 26): s3rver on 127.0.0.1, files under the folder given as the first
 * argument, on the port given as the second (0 or none: a free one). Prints one JSON line
 * `{"port":N}` when it listens, and stops on SIGTERM.
 *
 * Run it with `node --openssl-legacy-provider`: s3rver 3.7 makes ListObjectsV2 continuation tokens
 * with DES, which OpenSSL 3 (Node ≥ 17) only offers through its legacy provider; without it every
 * listing of more than 1,000 keys answers 500. A child process keeps that flag out of the tests.
 */
import S3rver from 's3rver';

const [directory, port = '0'] = process.argv.slice(2);
if (!directory) {
  console.error('usage: node --openssl-legacy-provider scripts/s3-test-server.mjs <folder> [port]');
  process.exit(2);
}
const server = new S3rver({ address: '127.0.0.1', port: Number(port), silent: true, directory });
const address = await server.run();
console.log(JSON.stringify({ port: address.port }));
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
