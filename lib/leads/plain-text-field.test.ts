import {
  hasMultiLineControl,
  hasSingleLineControl,
  showsNothing,
  withLineFeeds,
} from './plain-text-field';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const C1 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(0x80 + code));
const BIDI = [...'\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069'];
const TAG = '\u{E0041}';

describe('hasSingleLineControl', () => {
  it.each([...C0, '\u007F', ...C1, ...BIDI, '\u2028', '\u2029', TAG])(
    'finds U+%s inside a value',
    (character) => {
      expect(hasSingleLineControl(`a${character}b`)).toBe(true);
    },
  );

  it('finds the line break in an address the visitor typed on two lines', () => {
    expect(hasSingleLineControl('a\r\nb@example.com')).toBe(true);
  });

  it('finds nothing in ordinary text, spaces, joiners and characters outside ASCII', () => {
    const text = 'José Müller-Øst, 山田 太郎 👩\u200D💻 مه\u200Cرداد (+65) 6123 4567 ext. 12 «€»';
    expect(hasSingleLineControl(text)).toBe(false);
  });
});

describe('hasMultiLineControl', () => {
  it('allows tabs and line feeds', () => {
    expect(hasMultiLineControl('one\ttwo\nthree')).toBe(false);
  });

  it('finds every other control, bidi and tag character', () => {
    const others = C0.filter((character) => character !== '\t' && character !== '\n');
    for (const character of [...others, '\u007F', ...C1, ...BIDI, TAG]) {
      expect(hasMultiLineControl(`a${character}b`)).toBe(true);
    }
  });
});

describe('withLineFeeds', () => {
  it('writes CR LF, a lone CR and the Unicode separators as one line feed each', () => {
    expect(withLineFeeds('a\r\nb\rc\u2028d\u2029e')).toBe('a\nb\nc\nd\ne');
  });

  it('changes nothing else', () => {
    const text = 'Invoice triage:\n\t- SAP S/4HANA\u0000 «€» 👩\u200D💻';
    expect(withLineFeeds(text)).toBe(text);
  });
});

describe('showsNothing', () => {
  it.each([
    ['nothing', ''],
    ['spaces of every width', ' \u00A0\u2003\u3000'],
    ['zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['a soft hyphen, a Mongolian vowel separator, variation selectors', '\u00AD\u180E\uFE0F'],
    ['Hangul fillers and a blank braille pattern', '\u115F\u3164\uFFA0\u2800'],
    ['controls, bidi and tag characters', `\u0000\u001B\u202E${TAG}`],
  ])('is true for %s', (_, value) => {
    expect(showsNothing(value)).toBe(true);
  });

  it('is false as soon as one character shows', () => {
    expect(showsNothing('\u200Ba\u200B')).toBe(false);
    expect(showsNothing('👩\u200D💻')).toBe(false);
    expect(showsNothing('.')).toBe(false);
  });
});
