/**
 * Shows what OCR makes of scanned leases, to see what Tesseract gets wrong before the rules see it.
 *
 *   npx tsx scripts/ocr-pages.ts <pdf>...            every page's lines (cells split by ' | ', line quality)
 *   OCR_SUMMARY=1 npx tsx scripts/ocr-pages.ts ...   only the truth values missing from the read text
 *
 * With a `<name>.truth.json` beside the PDF it counts the truth's short values (names, address parts, phones,
 * e-mails, amounts) that appear in the read text, ignoring case and spacing. That share measures the OCR stage
 * alone: a value missing there cannot be found by any rule.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openPdf } from '../src/server/modules/lease-intake/extract/pdf/open-pdf'
import { renderForOcr } from '../src/server/modules/lease-intake/extract/pdf/render-scan'
import { readLeaseDocument } from '../src/server/modules/lease-intake/extract/read-document'

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '')

const money = (amount: number) =>
  amount.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  })

/** The truth's values as they would be printed; dates and long descriptions are worded too freely to look for. */
const printedValues = (truth: Record<string, unknown>): string[] => {
  const values: string[] = []
  const visit = (key: string, value: unknown) => {
    if (key.startsWith('_') || key.endsWith('Date') || key === 'leaseType') return
    if (typeof value === 'number' && !key.endsWith('Day') && !key.endsWith('Days'))
      values.push(money(value))
    if (typeof value === 'string' && value.length <= 60) {
      if (key.endsWith('Address')) values.push(...value.split(/,\s*/))
      else values.push(value)
    }
    if (Array.isArray(value)) value.forEach((item) => visit(key, item))
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const full = (value as { full?: unknown }).full
      if (typeof full === 'string') values.push(full)
    }
  }
  for (const [key, value] of Object.entries(truth)) visit(key, value)
  return values
}

const saveImages = async (file: string, folder: string) => {
  mkdirSync(folder, { recursive: true })
  const pdf = await openPdf(new Uint8Array(readFileSync(file)))
  for (let number = 1; number <= pdf.numPages; number++) {
    const { image, upright } = await renderForOcr(await pdf.getPage(number))
    const out = path.join(folder, `${path.basename(file, '.pdf')}-p${number}.png`)
    writeFileSync(out, image.toBuffer('image/png'))
    console.log(`saved ${out} (turned ${upright.quarterTurns * 90 + upright.degrees}°)`)
  }
  await pdf.destroy()
}

let found = 0
let sought = 0
for (const file of process.argv.slice(2)) {
  if (process.env.OCR_IMAGES) await saveImages(file, process.env.OCR_IMAGES)
  const started = Date.now()
  const cpu = process.cpuUsage()
  const document = await readLeaseDocument(
    new Uint8Array(readFileSync(file)),
    AbortSignal.timeout(600_000),
  )
  const ms = Date.now() - started
  // CPU time counts Tesseract's worker thread too, and unlike the clock it holds on a busy machine.
  const { user, system } = process.cpuUsage(cpu)
  const cpuPerPage = Math.round((user + system) / 1000 / Math.max(1, document.ocrPages))
  const text = document.lines
    .map((line) => line.cells.map((cell) => cell.text).join(' '))
    .join('\n')
  console.log(
    `\n##### ${file}: ${document.ocrPages} OCR'd pages, ${ms} ms, CPU ${cpuPerPage} ms per OCR'd page`,
  )
  if (!process.env.OCR_SUMMARY) {
    let page = 0
    for (const line of document.lines) {
      if (line.page !== page) console.log(`--- page ${(page = line.page)}`)
      console.log(
        `${line.quality.toFixed(2)}  ${line.cells.map((cell) => cell.text).join('  |  ')}`,
      )
    }
  }
  const truthFile = file.replace(/\.pdf$/, '.truth.json')
  if (!existsSync(truthFile)) continue
  const values = printedValues(
    JSON.parse(readFileSync(truthFile, 'utf8')) as Record<string, unknown>,
  )
  const missing = values.filter((value) => !squash(text).includes(squash(value)))
  found += values.length - missing.length
  sought += values.length
  console.log(`truth values in the text: ${values.length - missing.length}/${values.length}`)
  for (const value of missing) console.log(`  missing: ${value}`)
}
if (sought > 0) console.log(`\nAll: truth values in the text ${found}/${sought}`)
