/** docs/specification.md §2: the active link is the one whose path equals the current path. */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  const normalise = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return normalise(linkPath) === normalise(currentPath);
}
