import type { FontSize } from './settings-schema';

/** docs/specification.md §4: small 0.875, large 1.125, otherwise 1; set through --font-scale. */
export const FONT_SCALE: Record<FontSize, number> = { small: 0.875, medium: 1, large: 1.125 };
export const FONT_SCALE_PROPERTY = '--font-scale';

export function fontScale(size: unknown): number {
  return size === 'small' || size === 'large' ? FONT_SCALE[size] : 1;
}
