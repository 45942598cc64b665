import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * French sets a space between a number and its '%' or '$' ('1 %', '10 $'). Written as an ordinary space
 * in a translation, a line may break there and leave '%' alone at the start of the next line; the
 * catalogs use a no-break space instead, as the number formats do.
 */
const FRENCH = path.resolve(import.meta.dirname, '../../locales/fr-CA');

describe('French translations', () => {
  it.each(readdirSync(FRENCH).filter((file) => file.endsWith('.po')))('%s never breaks a line between a number and its sign', (file) => {
    const translations = readFileSync(path.join(FRENCH, file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('msgstr'));
    // A placeholder stands for a number too.
    expect(translations.filter((line) => /[\d}][ \t]+[%$]/.test(line))).toEqual([]);
  });
});
