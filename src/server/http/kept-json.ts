import type { FastifyReply } from 'fastify'

/** An answer kept as the JSON text its route's response schema wrote. */
export type KeptJson = { json: string }

/**
 * The JSON the route's own response schema makes of `payload` for a 200, exactly what Fastify
 * would send: the schema checks the answer here (a wrong one fails the request as it would when
 * sent) and writes it once, so a kept answer is neither checked nor written again per request.
 */
export const serialisedBySchema = (reply: FastifyReply, payload: unknown): string => {
  const json = reply.serialize(payload)
  // The zod serializer compiler of every route writes text; anything else is a wiring mistake.
  if (typeof json !== 'string') throw new Error('A response schema wrote something other than JSON')
  return json
}

/**
 * Sends JSON written by `serialisedBySchema`. Fastify sends a string with a JSON content type as
 * it is, with the charset it would add itself.
 */
export const sendKeptJson = (reply: FastifyReply, kept: KeptJson) =>
  reply.type('application/json; charset=utf-8').send(kept.json)
