/**
 * The characters a lead's text never needs, removed before it is validated, so that a CRM or an
 * e-mail showing the lead cannot be spoofed by it: C0 controls, DEL, C1 controls (ESC starts a
 * terminal escape sequence, NUL ends a C string) and Unicode's bidi controls, which reorder the
 * text around them (U+202E shows `gpj.exe` as `exe.jpg`). Line and paragraph separators are
 * line breaks in disguise.
 */

/** Every one of them: a single-line field keeps no tab and no line break. */
const ANY_CONTROL =
  /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;
/** All but tab and line feed, which a free-text answer may hold. */
const CONTROL_BUT_TAB_AND_LF =
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** CR LF, a lone CR, and the Unicode separators: one line feed each. */
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;

/** A name, an address, a number: no control character at all, line breaks included. */
export function singleLineText(value: string): string {
  return value.replace(ANY_CONTROL, '');
}

/** Free text: line breaks become `\n`, tabs stay, every other control character goes. */
export function multiLineText(value: string): string {
  return value.replace(LINE_BREAK, '\n').replace(CONTROL_BUT_TAB_AND_LF, '');
}
