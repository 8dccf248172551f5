// The entry of a reader process (reader-pool.ts): loads the bundled reader module the parent names
// (reader-bundle.ts) and runs it once.

// A server killed mid-read closes the channel: its reader stops too rather than read for no one.
process.once('disconnect', () => process.exit(0))

// First the module to load, at once, so the process is ready before a file comes; then the one
// input to read with it.
process.once('message', ({ module }) => {
  // pdf.js ships megabytes of source maps: with source maps on (NODE_OPTIONS=--enable-source-maps)
  // Node would load and keep them (about 80 MB) for stack traces a reader never shows, since it
  // answers with sentences only.
  process.setSourceMapsEnabled(false)
  const loading = import(module)
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
