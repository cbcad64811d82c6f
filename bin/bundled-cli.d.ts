/** bin/bundled-cli.js: the bundled CLI's entry to import, or null to run the source. */
export function bundledCli(root?: string, cacheDir?: string): Promise<string | null>;
