type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * Whether the connection allows fetching an island ahead of use (always, where the browser
 * won't say). With Save-Data, or on 2G, the code loads on first use instead.
 */
export function connectionAllowsPreload(
  connection: NetworkInformation | undefined = (
    navigator as Navigator & { connection?: NetworkInformation }
  ).connection,
): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}
