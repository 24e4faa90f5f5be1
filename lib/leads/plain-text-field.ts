/**
 * What a lead's text may hold. A lead reaches the team exactly as the visitor typed it, trimmed,
 * or not at all: a value that holds a character a CRM or an e-mail showing it could be spoofed
 * by is refused, never cleaned, because a cleaned value is one the visitor never typed
 * (`a\r\nb@example.com` is not `ab@example.com`).
 *
 * Refused: C0 controls, DEL, C1 controls (ESC starts a terminal escape sequence, NUL ends a C
 * string), Unicode's bidi controls, which reorder the text around them (U+202E shows `gpj.exe`
 * as `exe.jpg`), and the tag characters, invisible letters that a program reading the lead
 * still reads. In a single-line field also tabs and line breaks, the Unicode separators
 * included; a free-text answer may hold tabs and line breaks.
 */

const BIDI = '\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069';
const TAGS = '\u{E0000}-\u{E007F}';
/** A name, an address, a number: no control character at all, line breaks included. */
const SINGLE_LINE_REFUSED = new RegExp(
  `[\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029${BIDI}${TAGS}]`,
  'u',
);
/** Free text: tab and line feed are allowed (line breaks are written as line feeds first). */
const MULTI_LINE_REFUSED = new RegExp(
  `[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F${BIDI}${TAGS}]`,
  'u',
);
/** CR LF, a lone CR, and the Unicode separators: the same line break, written as LF. */
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;
/**
 * What shows nothing on screen: white space, control and format characters (U+200B to U+200D,
 * U+2060, U+FEFF, the bidi controls, the soft hyphen), every default-ignorable code point
 * (variation selectors, the Hangul fillers, tags) and the blank braille pattern.
 */
const INVISIBLE_ONLY = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** The error code of a value that holds a refused character. */
export const CONTROL_CHARACTERS = 'controlCharacters';

export function hasSingleLineControl(value: string): boolean {
  return SINGLE_LINE_REFUSED.test(value);
}

export function hasMultiLineControl(value: string): boolean {
  return MULTI_LINE_REFUSED.test(value);
}

/** A free-text answer with its line breaks written as `\n`, the one form the workflow gets. */
export function withLineFeeds(value: string): string {
  return value.replace(LINE_BREAK, '\n');
}

/** True when the value shows nothing, so a required field holding it is still empty. */
export function showsNothing(value: string): boolean {
  return INVISIBLE_ONLY.test(value);
}
