/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerAppShellRoute } from './app-shell';
import { listenForPageMessages } from './messages';
import { listenForPush } from './push';
import { registerRuntimeCaching } from './runtime-caching';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// vite-plugin-pwa replaces self.__WB_MANIFEST with the hashed build files (index.html, JS, CSS, fonts, icons).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerAppShellRoute();
registerRuntimeCaching();
listenForPageMessages(self);
listenForPush(self);

// A new worker waits for the person to accept the update prompt (SKIP_WAITING), but once
// active it takes over open pages at once, so the very first visit already works offline.
clientsClaim();
