/** A trigram held by at least this share of rows narrows too little to be worth looking up. */
const COMMON_GRAM = 0.05;
/**
 * From this share up, a trigram's rows are many enough that a page is better found by walking
 * the ordering index than by fetching and sorting all of them (see indexGrams).
 */
const DENSE_GRAM = 0.01;

/**
 * How a search uses the trigram index: `narrow` to visit as few rows as possible in any order
 * (the capped count), `ordered` for queries the planner may rather answer from the ordering
 * index (a page, the export, statistics).
 */
export type GramUse = 'narrow' | 'ordered';

/**
 * The trigrams of `needle` the index is asked for, given the share of rows holding each
 * trigram the statistics know (list-repository.ts reads them). All of them would be exact but
 * slow: a common trigram's posting list covers much of the table. The two rarest (far apart
 * when both are rare) narrow as well, and strpos confirms every candidate anyway. When even the
 * rarest is common, none: the needle matches so many rows that walking the list's own
 * ordering index finds a page within a few hundred rows, and the planner only walks it
 * when no index condition tempts it (trigrams of one word always come together, which its
 * independence assumption cannot know, so it would underestimate their rows).
 * For the same reason an `ordered` use of a needle whose rarest trigram is dense gets that
 * trigram alone: with two, the planner would estimate the product of their shares (1,300
 * rows for "المطيري" at 1M, which has 37,000) and fetch and sort every match for a page of 10.
 * One gives it an estimate close to the matches, so it walks the ordering index instead.
 */
export function indexGrams(needle: string, share: ReadonlyMap<string, number>, use: GramUse): string[] {
  // Characters, not UTF-16 units: substr in the database counts characters.
  const chars = [...needle];
  const grams = new Map<string, number>();
  for (let i = 0; i + 3 <= chars.length; i += 1) {
    const gram = chars.slice(i, i + 3).join('');
    if (!grams.has(gram)) grams.set(gram, i);
  }
  // Unknown to the statistics means rarer than any they list; ties keep the needle's order.
  const rare = [...grams]
    .map(([gram, at]) => ({ gram, at, share: share.get(gram) ?? 0 }))
    .filter((gram) => gram.share < COMMON_GRAM)
    .sort((a, b) => a.share - b.share);
  const [rarest, ...rest] = rare;
  if (!rarest) return [];
  if (use === 'ordered' && rarest.share >= DENSE_GRAM) return [rarest.gram];
  const apart = rest.filter((gram) => Math.abs(gram.at - rarest.at) >= 3);
  // Without statistics every trigram ties: the last one is the furthest from the first.
  const second = apart.at(share.size ? 0 : -1) ?? rest[0];
  if (!second) return [rarest.gram];
  // Trigrams of one word come together, so the second may narrow nothing ("مريم المطيري": its
  // rarest trigrams are all of مريم): the one furthest away, when another word lies between,
  // narrows to rows holding both words for the price of one more posting list.
  const distance = (gram: { at: number }) => Math.abs(gram.at - rarest.at);
  const furthest = apart.reduce((far, gram) => (distance(gram) > distance(far) ? gram : far), second);
  const between = chars.slice(Math.min(rarest.at, furthest.at), Math.max(rarest.at, furthest.at) + 3);
  return furthest !== second && between.some((char) => /[^\p{L}\p{N}]/u.test(char))
    ? [rarest.gram, second.gram, furthest.gram]
    : [rarest.gram, second.gram];
}

/** 8 to 32 hex digits (dashes ignored) → the uuid range starting with them, else null. */
export function idPrefixRange(q: string): [string, string] | null {
  const hex = q.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{8,32}$/.test(hex)) return null;
  const uuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return [uuid(hex.padEnd(32, '0')), uuid(hex.padEnd(32, 'f'))];
}
