import { describe, expect, it } from 'vitest'
import { iccpChunk, jpegImage, pngImage } from '../../../tests/images'
import { checkImageHeader } from './image-header'
import { nameWithTypeExtension, sniffType } from './sniff'

const bytes = (...values: number[]) => Uint8Array.from(values)

describe('sniffType', () => {
  it('knows images and PDFs by their first bytes', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffType(Buffer.from('GIF89a...'))).toBe('image/gif')
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf')
  })

  it('takes a PDF whose header follows only a byte-order mark or whitespace', () => {
    expect(sniffType(Buffer.from('\uFEFF%PDF-1.7\n'))).toBe('application/pdf')
    expect(sniffType(Buffer.from(' \r\n\t%PDF-1.4\n'))).toBe('application/pdf')
  })

  it('does not take an HTML or SVG page carrying "%PDF-" for a PDF', () => {
    const html = '<html><script>alert(document.cookie)</script><!-- %PDF-1.4 -->'
    expect(sniffType(Buffer.from(html))).toBeUndefined()
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n%PDF-1.4\n'
    expect(sniffType(Buffer.from(svg))).toBeUndefined()
    expect(sniffType(Buffer.from('junk before the header %PDF-1.4\n'))).toBeUndefined()
  })

  it('does not take a renamed executable or a text file for an image', () => {
    expect(sniffType(Buffer.from('MZ\x90\0\x03\0\0\0'))).toBeUndefined()
    expect(sniffType(Buffer.from('hello, world'))).toBeUndefined()
    expect(sniffType(new Uint8Array())).toBeUndefined()
  })
})

describe('nameWithTypeExtension', () => {
  it('names a file after the type its bytes are, never the uploaded extension', () => {
    expect(nameWithTypeExtension('signed-lease.html', 'application/pdf')).toBe('signed-lease.pdf')
    expect(nameWithTypeExtension('IMG_0001.JPG', 'image/jpeg')).toBe('IMG_0001.jpg')
    expect(nameWithTypeExtension('receipt', 'image/png')).toBe('receipt.png')
    expect(nameWithTypeExtension('', 'application/pdf')).toBe('file.pdf')
    expect(nameWithTypeExtension('lease.v2.final', 'application/pdf')).toBe('lease.v2.pdf')
  })
})

describe('checkImageHeader', () => {
  it('reads the size of real PNG and JPEG headers', () => {
    expect(checkImageHeader(pngImage(40, 30), 'image/png')).toEqual({
      ok: true,
      width: 40,
      height: 30,
    })
    expect(checkImageHeader(jpegImage(4000, 3000), 'image/jpeg')).toEqual({
      ok: true,
      width: 4000,
      height: 3000,
    })
  })

  it('refuses a JPEG whose header claims 65,535 × 65,535 pixels', () => {
    expect(checkImageHeader(jpegImage(65_535, 65_535), 'image/jpeg')).toEqual({
      ok: false,
      reason: 'too-large',
    })
  })

  it('refuses a PNG with a colour profile that inflates past its cap', () => {
    const bomb = pngImage(10, 10, { extraChunks: [iccpChunk(64 * 1024 * 1024)] })
    expect(bomb.length).toBeLessThan(200 * 1024)
    expect(checkImageHeader(bomb, 'image/png')).toEqual({ ok: false, reason: 'too-large' })
  })

  it('refuses image signatures with no header behind them', () => {
    expect(
      checkImageHeader(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'),
    ).toEqual({
      ok: false,
      reason: 'damaged',
    })
    expect(checkImageHeader(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16), 'image/jpeg')).toMatchObject({
      ok: false,
    })
    expect(checkImageHeader(Buffer.from('GIF89a'), 'image/gif')).toMatchObject({ ok: false })
  })
})
