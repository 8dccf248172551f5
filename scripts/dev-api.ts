import { launch } from './lib/launch'

/** The API alone, for `npm run dev`: Vite serves the client with hot reload. */
await launch(process.env, undefined, { buildClient: false })
