/**
 * A Retry-After header in seconds from now, or undefined when it is absent or not one of the
 * header's two forms: a whole number of seconds, or an HTTP date. A date in the past is 0.
 */
export function retryAfterSeconds(
  value: string | null | undefined,
  now = Date.now(),
): number | undefined {
  const text = value?.trim() ?? '';
  if (!text) return undefined;
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : undefined;
  }
  // Only the date forms HTTP allows; Date.parse alone would also take '1' or '2024'.
  if (!/^[A-Za-z]{3},? /.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
