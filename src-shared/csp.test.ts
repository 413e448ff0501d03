import { describe, expect, it } from 'vitest'
import { FRAME_ANCESTORS, rendererCsp, rendererCspHeader } from './csp'

describe('renderer CSP', () => {
  it('the header forbids framing; the <meta> policy leaves out what a <meta> cannot carry', () => {
    expect(FRAME_ANCESTORS).toBe("frame-ancestors 'none'")
    expect(rendererCspHeader('production')).toBe(`${rendererCsp('production')}; frame-ancestors 'none'`)
    expect(rendererCsp('production')).not.toMatch(/frame-ancestors/)
    expect(rendererCsp('production')).toMatch(/script-src 'self'(;|$)/)
  })
})
