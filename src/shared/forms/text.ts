export const CONTROL_CHARACTERS_MESSAGE = 'This field contains characters that are not allowed.';

/** C0 control characters and DEL: invisible, unprintable, and a NUL cannot even be stored by PostgreSQL. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
/** The same, less the tab and line breaks that a paragraph of text may hold. */
const CONTROL_CHARACTERS_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const hasControlCharacters = (text: string, multiLine = false) =>
  (multiLine ? CONTROL_CHARACTERS_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(text);
