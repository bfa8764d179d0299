// A tiny static server for the built app (`dist/`), with SPA fallback to index.html. Used by
// `npm start` and the browser smoke test until the real server (src/server/main.ts) serves the app.
// Usage: node scripts/serve-static.mjs [--port 3000] [--dir dist] [--host 127.0.0.1]
// Without --host (or HOST) it listens on every interface, like the real server.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
};

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    dir: { type: 'string', default: 'dist' },
    host: { type: 'string', default: process.env.HOST },
  },
});

const root = path.resolve(values.dir);
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve-static: invalid --port ${values.port}`);
  process.exit(2);
}

async function fileAt(filePath) {
  try {
    const info = await stat(filePath);
    return info.isFile() ? { filePath, size: info.size, mtime: info.mtime } : null;
  } catch {
    return null;
  }
}

/** The file for a URL path, or index.html for app routes (paths without an extension). */
async function resolveFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { status: 400 };
  }
  const candidate = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return { status: 404 };
  const direct = (await fileAt(candidate)) ?? (await fileAt(path.join(candidate, 'index.html')));
  if (direct) return { status: 200, ...direct };
  // Missing assets are real 404s; anything that looks like an app route gets the SPA shell.
  if (path.extname(decoded) !== '') return { status: 404 };
  const shell = await fileAt(path.join(root, 'index.html'));
  return shell ? { status: 200, ...shell } : { status: 404 };
}

function sendJson(res, status, message) {
  const body = JSON.stringify({ code: status, message });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

const server = http.createServer(async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, 'Method not allowed');
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (pathname.startsWith('/api/')) return sendJson(res, 404, 'Not found');
  const found = await resolveFile(pathname);
  if (found.status !== 200)
    return sendJson(res, found.status, found.status === 400 ? 'Bad request' : 'Not found');
  const ext = path.extname(found.filePath).toLowerCase();
  const immutable = found.filePath.startsWith(path.join(root, 'assets') + path.sep);
  res.writeHead(200, {
    'content-type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'content-length': found.size,
    'last-modified': found.mtime.toUTCString(),
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(found.filePath)
    .on('error', () => res.destroy())
    .pipe(res);
});

server.on('error', (error) => {
  console.error(`serve-static: ${error.message}`);
  process.exit(1);
});

server.listen({ port, host: values.host }, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const anyHost = [undefined, '', '0.0.0.0', '::', '127.0.0.1', '::1'].includes(values.host);
  const shownHost = anyHost ? 'localhost' : values.host;
  console.log(
    `Pagewright (static build from ${path.relative(process.cwd(), root) || '.'}) at http://${shownHost}:${actualPort}/`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
