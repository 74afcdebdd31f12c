import type { ManifestOptions } from 'vite-plugin-pwa';

/** Web app manifest: staff install the app on tablets, customers add the menu to their home screen. */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Gulf Pay',
  short_name: 'Gulf Pay',
  description: 'Payments, events and food ordering for merchants in Kuwait and the Gulf',
  start_url: '/en/',
  scope: '/',
  display: 'standalone',
  theme_color: '#dd6b20',
  background_color: '#ffffff',
  lang: 'en',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
