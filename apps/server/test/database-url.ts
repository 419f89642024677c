/** The same server URL pointing at another database. */
export function databaseUrlWithName(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}
