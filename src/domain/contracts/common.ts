/**
 * Shapes every part of the API shares. Contracts are TypeBox schemas: the server validates
 * and documents with them, the PWA imports only their static types (`import type`), so no
 * schema byte reaches a page.
 */
import { type Static, type TSchema, Type } from 'typebox';

/** The largest int4, the type of serial ids: a bigger id cannot exist and must not reach a query. */
export const MAX_INT4 = 2_147_483_647;

/** A serial id (int4) in a path, query or body. */
export const Id = Type.Integer({ minimum: 1, maximum: MAX_INT4 });
/** Path parameters `{ id }` of one serial id. */
export const IdParams = Type.Object({ id: Id });

/** A required, non-blank string; maxLength keeps abuse of the storage small. */
export const Text = (maxLength = 150) => Type.String({ minLength: 1, maxLength });

/**
 * `T | null` written as `type: [T, 'null']` rather than anyOf, so a wrong value is reported
 * as the wrong type of one field ("A valid integer is required."), not "no schema matched".
 */
export const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });

/** The one error shape (ARCHITECTURE.md): a message, per-field messages, or non_field_errors. */
export const ApiErrorBody = Type.Object(
  {
    message: Type.Optional(Type.String()),
    non_field_errors: Type.Optional(Type.Array(Type.String())),
  },
  {
    additionalProperties: Type.Array(Type.String()),
    description: 'Error shape: a message, per-field messages, or non_field_errors.',
  },
);
export interface ApiErrorBody {
  message?: string;
  non_field_errors?: string[];
  [field: string]: string[] | string | undefined;
}

export const MessageResponse = Type.Object({ message: Type.String() });
export type MessageResponse = Static<typeof MessageResponse>;

/** `limit`/`offset` in (both filled with their defaults when absent). */
export const PaginationQuery = Type.Object({
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  offset: Type.Integer({ minimum: 0, maximum: MAX_INT4, default: 0 }),
});

/** `{ count, next, previous, results }` out. */
export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    count: Type.Integer(),
    next: Nullable(Type.String()),
    previous: Nullable(Type.String()),
    results: Type.Array(item),
  });
export interface Paginated<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A text in both languages. */
export const LocalizedText = Type.Object({ en: Type.String(), ar: Type.String() });
export type LocalizedText = Static<typeof LocalizedText>;

/** GET /banners of a customer page (food menu, catalogue): a picture with its title. */
export const Banner = Type.Object({ id: Type.Integer(), image_url: Type.String(), title: LocalizedText });
export type Banner = Static<typeof Banner>;

/** Who a customer order is for (food menu, catalogue): a name and a phone, an email if given. */
export const CustomerContact = Type.Object({
  name: Text(100),
  phone: Text(20),
  email: Type.String({ maxLength: 254, default: '' }),
});

export const Lang = Type.Enum(['en', 'ar']);
export type Lang = Static<typeof Lang>;

/** One choice of an OPTIONS answer: the value a form sends and the label it shows. */
export const Choice = Type.Object({ value: Type.String(), display_name: Type.String() });
export type Choice = Static<typeof Choice>;

/** The success answer of a page the server draws (not an API operation: hidden from the document). */
export const HtmlPage = {
  description: 'An HTML page',
  content: { 'text/html': { schema: Type.String() } },
};
