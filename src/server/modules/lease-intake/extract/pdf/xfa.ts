import { makeLine, type Line } from '../document'

/** The HTML-like tree pdf.js builds from an XFA form (PDFPageProxy.getXfa), bound to the form's data. */
export type XfaNode = {
  name: string
  value?: string
  attributes?: {
    class?: string[]
    type?: string
    value?: string
    textContent?: string
    checked?: boolean
    selected?: boolean
  }
  children?: XfaNode[]
}

const hasClass = (node: XfaNode, name: string) => node.attributes?.class?.includes(name) ?? false

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

const isInput = (node: XfaNode) =>
  node.name === 'input' || node.name === 'textarea' || node.name === 'select'

/** What a filled field shows: its text, '[x]' or '[ ]' for a check box, the chosen option of a list. */
const inputValue = (node: XfaNode): string => {
  const attributes = node.attributes ?? {}
  if (attributes.type === 'checkbox' || attributes.type === 'radio')
    return attributes.checked ? '[x]' : '[ ]'
  if (node.name === 'select') {
    const chosen = (node.children ?? []).find((option) => option.attributes?.selected)
    return collapse(chosen?.value ?? '')
  }
  return collapse(attributes.textContent ?? attributes.value ?? node.value ?? '')
}

const textOf = (node: XfaNode): string => {
  if (isInput(node)) return ''
  const own = typeof node.value === 'string' ? node.value : ''
  return own + (node.children ?? []).map(textOf).join('')
}

const inputsOf = (node: XfaNode): XfaNode[] =>
  isInput(node) ? [node] : (node.children ?? []).flatMap(inputsOf)

/**
 * Turns one XFA page into lines in document order: a field becomes 'caption<TAB>value' (a check box
 * '[x]<TAB>caption'), static text becomes a line per paragraph. Empty fields keep only their caption, so the
 * rules see a label with a blank, as on paper.
 */
export const xfaPageToLines = (root: XfaNode | null, page: number): Line[] => {
  const lines: Line[] = []
  const push = (cells: string[]) => {
    const kept = cells.map(collapse).filter((cell) => cell.length > 0)
    if (kept.length === 0) return
    lines.push(
      makeLine({
        page,
        y: lines.length,
        height: 1,
        cells: kept.map((text, index) => ({ text, x0: index, x1: index + 1 })),
        source: 'form',
        quality: 1,
      }),
    )
  }
  const walk = (node: XfaNode) => {
    if (hasClass(node, 'xfaField') || (isInput(node) && !hasClass(node, 'xfaField'))) {
      const caption = textOf(node)
      for (const input of inputsOf(node)) {
        const value = inputValue(input)
        if (value === '[x]' || value === '[ ]') push([value, caption])
        else push([caption, value])
      }
      return
    }
    if (node.name === 'p' || hasClass(node, 'xfaDraw')) {
      const paragraphs = (node.children ?? []).filter((child) => child.name === 'p')
      if (paragraphs.length > 0) paragraphs.forEach((paragraph) => push([textOf(paragraph)]))
      else push([textOf(node)])
      return
    }
    if (typeof node.value === 'string') push([node.value])
    for (const child of node.children ?? []) walk(child)
  }
  if (root) walk(root)
  return lines
}
