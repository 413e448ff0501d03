// Module resolution hook for `npm run test:shell`: the shipped main bundle (out/main/index.js) imports `electron`;
// here that name resolves to the recording stand-in (scripts/shell-smoke-electron.ts) instead of the npm package,
// which only knows where the Electron binary would be.
const standIn = new URL('./shell-smoke-electron.ts', import.meta.url).href

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'electron') return { url: standIn, shortCircuit: true }
  return nextResolve(specifier, context)
}
