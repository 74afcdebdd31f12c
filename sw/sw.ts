/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { cleanUpKeptPages, registerAppShellRoute } from './app-shell';
import { listenForPageMessages } from './messages';
import { listenForPush } from './push';
import { registerRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// vite-plugin-pwa replaces self.__WB_MANIFEST with the hashed build files (index.html, JS, CSS, fonts, icons).
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
// index.html names the build's entry files, so its revision changes with every build that matters.
const shellEntry = manifest.find((entry) => typeof entry !== 'string' && entry.url === 'index.html');
const build = (typeof shellEntry === 'string' ? undefined : shellEntry?.revision) ?? 'dev';
registerAppShellRoute(build);
self.addEventListener('activate', (event) => event.waitUntil(cleanUpKeptPages(build)));
registerRuntimeCaching();
listenForPageMessages(self);
listenForPush(self);

// A new worker waits for the person to accept the update prompt (SKIP_WAITING), but once
// active it takes over open pages at once, so the very first visit already works offline.
clientsClaim();
