import { ConfigError, loadConfig, type Config } from '../../src/server/config'
import { runServer } from '../../src/server/main'
import { DEFAULT_CLIENT_DIR, ensureClientBuild } from './ensure-client-build'

/**
 * The one way the scripts start Hearth: read config, let the caller prepare the data folder,
 * build the client when needed, serve. A bad setting ends with one clear line.
 */
export const launch = async (
  env: NodeJS.ProcessEnv,
  prepare?: (config: Config) => void,
  options: { buildClient: boolean; clientDir?: string } = { buildClient: true },
) => {
  try {
    const config = loadConfig(env)
    prepare?.(config)
    const clientDir = options.clientDir ?? DEFAULT_CLIENT_DIR
    if (options.buildClient) ensureClientBuild(clientDir)
    await runServer(config, { clientDir })
  } catch (error) {
    console.error(
      error instanceof ConfigError
        ? error.message
        : `Hearth could not start: ${(error as Error).message}`,
    )
    process.exit(1)
  }
}
