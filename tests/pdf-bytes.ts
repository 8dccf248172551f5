/** PDFs written byte by byte for tests: real structure, so pdf.js opens them, and no fixtures to commit. */

type PdfObject = string | { dictionary: string; stream: Buffer }

/** A PDF of the given objects (numbered from 1; object 1 is the catalog) with a correct xref. */
export const buildPdf = (objects: PdfObject[]) => {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = parts[0]?.length ?? 0
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(offset)
    const body =
      typeof object === 'string'
        ? [Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`, 'latin1')]
        : [
            Buffer.from(
              `${index + 1} 0 obj\n<< ${object.dictionary} /Length ${object.stream.length} >>\nstream\n`,
              'latin1',
            ),
            object.stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ]
    for (const part of body) {
      parts.push(part)
      offset += part.length
    }
  })
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('')
  parts.push(Buffer.from(xref, 'latin1'))
  return Buffer.concat(parts)
}

/** The smallest PDF the server takes: one blank letter page. */
export const BLANK_PDF = buildPdf([
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
])
