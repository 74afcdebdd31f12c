/** The element that carries a server render's query cache to the browser. */
export const QUERY_DATA_ID = 'query-data';

/**
 * JSON inside <script> must not end the element or open a comment: every "<" is escaped, and so
 * are U+2028/U+2029, which older parsers take for line ends inside a string.
 */
export function queryDataScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${QUERY_DATA_ID}">${json}</script>`;
}
