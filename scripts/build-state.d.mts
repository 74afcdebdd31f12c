export const ROOT: string;
export const SERVER_ENTRY: string;
export function ensureAppBuilt(): boolean;
export function ensureServerBuilt(): boolean;
