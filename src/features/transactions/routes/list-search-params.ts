type RawSearch = Record<string, unknown>;

/**
 * A transactions list's search, kept raw here and parsed by the code-split loader and component
 * (parseListSearch drops invalid parameters there), so the parser stays out of the entry chunk
 * that every page (login, pay) loads. Spread into each list route's options.
 */
export const rawListSearch = {
  validateSearch: (search: RawSearch) => search,
  loaderDeps: ({ search }: { search: RawSearch }) => search,
};
