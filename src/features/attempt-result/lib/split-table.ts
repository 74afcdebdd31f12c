/**
 * SPEC 2.5: a details value may hold a table written as "k1:v1~k2:v2" — rows split by `~`,
 * cells by `:`. Only a value holding `~` is a table, so a plain "10:30" or a URL stays text;
 * a row splits at its first `:` only, so a cell may itself hold a time.
 */
export function splitTable(value: string): string[][] | null {
  if (!value.includes('~')) return null;
  return value
    .split('~')
    .map((row) => row.trim())
    .filter((row) => row !== '')
    .map((row) => {
      const colon = row.indexOf(':');
      return colon < 0 ? [row] : [row.slice(0, colon).trim(), row.slice(colon + 1).trim()];
    });
}
