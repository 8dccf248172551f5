import { describe, expect, it } from 'vitest'
import { formatFileSize } from './format-file-size'

describe('formatFileSize', () => {
  it('shows sizes in KB below a megabyte, never 0 KB, and in MB from one up', () => {
    expect(formatFileSize(1800)).toBe('2 KB')
    expect(formatFileSize(100)).toBe('1 KB')
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB')
  })

  it('shows megabytes to two decimals when asked to', () => {
    expect(formatFileSize(2_516_582, { inMegabytes: true })).toBe('2.40 MB')
    expect(formatFileSize(300 * 1024, { inMegabytes: true })).toBe('0.29 MB')
  })
})
