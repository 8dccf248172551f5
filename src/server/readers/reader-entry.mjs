// The entry of a reader process (reader-pool.ts). The server runs under tsx and the tests under
// vitest, and neither loader reaches a child process started with a plain `node`, so this plain
// module registers tsx itself, then loads the reader module the parent names and runs it once.
import { register } from 'tsx/esm/api'

// A server killed mid-read closes the channel: its reader stops too rather than read for no one.
process.once('disconnect', () => process.exit(0))

// First the module to load, at once, so the process is ready before a file comes; then the one
// input to read with it.
process.once('message', ({ module, preload }) => {
  const loading = (async () => {
    // Plain JavaScript packages load ten times faster without tsx's loader in the way; once
    // loaded, the reader module's imports of them find them in Node's module cache.
    for (const specifier of preload) await import(specifier)
    register()
    // tsx turns source maps on, and pdf.js ships megabytes of them: Node would load and keep them
    // (about 80 MB) for stack traces a reader never shows, since it answers with sentences only.
    process.setSourceMapsEnabled(false)
    return import(module)
  })()
  // The read's deadline starts once the module is loaded (reader-pool.ts).
  loading.then(
    () => process.send({ kind: 'loaded' }),
    () => {},
  )
  process.once('message', async ({ input }) => {
    let message
    try {
      const reader = await loading
      message = { kind: 'done', outcome: await reader.read(input) }
    } catch (error) {
      message = { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
    }
    // Closing the channel once the answer is written ends the process (the handler above).
    process.send(message, () => process.disconnect())
  })
})
