import { createInflate } from 'node:zlib'
import { LeaseExtractionError, TOO_LARGE } from '../errors'
import { MAX_DOCUMENT_PIXELS, MAX_INFLATED_BYTES } from '../limits'

/**
 * What reading a PDF would cost, counted from its raw bytes before pdf.js allocates anything: the
 * bytes its Flate streams inflate to (inflated in small chunks that are counted and dropped) and
 * the pixels of its images (from each image's /Width and /Height). A 2 MB file can hold a content
 * stream that inflates to 2 GB, or a dozen 36-megapixel images on one page; those are refused
 * here with TOO_LARGE in about a second. Streams this scan cannot size (an indirect /Width, an
 * unusual filter chain) are left to the reader process's memory limit.
 */

type StreamInfo = { dictionary: string; start: number; end: number }

/** Every `<< … >> stream … endstream` of the file, found by its keywords. */
const findStreams = (text: string): StreamInfo[] => {
  const streams: StreamInfo[] = []
  const keyword = /\bstream(\r\n|\n|\r)/g
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const before = text.slice(Math.max(0, match.index - 4096), match.index)
    const dictionaryEnd = before.lastIndexOf('>>')
    // "stream" inside some other text (a content stream's words): not a stream header.
    if (dictionaryEnd < 0 || before.slice(dictionaryEnd + 2).trim() !== '') continue
    const objectStart = before.lastIndexOf(' obj')
    const dictionary = before.slice(objectStart < 0 ? 0 : objectStart, dictionaryEnd + 2)
    const start = match.index + match[0].length
    const endstream = text.indexOf('endstream', start)
    const end = endstream < 0 ? text.length : endstream
    streams.push({ dictionary, start, end })
    keyword.lastIndex = end
  }
  return streams
}

const directNumber = (dictionary: string, key: string) => {
  const match = new RegExp(`/${key}\\s+(\\d+)(?!\\s+\\d+\\s+R)`).exec(dictionary)
  return match ? Number(match[1]) : undefined
}

/** Flate is the stream's first (or only) filter: the bytes we can inflate as they are stored. */
const isFlateFirst = (dictionary: string) =>
  /\/Filter\s*(?:\[\s*)?\/(?:FlateDecode|Fl)\b/.test(dictionary)

/** Inflates `data`, counting output chunks; stops as soon as `budget` is passed. */
const inflatedSize = (data: Buffer, budget: number): Promise<number> =>
  new Promise((resolve) => {
    let total = 0
    const inflate = createInflate({ chunkSize: 64 * 1024, finishFlush: 2 /* Z_SYNC_FLUSH */ })
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length
      if (total > budget) {
        inflate.destroy()
        resolve(total)
      }
    })
    // A damaged stream inflates as far as it goes; pdf.js decides whether the file is readable.
    inflate.on('error', () => resolve(total))
    inflate.on('end', () => resolve(total))
    inflate.end(data)
  })

export const checkPdfBudget = async (bytes: Uint8Array): Promise<void> => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const text = buffer.toString('latin1')
  let pixels = 0
  let inflated = 0
  for (const stream of findStreams(text)) {
    if (/\/Subtype\s*\/Image\b/.test(stream.dictionary)) {
      pixels +=
        (directNumber(stream.dictionary, 'Width') ?? 0) *
        (directNumber(stream.dictionary, 'Height') ?? 0)
      if (pixels > MAX_DOCUMENT_PIXELS) throw new LeaseExtractionError(TOO_LARGE)
    }
    if (isFlateFirst(stream.dictionary)) {
      const budget = MAX_INFLATED_BYTES - inflated
      inflated += await inflatedSize(buffer.subarray(stream.start, stream.end), budget)
      if (inflated > MAX_INFLATED_BYTES) throw new LeaseExtractionError(TOO_LARGE)
    }
  }
}
