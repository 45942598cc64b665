import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, multiLineText, singleLineText } from './text';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('text fields', () => {
  it.each(['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\t', '\n', '\r'])('a single line refuses %j', (c) => {
    expect(messages(singleLineText().safeParse(`a${c}b`))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it.each(['\u0000', '\u000b', '\u000c', '\u001b', '\u007f'])('a paragraph refuses %j', (c) => {
    expect(messages(multiLineText().safeParse(`a${c}b`))).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('a paragraph keeps tabs and line breaks; both keep every printable character', () => {
    expect(multiLineText().parse('one\r\ntwo\n\tthree')).toBe('one\r\ntwo\n\tthree');
    expect(singleLineText().parse('Zoë Ḥasan ٱلرَّحْمَٰن 😊 \u0080')).toBe('Zoë Ḥasan ٱلرَّحْمَٰن 😊 \u0080');
  });

  it('is checked before the rules chained after it, so its message comes first', () => {
    expect(messages(singleLineText().trim().min(5, 'Too short').safeParse('\u0000'))).toEqual([CONTROL_CHARACTERS_MESSAGE, 'Too short']);
  });
});
