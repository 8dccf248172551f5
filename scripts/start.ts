import { launch } from './lib/launch'

/** `npm start`: the production server, building the client first when needed. */
await launch(process.env)
