/** Contact sheet of pages for a visual check: `npx tsx sheet.ts out.png file.pdf:page ...` */
import { readFileSync, writeFileSync } from 'node:fs'
import { createCanvas } from '@napi-rs/canvas'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { standardFontDataUrl } from './scan'

const [out, ...specs] = process.argv.slice(2)
if (out === undefined) throw new Error('usage: npx tsx sheet.ts out.png file.pdf:page ...')
const scale = 0.62
const cw = Math.ceil(612 * scale)
const ch = Math.ceil(792 * scale)
const cols = 3
const sheet = createCanvas(cw * cols, ch * Math.ceil(specs.length / cols))
const sc = sheet.getContext('2d')
sc.fillStyle = '#888'
sc.fillRect(0, 0, sheet.width, sheet.height)
for (const [i, spec] of specs.entries()) {
  const [file, n] = spec.split(':')
  if (file === undefined) throw new Error(`bad spec: ${spec}`)
  const pdf = await getDocument({
    data: new Uint8Array(readFileSync(file)),
    verbosity: 0,
    standardFontDataUrl,
  }).promise
  const page = await pdf.getPage(Number(n ?? 1))
  const vp = page.getViewport({ scale })
  const c = createCanvas(Math.ceil(vp.width), Math.ceil(vp.height))
  const ctx = c.getContext('2d')
  ctx.fillStyle = '#fff'
  ctx.fillRect(0, 0, c.width, c.height)
  await page.render({ canvas: c as unknown as HTMLCanvasElement, viewport: vp }).promise
  sc.drawImage(
    c,
    (i % cols) * cw,
    Math.floor(i / cols) * ch,
    Math.min(c.width, cw - 4),
    Math.min(c.height, ch - 4),
  )
  await pdf.destroy()
}
writeFileSync(out, sheet.toBuffer('image/png'))
