import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * Serves the built client: hashed assets cached for a year, index.html for every other
 * non-API path so client routes survive a reload. Unknown /api paths answer a JSON 404.
 */
export const registerSpa = async (app: FastifyInstance, clientDir: string | undefined) => {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : undefined
  const hasClient = indexFile !== undefined && fs.existsSync(indexFile)
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`)
        reply.header(
          'Cache-Control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? ''
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ error: `There is no API endpoint at ${request.method} ${pathname}.` })
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: `Nothing answers ${request.method} ${pathname}.` })
    }
    if (!hasClient) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web client has not been built yet: run npm run build.')
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html')
  })
}
