/**
 * The test reader behind a module that takes 2.5 s to load, as pdf.js does on a busy machine:
 * the reader pool's deadline must count the read, not the loading.
 */
await new Promise((resolve) => setTimeout(resolve, 2_500))

export { read } from './test-reader'
