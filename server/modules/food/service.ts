/** The menu's first screen, drawn by the server (registered by the static-files plugin). */
export { registerMenuPrerender } from './prerender.ts';
