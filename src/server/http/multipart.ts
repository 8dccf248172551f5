import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { checkImageHeader, MAX_IMAGE_MEGAPIXELS } from '../storage/image-header'
import { checkPdf } from '../storage/pdf-opens'
import { IMAGE_TYPES, nameWithTypeExtension, sniffType, type SniffedType } from '../storage/sniff'
import { AppError } from './errors'
import { claimUploadKey } from './idempotency'
import { hasUnstorableText, UNSTORABLE_TEXT } from './text-input'

export type Upload = { field: string; filename: string; bytes: Buffer; contentType: SniffedType }

export type FileRule = {
  maxBytes: number
  maxCount: number
  types: readonly SniffedType[]
  /** The 415 sentence, e.g. 'Photos must be JPG, PNG, GIF or WebP images.' */
  typeError: string
  /**
   * The 413 sentence, e.g. 'Each photo must be 10 MB or smaller.', or one made from the file's size. A
   * file cut off at the limit is not read to its end, so its size is then the request's declared length
   * (within a few hundred bytes of the file's), or null when the request does not declare one.
   */
  sizeError: string | ((bytes: number | null) => string)
}

export type MultipartForm = { fields: Record<string, string>; files: Upload[] }

const MB = 1024 * 1024

// Browsers send "files[]" for multi-file inputs named that way; the routes read the field as "files", so either name works.
const fieldName = (name: string) => name.replace(/\[\]$/, '')

/**
 * The parts of a multipart request. The parser reports a body that is not the multipart it claims
 * to be (no boundary, cut short, broken headers) as a plain error; that is the client's mistake,
 * a 400, not a 500. Limits keep their own codes and sentences (errors.ts).
 */
export async function* formParts(
  request: FastifyRequest,
  limits: { fileSize?: number; files?: number },
) {
  const parts = request.parts({ limits })[Symbol.asyncIterator]()
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      throw asMalformed(error)
    })
    if (next.done) return
    yield next.value
  }
}

/** Reads a file part whole; a body that ends mid-file is malformed, like a broken part header. */
export const partBytes = (part: MultipartFile): Promise<Buffer> =>
  part.toBuffer().catch((error: unknown) => {
    throw asMalformed(error)
  })

const asMalformed = (error: unknown) =>
  error instanceof Error && !(error instanceof AppError) && !('code' in error)
    ? new AppError(400, 'The upload is not a valid multipart form; send it again.')
    : error

/**
 * Reads a multipart form, holding each file in memory up to its rule's cap, checking its type by
 * content: an image's header must decode, a PDF must open in pdf.js. Text fields come back as strings for the route's zod schema to parse.
 */
export const readMultipart = async (
  request: FastifyRequest,
  rules: Record<string, FileRule>,
): Promise<MultipartForm> => {
  if (!request.isMultipart()) throw new AppError(415, 'Send this form as multipart/form-data.')
  const largest = Math.max(1, ...Object.values(rules).map((rule) => rule.maxBytes))
  const fields: Record<string, string> = {}
  const files: Upload[] = []
  for await (const part of formParts(request, { fileSize: largest })) {
    const name = fieldName(part.fieldname)
    if (part.type === 'field') {
      const value = typeof part.value === 'string' ? part.value : String(part.value)
      if (hasUnstorableText(value)) throw new AppError(400, UNSTORABLE_TEXT)
      fields[name] = value
      continue
    }
    const rule = rules[name]
    if (!rule) {
      await part.toBuffer().catch(() => undefined)
      throw new AppError(400, `This form does not take a file named "${name}".`)
    }
    const tooLarge = (size: number | null) =>
      new AppError(413, typeof rule.sizeError === 'string' ? rule.sizeError : rule.sizeError(size))
    const bytes = await partBytes(part).catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        const declared = Number(request.headers['content-length'])
        throw tooLarge(Number.isFinite(declared) && declared > 0 ? declared : null)
      }
      throw error
    })
    if (bytes.length === 0) continue // an empty file input
    if (bytes.length > rule.maxBytes) throw tooLarge(bytes.length)
    if (files.filter((file) => file.field === name).length >= rule.maxCount) {
      throw new AppError(
        413,
        `Attach at most ${rule.maxCount} file${rule.maxCount === 1 ? '' : 's'} here.`,
      )
    }
    const contentType = sniffType(bytes)
    if (!contentType || !rule.types.includes(contentType)) throw new AppError(415, rule.typeError)
    if (IMAGE_TYPES.includes(contentType)) checkImage(bytes, contentType, rule)
    if (contentType === 'application/pdf') {
      const check = await checkPdf(request.server.readers, bytes)
      if (check === 'too-large') throw new AppError(413, PDF_TOO_LARGE_TO_READ)
      if (check === 'damaged') throw new AppError(400, PDF_DAMAGED)
    }
    files.push({
      field: name,
      filename: cleanFilename(part.filename, contentType),
      bytes,
      contentType,
    })
  }
  // A keyed create claims its key only now, when the request can be known by its parts.
  await claimUploadKey(request, { fields, files })
  return { fields, files }
}

const PDF_DAMAGED =
  'This PDF could not be opened; it may be damaged. Save or export it again and upload that copy.'
const PDF_TOO_LARGE_TO_READ =
  'This PDF is too large to read safely. Save it again with smaller images, or scan it at a lower resolution, and upload that copy.'

/** An image whose header does not decode is refused like a wrong type; a gigantic one as too large. */
const checkImage = (bytes: Buffer, type: SniffedType, rule: FileRule) => {
  const check = checkImageHeader(bytes, type)
  if (check.ok) return
  if (check.reason === 'damaged') throw new AppError(415, rule.typeError)
  throw new AppError(
    413,
    `This image is too large to show (over ${MAX_IMAGE_MEGAPIXELS} megapixels, or a colour profile that big). Save a smaller copy and upload that.`,
  )
}

/**
 * A display name safe for headers and screens: no path, no control characters, bounded length,
 * and the extension of the type the bytes really are.
 */
export const cleanFilename = (name: string | undefined, type: SniffedType): string => {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-200)
  return nameWithTypeExtension(cleaned, type)
}

export const megabytes = (count: number) => count * MB
