import { spawn } from 'node:child_process'

/**
 * `npm run dev`: the API on :3000 restarting on change, and Vite on :5173 with hot reload,
 * proxying /api to it. Open http://localhost:5173. Extra env (DEMO=1, DATA_DIR…) passes through.
 */
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'scripts/dev-api.ts'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((child) => child.kill('SIGTERM'))
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
children.forEach((child) => child.once('exit', stop))
