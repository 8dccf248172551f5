/** Renders page N of a PDF to a PNG for a visual check: `npx tsx preview.ts file.pdf 1 out.png`. */
import { writeFileSync, readFileSync } from 'node:fs'
import { createCanvas } from '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { standardFontDataUrl } from './scan'

const [file, n = '1', out = '/tmp/preview.png', text] = process.argv.slice(2)
if (file === undefined)
  throw new Error('usage: npx tsx preview.ts file.pdf [page] [out.png] [text]')
const pdf = await getDocument({
  data: new Uint8Array(readFileSync(file)),
  verbosity: 0,
  standardFontDataUrl,
}).promise
const page = await pdf.getPage(Number(n))
if (text) {
  const c = await page.getTextContent()
  console.log(c.items.map((i) => ('str' in i ? i.str : '')).join(' '))
}
const vp = page.getViewport({ scale: 1.3 })
const canvas = createCanvas(Math.ceil(vp.width), Math.ceil(vp.height))
const ctx = canvas.getContext('2d')
ctx.fillStyle = '#fff'
ctx.fillRect(0, 0, canvas.width, canvas.height)
await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport: vp }).promise
writeFileSync(out, canvas.toBuffer('image/png'))
console.log('pages', pdf.numPages)
