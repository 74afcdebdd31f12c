/**
 * Where the session lives in the browser (SPEC 7.1): tokens in localStorage so a reload
 * keeps the user signed in, plus a `sessionid` cookie with the idle life of the session.
 */
const ACCESS_KEY = 'access_token';
const REFRESH_KEY = 'refresh_token';
const SESSION_COOKIE = 'sessionid';
export const SESSION_COOKIE_MAX_AGE_S = 20 * 60;

export interface Tokens {
  access: string;
  refresh: string;
}

// A page drawn on the server has no storage: nobody is signed in there.
const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
export const getAccessToken = () => storage()?.getItem(ACCESS_KEY) ?? null;
export const getRefreshToken = () => storage()?.getItem(REFRESH_KEY) ?? null;
export const hasToken = () => getAccessToken() !== null;

export function storeTokens({ access, refresh }: Tokens): void {
  localStorage.setItem(ACCESS_KEY, access);
  localStorage.setItem(REFRESH_KEY, refresh);
}

export function setSessionCookie(sessionid: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(sessionid)}; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

export function clearSession(): void {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
