import { missingPathLine } from './log-missing-path';

describe('missingPathLine', () => {
  it('quotes the path so it cannot forge log lines', () => {
    expect(missingPathLine('/nope')).toBe('[404] "/nope"');
    expect(missingPathLine('/a\n[200] fake')).toBe('[404] "/a\\n[200] fake"');
  });

  it('truncates long paths', () => {
    expect(missingPathLine(`/${'x'.repeat(500)}`).length).toBeLessThan(220);
  });
});
