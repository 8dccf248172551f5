import { describe, expect, it } from 'vitest'
import { sniffType } from './sniff'

const bytes = (...values: number[]) => Uint8Array.from(values)

describe('sniffType', () => {
  it('knows images and PDFs by their first bytes', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffType(Buffer.from('GIF89a...'))).toBe('image/gif')
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf')
  })

  it('does not take a renamed executable or a text file for an image', () => {
    expect(sniffType(Buffer.from('MZ\x90\0\x03\0\0\0'))).toBeUndefined()
    expect(sniffType(Buffer.from('hello, world'))).toBeUndefined()
    expect(sniffType(new Uint8Array())).toBeUndefined()
  })
})
