/** What the Network Information API tells of the visitor's connection (Chromium only). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * The connection types on which a decoration (a hero's video) would compete with the page
 * itself: the browser's estimate from measured round trips and throughput.
 */
const SLOW_CONNECTIONS: readonly string[] = ['slow-2g', '2g', '3g'];

/**
 * True when the visitor asked to save data or the connection is slow: the page then leaves out
 * what only decorates it. False where the browser does not say.
 */
export function prefersLessData(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  return (
    connection?.saveData === true || SLOW_CONNECTIONS.includes(connection?.effectiveType ?? '')
  );
}
