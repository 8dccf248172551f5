import helmet from '@fastify/helmet'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { helmetOptions, registerSecurityHeaders } from './security-headers'

/** The headers a response carries, without the ones that change per response. */
const headersOf = async (register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) => {
  const app = Fastify()
  await register(app)
  app.get('/json', () => ({ ok: true }))
  app.get('/fails', () => {
    throw new Error('boom')
  })
  const answers = []
  for (const url of ['/json', '/fails', '/missing'])
    answers.push(await app.inject({ url }).then(({ headers }) => ({ ...headers, date: undefined })))
  await app.close()
  return answers
}

describe('security headers computed once', () => {
  it.each([true, false])(
    'match what @fastify/helmet sends on each request (behind HTTPS: %s)',
    async (secure) => {
      const once = await headersOf((app) => registerSecurityHeaders(app, secure))
      const perRequest = await headersOf((app) => app.register(helmet, helmetOptions(secure)))
      expect(once).toEqual(perRequest)
      expect(once[0]?.['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(once[0]?.['strict-transport-security'] !== undefined).toBe(secure)
    },
  )
})
