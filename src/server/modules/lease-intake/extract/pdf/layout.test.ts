import { describe, expect, it } from 'vitest'
import { layoutPage, type PositionedText } from './layout'

const word = (
  text: string,
  x: number,
  top: number,
  width = text.length * 5,
  height = 10,
): PositionedText => ({ text, x, top, width, height })
const options = { page: 1, source: 'text' as const, cellGapFactor: 1 }

describe('layoutPage', () => {
  it('keeps a label and its value as two cells of one line', () => {
    const lines = layoutPage([word('$1,850.00', 300, 100), word('Monthly Rent', 72, 101)], options)
    expect(lines).toHaveLength(1)
    expect(lines[0]!.cells.map((c) => c.text)).toEqual(['Monthly Rent', '$1,850.00'])
    expect(lines[0]!.text).toBe('Monthly Rent\t$1,850.00')
  })

  it('joins words of a phrase with single spaces and orders rows top to bottom', () => {
    const lines = layoutPage(
      [
        word('Lease', 72, 130),
        word('Residential', 72, 100),
        word('Lease', 130, 100),
        word('Term', 105, 130),
      ],
      options,
    )
    expect(lines.map((l) => l.text)).toEqual(['Residential Lease', 'Lease Term'])
  })

  it('reads two newspaper columns one after the other, with a title above both in place', () => {
    const items: PositionedText[] = [
      word('TITLE ACROSS THE WHOLE PAGE OF THIS LEASE', 150, 50, 320),
    ]
    for (let row = 0; row < 10; row++) {
      items.push(word(`left column line ${row} of running text here`, 72, 100 + row * 14, 220))
      items.push(word(`right column line ${row} of running text here`, 320, 100 + row * 14, 220))
    }
    const lines = layoutPage(items, options).map((l) => l.text)
    expect(lines[0]).toMatch(/^TITLE/)
    expect(lines[1]).toBe('left column line 0 of running text here')
    expect(lines[10]).toBe('left column line 9 of running text here')
    expect(lines[11]).toBe('right column line 0 of running text here')
  })

  it('keeps a two-column term table as rows of label/value pairs', () => {
    const items: PositionedText[] = []
    const pairs = [
      ['Start Date', 'July 1, 2026', 'End Date', 'June 30, 2027'],
      ['Monthly Rent', '$1,480.00', 'Deposit', '$1,480.00'],
    ]
    for (let row = 0; row < 10; row++) {
      const [a, b, c, d] = pairs[row % 2]!
      items.push(
        word(a!, 72, 100 + row * 14, 60),
        word(b!, 180, 100 + row * 14, 60),
        word(c!, 330, 100 + row * 14, 50),
        word(d!, 420, 100 + row * 14, 60),
      )
    }
    expect(layoutPage(items, options)[0]!.cells.map((c) => c.text)).toEqual([
      'Start Date',
      'July 1, 2026',
      'End Date',
      'June 30, 2027',
    ])
  })
})

describe('a value written into a form after its caption', () => {
  it('is parted from the caption it touches, while a word split into runs stays whole', () => {
    const caption = word('Rent is payable to', 72, 100)
    const value = word('Canyon Gate', 72 + caption.width, 100)
    expect(layoutPage([caption, value], options)[0]!.text).toBe('Rent is payable to Canyon Gate')
    const start = word('Tena', 72, 100)
    expect(layoutPage([start, word('nt', 72 + start.width, 100)], options)[0]!.text).toBe('Tenant')
  })
})

describe('a summary table beside two columns of clauses', () => {
  it('reads the table, then each column of clauses', () => {
    const items: PositionedText[] = []
    for (let row = 0; row < 10; row++) {
      items.push(
        word(`Caption ${row}`, 30, 100 + row * 20, 60),
        word(`value ${row}`, 110, 100 + row * 20, 120),
        word(`middle clause words line ${row} runs on`, 286, 100 + row * 14, 220),
        word(`right clause words line ${row} runs on`, 531, 100 + row * 14, 220),
      )
    }
    const texts = layoutPage(items, options).map((line) => line.text)
    expect(texts.slice(0, 2)).toEqual(['Caption 0\tvalue 0', 'Caption 1\tvalue 1'])
    expect(texts.indexOf('middle clause words line 9 runs on')).toBeLessThan(
      texts.indexOf('right clause words line 0 runs on'),
    )
  })
})

describe('a heading set in spaced capitals', () => {
  it('reads its letters as words, the wider gaps parting the words', () => {
    const lines = layoutPage(
      [
        word('R E S I D E N T S', 100, 100, 62),
        word('A N D', 170, 100, 20),
        word('O C C U P A N T S', 198, 100, 62),
      ],
      options,
    )
    expect(lines[0]!.text).toBe('RESIDENTS AND OCCUPANTS')
  })

  it('leaves initials and words in lower case as they are', () => {
    const lines = layoutPage([word('J R R Tolkien', 100, 100), word('a b c d', 100, 130)], options)
    expect(lines.map((l) => l.text)).toEqual(['J R R Tolkien', 'a b c d'])
  })
})
