/**
 * "Which browser on which system" from a User-Agent header, for the list of signed-in devices.
 * Only the common browsers and systems: a person recognises their device by these, and an
 * unrecognised agent is shown as unknown (its full text stays in the list for the curious).
 * Order matters: Edge, Opera and Samsung Internet also name Chrome and Safari; Chrome names Safari;
 * iPads and iPhones name Mac OS X, and Android names Linux.
 */
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOPiOS\/|\bOpera\b/],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\b(?:Headless)?Chrome\/|\bCriOS\//],
  ['Safari', /\bSafari\//],
];

const SYSTEMS: readonly (readonly [string, RegExp])[] = [
  ['iOS', /\biPhone|\biPad|\biPod/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

const firstMatch = (agent: string, table: typeof BROWSERS) =>
  table.find(([, pattern]) => pattern.test(agent))?.[0] ?? null;

export function describeAgent(agent: string | null): { browser: string | null; os: string | null } {
  if (!agent) return { browser: null, os: null };
  return { browser: firstMatch(agent, BROWSERS), os: firstMatch(agent, SYSTEMS) };
}
