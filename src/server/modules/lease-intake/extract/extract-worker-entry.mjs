// The worker thread's entry. The server runs under tsx and the tests under vitest, and neither
// loader reaches a worker thread, so this plain module registers tsx itself, then loads the reader.
import { register } from 'tsx/esm/api'

register()
// tsx turns source maps on, and pdf.js ships megabytes of them: Node would load and keep them
// (about 80 MB) for stack traces the worker never shows, since it answers with sentences only.
process.setSourceMapsEnabled(false)
await import('./extract-worker.ts')
