import { describe, expect, it } from 'vitest'
import { correctOcrWord, joinSplitTokens } from './ocr-corrections'

describe('correctOcrWord', () => {
  it('parts a word run into the street number after it', () => {
    expect(correctOcrWord('locatedat5809')).toBe('locatedat 5809')
    expect(correctOcrWord('V8R')).toBe('V8R')
    expect(correctOcrWord('Apt4B')).toBe('Apt4B')
  })

  it('parts a lease word run into its preposition, and leaves other words ending in one', () => {
    expect(correctOcrWord('payableto')).toBe('payable to')
    expect(correctOcrWord('noticesto')).toBe('notices to')
    expect(correctOcrWord('tomato')).toBe('tomato')
    expect(correctOcrWord('thereof')).toBe('thereof')
  })

  it('reads a speck between two words as a space, and leaves a domain', () => {
    expect(correctOcrWord('received.after')).toBe('received after')
    expect(correctOcrWord('paid.by')).toBe('paid by')
    expect(correctOcrWord('example.com')).toBe('example.com')
  })

  it('reads look-alike letters inside amounts as digits and S before an amount as a dollar sign', () => {
    expect(correctOcrWord('S1,25O.OO')).toBe('$1,250.00')
    expect(correctOcrWord('($1,8O0.00)')).toBe('($1,800.00)')
    expect(correctOcrWord('S2,150')).toBe('$2,150')
  })

  it('puts the separators of an amount back where an amount has them', () => {
    expect(correctOcrWord('$3.000.00')).toBe('$3,000.00')
    expect(correctOcrWord('$985,00')).toBe('$985.00')
    expect(correctOcrWord('$1,250,00.')).toBe('$1,250.00.')
  })

  it('corrects dates, phone numbers, ordinals, day counts and percentages', () => {
    expect(correctOcrWord('l/15/2O26')).toBe('1/15/2026')
    expect(correctOcrWord('2O26-O4-15')).toBe('2026-04-15')
    expect(correctOcrWord('(5O5)')).toBe('(505)')
    expect(correctOcrWord('555-O161')).toBe('555-0161')
    expect(correctOcrWord('l5th')).toBe('15th')
    expect(correctOcrWord('lst')).toBe('1st')
    expect(correctOcrWord('3O-day')).toBe('30-day')
    expect(correctOcrWord('1O%')).toBe('10%')
  })

  it('mends the @ of an e-mail address read as a copyright sign', () => {
    expect(correctOcrWord('mei.brightwater©example.net')).toBe('mei.brightwater@example.net')
  })

  it('never touches ordinary words, codes or a lone S before a short number', () => {
    for (const word of ['Oil', 'Is', 'SOS', 'I-95', 'K1S', '5C', 'lOl', 'Suite', 'S1', 'Illinois'])
      expect(correctOcrWord(word)).toBe(word)
  })
})

describe('joinSplitTokens', () => {
  const word = (text: string, x: number) => ({ text, x, width: text.length * 10, quality: 0.9 })

  it('joins an e-mail address split at a point or at its @', () => {
    expect(
      joinSplitTokens([word('at', 0), word('rafael', 30), word('.vasquez@example.com', 95)]).map(
        (w) => w.text,
      ),
    ).toEqual(['at', 'rafael.vasquez@example.com'])
    expect(joinSplitTokens([word('ana@', 0), word('example.org', 45)])[0]).toMatchObject({
      text: 'ana@example.org',
      x: 0,
      width: 155,
    })
  })

  it('joins a dollar amount split after its sign or a separator', () => {
    const texts = (...parts: string[]) =>
      joinSplitTokens(parts.map((text, i) => word(text, i * 60))).map((w) => w.text)
    expect(texts('of', '$', '1,', '875.00', 'before')).toEqual(['of', '$1,875.00', 'before'])
    expect(texts('$2,', '895.', '00.')).toEqual(['$2,895.00.'])
    expect(texts('$', '1.895.00')).toEqual(['$1,895.00'])
    expect(texts('is', '$1;', '140.', '00,', 'payable')).toEqual(['is', '$1,140.00,', 'payable'])
    expect(texts('$5;', 'Tenant')).toEqual(['$5;', 'Tenant'])
  })

  it('leaves apart numbers that are not one amount', () => {
    const texts = (...parts: string[]) =>
      joinSplitTokens(parts.map((text, i) => word(text, i * 60))).map((w) => w.text)
    expect(texts('$1,875.00', '2026')).toEqual(['$1,875.00', '2026'])
    expect(texts('1,', '2,', '3')).toEqual(['1,', '2,', '3'])
    expect(texts('$500.', 'Tenant')).toEqual(['$500.', 'Tenant'])
  })

  it('reads P.O, before Box as P.O.', () => {
    expect(joinSplitTokens([word('P.O,', 0), word('Box', 50)]).map((w) => w.text)).toEqual([
      'P.O.',
      'Box',
    ])
  })

  it("reads P.0. before Box as P.O., and parts the word run into it ('toP.0.')", () => {
    const texts = (...parts: string[]) =>
      joinSplitTokens(parts.map((text, i) => word(text, i * 60))).map((w) => w.text)
    expect(texts('P.0.', 'Box', '41')).toEqual(['P.O.', 'Box', '41'])
    expect(texts('toP.0.', 'Box', '41')).toEqual(['to P.O.', 'Box', '41'])
    expect(texts('P.0.', 'Smith')).toEqual(['P.0.', 'Smith'])
  })

  it('reads a semicolon before a city line as its comma, and leaves other semicolons', () => {
    const texts = (...parts: string[]) =>
      joinSplitTokens(parts.map((text, i) => word(text, i * 60))).map((w) => w.text)
    expect(texts('Unit', '2;', 'Washington,', 'DC', '20003')).toEqual([
      'Unit',
      '2,',
      'Washington,',
      'DC',
      '20003',
    ])
    expect(texts('repairs;', 'Tenant', 'pays', 'DC', '20003')).toEqual([
      'repairs;',
      'Tenant',
      'pays',
      'DC',
      '20003',
    ])
  })

  it('leaves words that only sit next to an address apart', () => {
    expect(
      joinSplitTokens([word('Tenant', 0), word('ana@example.org', 70)]).map((w) => w.text),
    ).toEqual(['Tenant', 'ana@example.org'])
  })
})

describe('words OCR runs together or misreads', () => {
  it.each([
    ['betweenSolveig', 'between Solveig'],
    ['Ist', '1st'],
    ['MOVE-OUT.(LAST', 'MOVE-OUT (LAST'],
    ['56560together', '56560 together'],
    ['at/412', 'at 1412'],
    ['at.2720', 'at 2720'],
    ['and/or', 'and/or'],
    ['iPhone', 'iPhone'],
    ['McDonald', 'McDonald'],
  ])('reads %s as %s', (word, read) => expect(correctOcrWord(word)).toBe(read))
})

describe('a speck read as a stop before a word in lower case', () => {
  const word = (text: string, x: number) => ({ text, x, width: text.length * 10, quality: 0.9 })
  const read = (...texts: string[]) =>
    joinSplitTokens(texts.map((text, i) => word(text, i * 100))).map((w) => w.text)

  it('drops the stop', () =>
    expect(read('shall', 'pay.', 'the', 'rent')).toEqual(['shall', 'pay', 'the', 'rent']))

  it('keeps the stop of an abbreviation and of a sentence before a capital', () => {
    expect(read('keys,', 'fobs,', 'etc.', 'are')).toEqual(['keys,', 'fobs,', 'etc.', 'are'])
    expect(read('the', 'unit.', 'The', 'Owner')).toEqual(['the', 'unit.', 'The', 'Owner'])
    expect(read('to', 'odell.', 'pruitt.rent@example.')).toEqual([
      'to',
      'odell.',
      'pruitt.rent@example.',
    ])
  })
})

describe('an ordinal or a ZIP code run into the word before it', () => {
  it.each([
    ['thelst', 'the 1st'],
    ['the3rd', 'the 3rd'],
    ['MT59501,', 'MT 59501,'],
  ])('reads %s as %s', (word, corrected) => expect(correctOcrWord(word)).toBe(corrected))
})
