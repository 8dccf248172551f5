import { launch } from '../scripts/lib/launch'

/**
 * The server the stress and fleet suites start, kill and restart: `npm start`'s code path (config,
 * migrate, requeue, orphan cleanup, listen) without the client build, which they never load.
 */
await launch(process.env, undefined, { buildClient: false })
