/**
 * The type of a file decided by its first bytes, never by its name or the client's header
 * by their first bytes: a .exe renamed .png is not an image.
 */
export type SniffedType =
  'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf'

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte)

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

/**
 * A PDF starts with "%PDF-", after at most a byte-order mark and whitespace. PDF readers are
 * laxer (anywhere in the first kilobyte), but that lets an HTML page carrying "%PDF-" in a comment
 * pass as a PDF and run its script when opened; no genuine lease is written that way.
 */
const PDF_START = /^(?:\xef\xbb\xbf)?[\t\n\f\r ]*%PDF-/

export const sniffType = (bytes: Uint8Array): SniffedType | undefined => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  if (PDF_START.test(Buffer.from(bytes.subarray(0, 1024)).toString('latin1')))
    return 'application/pdf'
  return undefined
}

export const IMAGE_TYPES: readonly SniffedType[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]
export const PDF_TYPES: readonly SniffedType[] = ['application/pdf']
export const IMAGE_OR_PDF_TYPES: readonly SniffedType[] = [...IMAGE_TYPES, ...PDF_TYPES]

export const EXTENSION: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
}

/**
 * The name a stored file is kept and downloaded under: the uploaded name with the extension of
 * the type its bytes are, never the one it was uploaded with ("signed-lease.html" holding a PDF is
 * "signed-lease.pdf"), so the file opens in the right program when saved.
 */
export const nameWithTypeExtension = (name: string, type: SniffedType): string => {
  const extension = EXTENSION[type]
  const base = name.replace(/\.[^.]{0,10}$/, '').trim()
  return `${base || 'file'}.${extension}`
}
