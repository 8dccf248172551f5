import type { FastifyInstance, FastifyRequest } from 'fastify'

declare module 'fastify' {
  // Declaration merging needs interfaces.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** How many writes this process has seen: changes whenever the data may have changed. */
    dataVersion: () => number
  }
}

/** GET and HEAD read; every other method may write (OPTIONS too, counted to stay on the safe side). */
const mayWrite = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD'

/**
 * Counts the requests that may write, for figures worth keeping until the data changes (the admin
 * dashboard, decision 0402). Every write of Hearth's data comes through an HTTP request of this
 * one process (the background jobs write only intakes and mail, which no kept figure reads), so
 * the count moves when a write request arrives and again once its handler has finished (onSend
 * runs after the handler's transaction is committed or rolled back, also on errors). A figure
 * computed while a write was under way is kept under a version that is already gone.
 */
export const trackDataVersion = (app: FastifyInstance) => {
  let version = 0
  app.decorate('dataVersion', () => version)
  // Callback hooks: an async hook on every request costs a promise and a tick for a counter.
  app.addHook('onRequest', (request, _reply, done) => {
    if (mayWrite(request)) version++
    done()
  })
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (mayWrite(request)) version++
    done(null, payload)
  })
}
