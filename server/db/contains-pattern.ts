/**
 * A LIKE/ILIKE pattern matching `text` anywhere, with LIKE's own wildcards (`%`, `_`) and its
 * escape (`\`) in what people type meant literally: a search for "50%" finds "50%", not all.
 */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
