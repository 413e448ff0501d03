/**
 * Content-Security-Policy of the renderer. Injected as a <meta> tag into
 * index.html at build time (electron.vite.config.ts); the Node e2e host also
 * sends it as a header, with frame-ancestors (rendererCspHeader).
 *
 * Production: no inline or remote script or <style>; inline style
 * *attributes* are allowed because Svelte templates put static `style="..."`
 * into markup. Dev (vite dev server): Vite injects <style> tags for HMR.
 */
export function rendererCsp(mode: 'production' | 'development'): string {
  const styleSrc = mode === 'development' ? "'self' 'unsafe-inline'" : "'self'"
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styleSrc}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/**
 * Nobody may frame the renderer (clickjacking). Only a response header can carry this: browsers ignore
 * frame-ancestors in a <meta> CSP (and say so in the console), so it is not in rendererCsp.
 */
export const FRAME_ANCESTORS = "frame-ancestors 'none'"

/** The CSP as a response header: the renderer's policy and frame-ancestors. */
export function rendererCspHeader(mode: 'production' | 'development'): string {
  return `${rendererCsp(mode)}; ${FRAME_ANCESTORS}`
}
