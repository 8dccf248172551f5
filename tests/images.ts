import { crc32, deflateSync } from 'node:zlib'

/*
 * Image files built byte by byte: real headers, so the server's header check reads what a camera
 * or a hostile tool would send, and no binary fixtures to commit.
 */

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/**
 * A PNG whose header says width × height; its pixel data is one grey row's worth, so a huge
 * header costs nothing to build. `extraChunks` go between the header and the data (an iCCP).
 */
export const pngImage = (
  width = 1,
  height = 1,
  options: { extraChunks?: Buffer[]; padding?: number } = {},
) => {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 0, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(options.extraChunks ?? []),
    pngChunk('IDAT', deflateSync(Buffer.alloc(Math.min(width, 4096) + 1))),
    // Ancillary bytes after the image data, for a file of a given size.
    ...(options.padding ? [pngChunk('tEXt', Buffer.alloc(options.padding, 0x20))] : []),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A PNG colour-profile chunk whose profile inflates to `inflatedBytes`. */
export const iccpChunk = (inflatedBytes: number) =>
  pngChunk(
    'iCCP',
    Buffer.concat([Buffer.from('bomb\0\0', 'latin1'), deflateSync(Buffer.alloc(inflatedBytes))]),
  )

/** A baseline JPEG header (SOI, JFIF, start of frame) claiming width × height, then scan data. */
export const jpegImage = (width = 1, height = 1) => {
  const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0])
  frame.writeUInt16BE(height, 5)
  frame.writeUInt16BE(width, 7)
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    Buffer.from([0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    frame,
    Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0, 0, 0xff, 0xd9]),
  ])
}
