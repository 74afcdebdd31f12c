import type { ColumnType } from 'kysely';

/** Timestamps are written as Date and read as Date by both PGlite and node-postgres. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** jsonb: written as a JSON string, read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** BIGINT money column: pg returns int8 as a string; read it with minorFromDb. */
export type Minor = ColumnType<string | number | bigint, string | number | bigint, string | number | bigint>;
