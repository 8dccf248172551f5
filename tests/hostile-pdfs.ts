import { constants, createDeflate, deflateSync } from 'node:zlib'
import { buildPdf } from './pdf-bytes'

/*
 * Hostile PDFs, built in the test rather than committed: small files that cost a careless reader
 * gigabytes or minutes. Each is a well-formed PDF unless its point is to be malformed.
 */

/** Deflates `total` zero bytes in chunks, so a 2 GB stream never exists in the test's memory. */
const deflatedZeros = async (total: number) => {
  const chunk = Buffer.alloc(16 * 1024 * 1024)
  const deflate = createDeflate({ level: constants.Z_BEST_COMPRESSION })
  const out: Buffer[] = []
  deflate.on('data', (data: Buffer) => out.push(data))
  const done = new Promise((resolve) => deflate.on('end', resolve))
  for (let written = 0; written < total; written += chunk.length) {
    const size = Math.min(chunk.length, total - written)
    if (!deflate.write(size === chunk.length ? chunk : chunk.subarray(0, size)))
      await new Promise((resolve) => deflate.once('drain', resolve))
  }
  deflate.end()
  await done
  return Buffer.concat(out)
}

/** One page whose content stream inflates to `inflatedBytes` (the 2 GB one). */
export const contentStreamBomb = async (inflatedBytes = 2 * 1024 * 1024 * 1024) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    { dictionary: '/Filter /FlateDecode', stream: await deflatedZeros(inflatedBytes) },
  ])

/**
 * One page drawing `count` Flate-compressed grey images of side × side pixels, each under pdf.js's
 * own per-image cap (the 12 images of 6000 × 6000). With `indirectSize` the images give
 * their size by reference, which no scan of the raw bytes can add up: only the reader process's
 * memory limit stands in the way.
 */
export const imageBomb = (count = 12, side = 6000, options: { indirectSize?: boolean } = {}) => {
  const pixels = deflateSync(Buffer.alloc(side * side), { level: 9 })
  const names = Array.from({ length: count }, (_, i) => `/Im${i} ${5 + i} 0 R`).join(' ')
  const sizeObject = 5 + count
  const size = options.indirectSize
    ? `/Width ${sizeObject} 0 R /Height ${sizeObject} 0 R`
    : `/Width ${side} /Height ${side}`
  const draw = Array.from({ length: count }, (_, i) => `q 612 0 0 792 0 0 cm /Im${i} Do Q`).join(
    '\n',
  )
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << ${names} >> >> /Contents 4 0 R >>`,
    { dictionary: '', stream: Buffer.from(draw, 'latin1') },
    ...Array.from({ length: count }, () => ({
      dictionary: `/Type /XObject /Subtype /Image ${size} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      stream: pixels,
    })),
    String(side),
  ])
}

/** A page whose content holds arrays nested `depth` deep. */
export const deeplyNested = (depth = 100_000) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Annots ${'['.repeat(depth)}${']'.repeat(depth)} >>`,
  ])

/** `count` empty pages in one flat page tree. */
export const manyPages = (count = 10_000) =>
  buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: count }, () => '3 0 R').join(' ')}] /Count ${count} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ])

/** A PDF whose xref table points every object at the wrong place, and whose startxref lies. */
export const brokenXref = () => {
  const good = buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ]).toString('latin1')
  return Buffer.from(
    good
      .replace(/\d{10} 00000 n/g, '9999999999 00000 n')
      .replace(/startxref\n\d+/, 'startxref\n123456789'),
    'latin1',
  )
}

/** An HTML page that carries "%PDF-" in its first kilobyte, named like a signed lease. */
export const htmlPolyglot = () =>
  Buffer.from('<html><script>alert(document.cookie)</script><!--\n%PDF-1.4\n%%EOF\n--></html>')
