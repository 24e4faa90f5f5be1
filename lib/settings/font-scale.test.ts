import { fontScale } from './font-scale';

describe('font scale', () => {
  it('is 0.875 for small, 1.125 for large and 1 otherwise', () => {
    expect(fontScale('small')).toBe(0.875);
    expect(fontScale('medium')).toBe(1);
    expect(fontScale('large')).toBe(1.125);
    expect(fontScale('huge')).toBe(1);
    expect(fontScale(undefined)).toBe(1);
  });
});
