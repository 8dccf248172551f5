import { inflateSync } from 'node:zlib'
import type { SniffedType } from './sniff'

/**
 * An uploaded image is shown to people in their browsers, which decode it whole: a header that
 * claims 65,535 × 65,535 pixels, or a colour profile that inflates to gigabytes, costs them
 * gigabytes. So an image is accepted only when its header decodes and its size is sensible.
 */
export const MAX_IMAGE_MEGAPIXELS = 64
/** A PNG colour profile (iCCP), compressed and inflated. Real ones are a few hundred KB at most. */
const MAX_PNG_PROFILE_BYTES = 256 * 1024
const MAX_PNG_PROFILE_INFLATED = 4 * 1024 * 1024

export type ImageCheck =
  { ok: true; width: number; height: number } | { ok: false; reason: 'damaged' | 'too-large' }

const DAMAGED: ImageCheck = { ok: false, reason: 'damaged' }

const sized = (width: number, height: number): ImageCheck => {
  if (width <= 0 || height <= 0) return DAMAGED
  if (width * height > MAX_IMAGE_MEGAPIXELS * 1_000_000) return { ok: false, reason: 'too-large' }
  return { ok: true, width, height }
}

const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** PNG: IHDR first, every chunk before the image data whole, any colour profile small. */
const checkPng = (bytes: Buffer): ImageCheck => {
  let header: { width: number; height: number } | undefined
  for (let at = 8; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.toString('latin1', at + 4, at + 8)
    const data = at + 8
    if (data + length + 4 > bytes.length) return DAMAGED
    if (!header) {
      if (type !== 'IHDR' || length !== 13) return DAMAGED
      header = { width: bytes.readUInt32BE(data), height: bytes.readUInt32BE(data + 4) }
    }
    if (type === 'iCCP') {
      if (length > MAX_PNG_PROFILE_BYTES) return { ok: false, reason: 'too-large' }
      const nameEnd = bytes.indexOf(0, data)
      if (nameEnd < 0 || nameEnd + 2 > data + length) return DAMAGED
      try {
        inflateSync(bytes.subarray(nameEnd + 2, data + length), {
          maxOutputLength: MAX_PNG_PROFILE_INFLATED,
        })
      } catch (error) {
        const code = (error as { code?: string }).code
        return code === 'ERR_BUFFER_TOO_LARGE' ? { ok: false, reason: 'too-large' } : DAMAGED
      }
    }
    if (type === 'IDAT') return sized(header.width, header.height)
    at = data + length + 4
  }
  return DAMAGED
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic) carry the size. */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
])

const checkJpeg = (bytes: Buffer): ImageCheck => {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return DAMAGED
    const marker = bytes[at + 1] ?? 0
    if (marker === 0xff) {
      at++ // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    const length = bytes.readUInt16BE(at + 2)
    if (length < 2 || at + 2 + length > bytes.length) return DAMAGED
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (length < 7) return DAMAGED
      return sized(bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5))
    }
    // Image data before any frame header: not a JPEG anyone can show.
    if (marker === 0xda || marker === 0xd9) return DAMAGED
    at += 2 + length
  }
  return DAMAGED
}

const checkGif = (bytes: Buffer): ImageCheck =>
  bytes.length < 13 ? DAMAGED : sized(bytes.readUInt16LE(6), bytes.readUInt16LE(8))

const checkWebp = (bytes: Buffer): ImageCheck => {
  if (bytes.length < 30) return DAMAGED
  const format = bytes.toString('latin1', 12, 16)
  if (format === 'VP8 ') {
    return sized(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff)
  }
  if (format === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1)
  }
  if (format === 'VP8X') {
    return sized(bytes.readUIntLE(24, 3) + 1, bytes.readUIntLE(27, 3) + 1)
  }
  return DAMAGED
}

/** Decodes the header of an image sniffType recognised; never the pixels. */
export const checkImageHeader = (bytes: Uint8Array, type: SniffedType): ImageCheck => {
  const view = buffer(bytes)
  switch (type) {
    case 'image/png':
      return checkPng(view)
    case 'image/jpeg':
      return checkJpeg(view)
    case 'image/gif':
      return checkGif(view)
    case 'image/webp':
      return checkWebp(view)
    default:
      return DAMAGED
  }
}
