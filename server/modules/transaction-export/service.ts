/** The transaction export's public surface: the file writers other exports share. */
export type { Cell } from './cells.ts';
export { csvStream } from './csv.ts';
export { xlsxStream } from './xlsx.ts';
