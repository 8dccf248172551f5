// Plain JavaScript that counts its own evaluations, for the reader pool's preload test: a package
// loaded before tsx must be the one the reader module's own import finds, not a second copy.
globalThis.preloadProbeEvaluations = (globalThis.preloadProbeEvaluations ?? 0) + 1

export const evaluations = () => globalThis.preloadProbeEvaluations
