import os from 'node:os'
import path from 'node:path'
import { launch } from '../../lib/launch'

/**
 * The server under test, started by the benchmark as its own process: `npm start`'s code path
 * without building the client (an empty client folder: API paths only), configured by the environment.
 */
await launch(process.env, undefined, {
  buildClient: false,
  clientDir: path.join(os.tmpdir(), 'hearth-bench-no-client'),
})
