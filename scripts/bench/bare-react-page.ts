import react from '@vitejs/plugin-react';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * The anchor of the page benchmarks: a plain React 19 + Vite page of the same HTML. Built here, at
 * bench time, into a temporary directory: one script that hydrates a trivial component with
 * `hydrateRoot`, into an element of its own added to the page. Hydrating the page's own markup
 * would need the app's components (that is our build); a trivial root pays what every React page
 * pays on a first visit (react-dom's download, compile and start) and nothing of ours, and hydrates
 * without a mismatch. Every page is our server's prerendered HTML with our scripts taken out, sent
 * with its stylesheet and fonts from our server, so only the JavaScript differs.
 */
const root = path.resolve(import.meta.dirname, '../..');

const ENTRY = `import { hydrateRoot } from 'react-dom/client';
hydrateRoot(document.getElementById('bare-root'), <span>React</span>);
`;

const BARE_ROOT = '<div id="bare-root" hidden><span>React</span></div>';

export interface BarePage {
  url: string;
  stop(): Promise<void>;
}

async function buildBare(dir: string): Promise<string> {
  writeFileSync(path.join(dir, 'entry.tsx'), ENTRY);
  await build({
    configFile: false,
    root: dir,
    logLevel: 'warn',
    plugins: [react()],
    // The page lives in a temporary directory: React resolves from the project's packages.
    resolve: { alias: [{ find: /^(react|react-dom)(\/.*)?$/, replacement: `${path.join(root, 'node_modules')}/$1$2` }] },
    build: { outDir: path.join(dir, 'dist'), target: 'es2019', rolldownOptions: { input: path.join(dir, 'entry.tsx'), output: { entryFileNames: 'bare-[hash].js' } } },
  });
  const file = readdirSync(path.join(dir, 'dist')).find((f) => f.endsWith('.js'));
  if (!file) throw new Error('The bare React page built no script');
  return path.join(dir, 'dist', file);
}

/** Our page's HTML without its scripts and preloads, with the bare script and its root instead. */
export function bareHtml(html: string, script: string): string {
  return html
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('</head>', `  <script type="module" crossorigin src="${script}"></script>\n  </head>`)
    .replace('</body>', `${BARE_ROOT}</body>`);
}

function proxy(appUrl: string, req: IncomingMessage, res: ServerResponse) {
  const target = new URL(req.url ?? '/', appUrl);
  const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}

/** Starts the bare page's server in front of our running app server (`appUrl`). */
export async function startBarePage(appUrl: string): Promise<BarePage> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-bare-react-'));
  const file = await buildBare(dir);
  const scriptPath = `/bare/${path.basename(file)}`;
  const code = readFileSync(file);
  const encoded = { br: brotliCompressSync(code), gzip: gzipSync(code, { level: 9 }) };
  const server = createServer((req, res) => {
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (req.url === scriptPath) {
      const encoding = accept.includes('br') ? 'br' : accept.includes('gzip') ? 'gzip' : undefined;
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable', ...(encoding && { 'content-encoding': encoding }) });
      res.end(encoding ? encoded[encoding] : code);
      return;
    }
    const wantsPage = req.method === 'GET' && !/\.\w+$/.test(new URL(req.url ?? '/', 'http://x').pathname) && String(req.headers.accept ?? '').includes('text/html');
    if (!wantsPage) return proxy(appUrl, req, res);
    void fetch(new URL(req.url ?? '/', appUrl), { headers: { accept: 'text/html', 'accept-language': String(req.headers['accept-language'] ?? '') } }).then(async (answer) => {
      const body = gzipSync(bareHtml(await answer.text(), scriptPath));
      res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
