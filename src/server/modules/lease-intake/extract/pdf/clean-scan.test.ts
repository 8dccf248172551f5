import { describe, expect, it } from 'vitest'
import { eraseRules } from './clean-scan'

describe('eraseRules', () => {
  it('whitens long rules and keeps short strokes', () => {
    const width = 400
    const height = 200
    const pixels = new Uint8ClampedArray(width * height * 4).fill(255)
    const ink = (x: number, y: number) =>
      pixels.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
    for (let x = 10; x < 390; x++) ink(x, 50) // a table border
    for (let y = 60; y < 190; y++) ink(20, y) // a cell divider
    for (let y = 100; y < 115; y++) ink(200, y) // the stem of a letter
    eraseRules(pixels, width, height, 200)
    const at = (x: number, y: number) => pixels[(y * width + x) * 4]
    expect(at(100, 50)).toBe(255)
    expect(at(20, 120)).toBe(255)
    expect(at(200, 105)).toBe(0)
  })
})
