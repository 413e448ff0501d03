// `npm run check:cycles` (part of `npm run lint`, so of CI): no import cycle in src-main, src-shared or the
// renderer, type-only imports included (a cycle of types still ties the modules' order and meaning together).

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both sides need into a module of its own (e.g. session-types.ts).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // type-only imports count (TypeScript erases them, the cycle stays in the design)
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.svelte.ts', '.js', '.svelte', '.json'] },
  },
}
