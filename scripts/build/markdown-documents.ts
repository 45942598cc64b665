import path from 'node:path';
import type { Plugin } from 'vite';
import { parseDocument } from '../../src/client/content/parse-document';

/**
 * Compiles the long texts (src/client/content/<document>/<locale>.md) when they are imported, in the
 * browser build and in the prerender alike: the module is the document's titles and HTML, so marked
 * runs at build time only and each language of each document is its own small chunk.
 */
export function markdownDocuments(options: { dir: string }): Plugin {
  const dir = path.resolve(options.dir) + path.sep;
  return {
    name: 'riba:markdown-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(dir) || !id.endsWith('.md')) return null;
      const document = parseDocument(code, path.relative(process.cwd(), id));
      return { code: `export default ${JSON.stringify(document)};`, map: null };
    },
  };
}
