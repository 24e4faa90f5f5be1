import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words and drops the markup', () => {
    expect(
      plainText(
        '## Title\n\nSee **the** [platform](/platform) and `code`.\n\n- one\n- two\n1. three\n<b>x</b>',
      ),
    ).toBe('Title See the platform and code. one two three x');
  });
});
