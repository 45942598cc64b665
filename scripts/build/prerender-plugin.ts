import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

type EntryServer = typeof import('../../src/client/entry-server');

/**
 * Makes `vite build` build the app twice, for the browser and for Node (src/client/entry-server.tsx),
 * then renders every public page with the Node build into dist/client/prerendered/ for the server to
 * send (with its contact details filled in) and the browser to hydrate. One command keeps every place
 * that builds unchanged.
 */
export function prerender(options: { ssrOutDir: string }): Plugin {
  return {
    name: 'riba:prerender',
    config: () => ({
      builder: {},
      environments: {
        ssr: {
          // Self-contained: production installs need nothing more, and the libraries share its one React.
          resolve: { noExternal: true },
          build: {
            outDir: options.ssrOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            // One file: a static section's module, imported with a top-level await for the prerender
            // (lib/static-section), would otherwise be a chunk importing back the entry still waiting on it.
            rollupOptions: { input: { 'entry-server': 'entry-server.tsx' }, output: { codeSplitting: false } },
          },
        },
      },
    }),
    async buildApp(builder) {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('The prerender needs the client and ssr environments');
      await builder.build(client);
      await builder.build(ssr);
      const clientDir = path.resolve(client.config.root, client.config.build.outDir);
      const ssrDir = path.resolve(ssr.config.root, ssr.config.build.outDir);
      const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as EntryServer;
      const pages = await entry.prerenderPages(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
      for (const [file, html] of pages) {
        const target = path.join(clientDir, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, html);
      }
      builder.config.logger.info(`prerendered ${pages.length} pages into ${path.relative(process.cwd(), clientDir)}/prerendered`);
    },
  };
}
