/**
 * Content-Security-Policy of the renderer. Injected as a <meta> tag into
 * index.html at build time (electron.vite.config.ts) and also sent as a
 * header by the Node e2e host.
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
