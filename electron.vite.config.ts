import { resolve } from 'node:path'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import { defineConfig } from 'electron-vite'
import type { Plugin } from 'vite'
import { rendererCsp } from './src-shared/csp'

const root = import.meta.dirname

/** Injects the Content-Security-Policy <meta> tag into index.html. */
function cspPlugin(): Plugin {
  let mode: 'production' | 'development' = 'production'
  return {
    name: 'london:csp',
    configResolved(config) {
      mode = config.command === 'serve' ? 'development' : 'production'
    },
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: rendererCsp(mode) },
          injectTo: 'head-prepend',
        },
      ]
    },
  }
}

export default defineConfig({
  main: {
    // ESM output (package.json has "type": "module"). Every package is a
    // devDependency, so electron-vite bundles them all (electron-store
    // included); only electron and node builtins stay external.
    // Worker threads: `import workerPath from './worker?modulePath'` builds the
    // worker as its own entry and yields its path for `new Worker(workerPath)`.
    build: {
      outDir: resolve(root, 'out/main'),
      rolldownOptions: { input: { index: resolve(root, 'src-main/index.ts') } },
    },
  },
  preload: {
    // Sandboxed preloads cannot be ESM: build a single self-contained CJS file.
    build: {
      outDir: resolve(root, 'out/preload'),
      rolldownOptions: {
        input: { preload: resolve(root, 'src-main/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve(root, 'src-renderer'),
    plugins: [svelte({ configFile: resolve(root, 'svelte.config.js') }), cspPlugin()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: { index: resolve(root, 'src-renderer/index.html') } },
    },
  },
})
