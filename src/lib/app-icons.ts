/**
 * The installed app's icons (generated once from public/favicon.svg; the
 * maskable one keeps the mark inside the safe zone), named once for the web
 * app manifest and the service worker's precache.
 */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const
