import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'

/** What helmet is asked for: a strict CSP, HSTS only behind HTTPS. */
export const helmetOptions = (secureCookies: boolean): FastifyHelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix and React set style attributes at run time; no inline <script> is ever allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: secureCookies ? [] : null,
    },
  },
  hsts: secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  crossOriginEmbedderPolicy: false,
})

/**
 * The headers helmet sets for these options, asked of helmet once. Its Fastify plugin builds the
 * whole middleware again on every request (CSP directives parsed and re-serialised each time),
 * which was about a tenth of the server's CPU on a cheap request; the values never change at run
 * time (no nonces), so they are read once from a throwaway instance and copied onto each reply.
 */
export const securityHeaders = async (
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> => {
  const probe = Fastify()
  await probe.register(helmet, options)
  // Only helmet has touched the raw response when the handler runs.
  probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()))
  const answer = await probe.inject({ url: '/' })
  await probe.close()
  const headers = answer.json<Record<string, unknown>>()
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)]))
}

/** Sends the security headers on every response, errors and 404s included. */
export const registerSecurityHeaders = async (app: FastifyInstance, secureCookies: boolean) => {
  const headers = Object.entries(await securityHeaders(helmetOptions(secureCookies)))
  if (!headers.some(([name]) => name === 'content-security-policy'))
    throw new Error('helmet set no Content-Security-Policy; refusing to serve without one.')
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value)
    done()
  })
}
