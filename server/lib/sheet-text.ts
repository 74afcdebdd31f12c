/**
 * A spreadsheet runs text starting with =, +, - or @ as a formula (CSV injection); such text
 * gets a leading apostrophe unless it is a plain number or phone number. Every file the server
 * writes from what people typed (exports, error reports, templates) goes through this.
 */
export function neutralised(value: string): string {
  if (/^[=@\t\r]/.test(value) || (/^[+-]/.test(value) && !/^[+-]?[0-9][0-9 ]*$/.test(value)))
    return `'${value}`;
  return value;
}

/** RFC 4180 quoting, for a value already neutralised or not from people. */
export const quotedField = (value: string): string =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** One CSV field of text people typed: neutralised, then quoted when it must be. */
export const csvField = (value: string | number): string => quotedField(neutralised(String(value)));

/** A CSV file of such fields, with a byte order mark so Excel reads Arabic as UTF-8. */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string =>
  `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
