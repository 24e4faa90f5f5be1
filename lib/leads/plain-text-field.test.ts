import { multiLineText, singleLineText } from './plain-text-field';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join('');
const C1 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(0x80 + code)).join('');
const BIDI = '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';

describe('singleLineText', () => {
  it('removes every C0 control, DEL and every C1 control', () => {
    expect(singleLineText(`a${C0}b\u007Fc${C1}d`)).toBe('abcd');
  });

  it('removes the bidi controls, which would reorder what a reader sees', () => {
    expect(singleLineText(`Mallory\u202Egpj.exe`)).toBe('Mallorygpj.exe');
    expect(singleLineText(`x${BIDI}y`)).toBe('xy');
  });

  it('removes tabs and every kind of line break', () => {
    expect(singleLineText('Mei\tLin\r\nTan\n\r\u2028\u2029\u0085')).toBe('MeiLinTan');
  });

  it('removes an ANSI escape sequence down to its printable tail', () => {
    expect(singleLineText('\u001B[2J\u001B[31mAcme')).toBe('[2J[31mAcme');
  });

  it('keeps ordinary text, spaces and characters outside ASCII', () => {
    const text = 'José Müller-Øst, 山田 太郎 👩‍💻 (+65) 6123 4567 ext. 12 «€»';
    expect(singleLineText(text)).toBe(text);
  });
});

describe('multiLineText', () => {
  it('keeps tabs and line feeds', () => {
    expect(multiLineText('one\ttwo\nthree')).toBe('one\ttwo\nthree');
  });

  it('turns CR LF, a lone CR and the Unicode separators into one line feed each', () => {
    expect(multiLineText('a\r\nb\rc\u2028d\u2029e')).toBe('a\nb\nc\nd\ne');
  });

  it('removes every other control character', () => {
    const others = C0.replace('\t', '').replace('\n', '').replace('\r', '');
    expect(multiLineText(`a${others}b\u007F${C1}${BIDI}c`)).toBe('abc');
  });

  it('keeps ordinary text', () => {
    const text = 'Invoice triage:\n\t- SAP S/4HANA\n\t- go-live in Q3 «€» 👩‍💻';
    expect(multiLineText(text)).toBe(text);
  });
});
