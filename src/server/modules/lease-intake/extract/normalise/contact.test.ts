import { describe, expect, it } from 'vitest'
import { findEmails, parseEmail, parsePhone } from './contact'

describe('parsePhone', () => {
  it.each([
    ['(240) 429-9935', '(240) 429-9935'],
    ['918-555-0123', '(918) 555-0123'],
    ['+1 202.555.0147', '(202) 555-0147'],
    ['Cell: 202 555 0147', '(202) 555-0147'],
    ['telephone (504) 555- 0129; e-mail', '(504) 555-0129'],
  ])('formats %s', (text, phone) => expect(parsePhone(text)).toBe(phone))

  it('refuses account numbers and short numbers', () => {
    expect(parsePhone('004417729310')).toBeNull()
    expect(parsePhone('555-0123')).toBeNull()
  })
})

describe('emails', () => {
  it('finds addresses and drops a sentence full stop', () => {
    expect(findEmails('Write to a.b@example.com or kyle@me.com.')).toEqual([
      'a.b@example.com',
      'kyle@me.com',
    ])
    expect(parseEmail('E-Mail kyletramirez@me.com')).toBe('kyletramirez@me.com')
    expect(parseEmail('no email')).toBeNull()
  })
})

describe('an e-mail read by OCR', () => {
  it('drops the caption OCR glued to it, not a name that starts like one', () => {
    expect(parseEmail('Phone (401) 555-0131 Emailkmaguire.oduya@example.net')).toBe(
      'kmaguire.oduya@example.net',
    )
    expect(parseEmail('emailroom@example.net')).toBe('emailroom@example.net')
  })

  it('ends before a capitalised word run into its full stop', () =>
    expect(parseEmail('e-mail mara.l@example.org.Written notices go to')).toBe(
      'mara.l@example.org',
    ))
  it('reads a dot OCR took for a colon, but not a label', () => {
    expect(parseEmail('(270) 555-0148; mara:lo@example.org')).toBe('mara.lo@example.org')
    expect(parseEmail('Email:mara.lo@example.org')).toBe('mara.lo@example.org')
  })
})

describe('an e-mail address whose last dot OCR read as a space', () => {
  it('reads it with its dot', () =>
    expect(findEmails('Yesenia Castellanos | yesenia.castellanos@example org')).toEqual([
      'yesenia.castellanos@example.org',
    ]))

  it('reads no address from words after an @ in a sentence', () =>
    expect(findEmails('write to us @ home office today')).toEqual([]))
})

describe('an e-mail address OCR broke after its dot', () => {
  it('reads no address with two dots', () =>
    expect(findEmails('e-mail: a. warsame@example. net;')).toEqual([]))
})
