import type { FastifyReply } from 'fastify'
import { EXTENSION, nameWithTypeExtension, type SniffedType } from '../storage/sniff'

const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
])

/**
 * Sends stored bytes with the headers that keep a stored file from running as a page: an explicit type, nosniff, a
 * Content-Disposition carrying the original name (RFC 6266, UTF-8 safe), and no shared caching.
 */
export const sendFile = (
  reply: FastifyReply,
  file: { bytes: Buffer; contentType: string; filename: string },
  disposition: 'inline' | 'attachment' = INLINE_TYPES.has(file.contentType)
    ? 'inline'
    : 'attachment',
) => {
  // Rows stored before names followed the detected type still download under the right extension.
  const filename =
    file.contentType in EXTENSION
      ? nameWithTypeExtension(file.filename, file.contentType as SniffedType)
      : file.filename
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  return reply
    .header('Content-Type', file.contentType)
    .header(
      'Content-Disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=300')
    .send(file.bytes)
}
