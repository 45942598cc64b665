import type { PosterSize } from '../../shared/domain/poster';
import { textDirection, type Locale } from '../../shared/i18n/locales';
import { translators } from '../i18n/catalogs';
import { posterPdf } from '../modules/poster/poster-pdf';
import { statementPdf, type StatementContent } from '../modules/statements/statement-pdf';

/**
 * The PDFs we draw, run in a worker thread of the PDF pool: drawing one holds a thread for half a
 * second or more, which on the main thread would hold every other request. A task carries only data;
 * the thread loads its own copy of the catalogs to write in the reader's language.
 */
export type PdfTask =
  | { kind: 'poster'; size: PosterSize; locale: Locale; joinUrl: string }
  | { kind: 'statement'; content: Omit<StatementContent, 'i18n'> };

export default async function run(task: PdfTask): Promise<Uint8Array> {
  const all = await translators();
  switch (task.kind) {
    case 'poster': {
      const i18n = all[task.locale];
      return posterPdf(task.size, { t: (id) => i18n._(id), direction: textDirection(task.locale), locale: task.locale, joinUrl: task.joinUrl });
    }
    case 'statement':
      return statementPdf({ ...task.content, i18n: all[task.content.locale] });
  }
}
