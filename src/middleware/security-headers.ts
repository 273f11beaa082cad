import { NONCE, secureHeaders } from 'hono/secure-headers'

/**
 * Strict security headers on every response: a CSP with a fresh nonce per
 * request and `strict-dynamic` (only our nonce'd island scripts and what they
 * import may run; the page's one inline `<style>` carries the same nonce), HSTS, nosniff, a strict referrer policy and a tight
 * Permissions-Policy. The nonce is read back with `c.get('secureHeadersNonce')`.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'"],
    styleSrc: [NONCE],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    manifestSrc: ["'self'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: 'same-origin',
  crossOriginResourcePolicy: 'same-origin',
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
    fullscreen: ['self'],
  },
})
