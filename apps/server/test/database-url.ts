/** The same server URL pointing at another database. */
export function databaseUrlWithName(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

/** The name prefix of the per-file test databases cloned from a run's template (`frs_template_<pid>`). */
export function testDatabasePrefix(template: string): string {
  return `frs_test_${template.replace(/^frs_template_/, '')}_`;
}
