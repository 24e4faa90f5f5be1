/** Request header through which the proxy hands the requested path to the 404 page. */
export const MISSING_PATH_HEADER = 'x-yno-path';

const MAX_LOGGED = 200;

/**
 * docs/specification.md §2: the missing path is logged. Quoted and truncated, so a crafted URL
 * cannot forge log lines.
 */
export function missingPathLine(path: string): string {
  return `[404] ${JSON.stringify(path.slice(0, MAX_LOGGED))}`;
}

export function logMissingPath(path: string): void {
  console.warn(missingPathLine(path));
}
