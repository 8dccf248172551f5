import { describe, expect, it } from 'vitest'
import { xfaPageToLines, type XfaNode } from './xfa'

const field = (caption: string, input: XfaNode): XfaNode => ({
  name: 'div',
  attributes: { class: ['xfaField'] },
  children: [{ name: 'div', children: [{ name: 'span', value: caption }] }, input],
})

describe('xfaPageToLines', () => {
  it('turns fields into caption/value lines, check boxes into ticks, text into lines', () => {
    const root: XfaNode = {
      name: 'div',
      children: [
        {
          name: 'div',
          attributes: { class: ['xfaDraw'] },
          children: [{ name: 'span', value: '1. Parties to the Agreement' }],
        },
        field('Last Name', { name: 'textarea', attributes: { textContent: 'Doe' } }),
        field('First Name', { name: 'input', attributes: { type: 'text', value: 'John' } }),
        field('a fixed length of time', {
          name: 'input',
          attributes: { type: 'checkbox', checked: true },
        }),
        field('a monthly tenancy', { name: 'input', attributes: { type: 'checkbox' } }),
        field('Postal Code', { name: 'input', attributes: { type: 'text' } }),
      ],
    }
    expect(xfaPageToLines(root, 2).map((line) => line.text)).toEqual([
      '1. Parties to the Agreement',
      'Last Name\tDoe',
      'First Name\tJohn',
      '[x]\ta fixed length of time',
      '[ ]\ta monthly tenancy',
      'Postal Code',
    ])
  })

  it('gives nothing for a page without a form', () => expect(xfaPageToLines(null, 1)).toEqual([]))
})
