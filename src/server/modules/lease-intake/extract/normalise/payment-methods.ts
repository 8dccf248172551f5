/**
 * Canonical names for the ways rent can be paid, with the wordings leases use for each. Order matters: a
 * longer wording is matched and removed before a method it contains ('cashier's check' before 'check',
 * 'e-check' and 'ACH bank transfer' before 'check' and 'bank transfer').
 */
const METHODS: [string, RegExp][] = [
  ['Zelle', /\bzelle\b/i],
  [
    "Cashier's Check",
    /\bcashier['’]?s\s+(?:check|cheque)s?\b|\bcertified\s+(?:check|cheque|funds)\b/i,
  ],
  ['Money Order', /\bmoney\s+orders?\b/i],
  // An e-check (an electronic check) and a bank debit are ACH payments; so is Canada's pre-authorized debit.
  [
    'ACH',
    /\bACH\b(?:\s+(?:debits?|payments?))?|\be-?checks?\b|\b[Ee]lectronic\s+checks?\b|\b(?:automatic\s+)?bank\s+(?:account\s+)?debits?\b|\b[Aa]uto-?[Pp]ay\b|\b[Pp]re-?authori[sz]ed\s+(?:debits?|payments?|withdrawals?)\b/,
  ],
  // Interac e-Transfer is a product of its own, which Canadian leases name apart from bank transfers.
  // OCR runs 'Interac e-Transfer' together ('Interace-Transfer').
  ['E-Transfer', /\b(?:interac\s*)?e-?transfers?\b/i],
  // 'Check one', 'check all that apply', 'check the box' tell the reader to tick, and name no way to pay;
  // a check-in, a credit check and a background check are not payments either.
  [
    'Check',
    /(?<!\b(?:credit|background|reference|rental\s+history)\s+)\b(?:personal\s+)?(?:check|cheque)s?\b(?!-(?:in|out)\b|list)(?!\s+(?:fee|is returned|returned|one|all|each|any|the\s+box|if|here|below|as\s+applicable))/i,
  ],
  ['Cash', /\bcash\b(?!\s*app|ier)/i],
  [
    'Bank Transfer',
    /\bbank\s+(?:deposit\s+or\s+)?transfers?\b|\bbank\s+deposits?\b|\bwire\s+transfers?\b|\belectronic\s+funds?\s+transfers?\b|\bEFT\b|\bdirect\s+deposit\b|\bstanding\s+order\b/i,
  ],
  // However the lease calls the landlord's payment website: a portal, an online payment site or system, or
  // simply paying online.
  [
    'Online Portal',
    /\bportal\b|\bonline\s+(?:payment\s+|resident\s+|rent\s+)?(?:site|system|website|web\s+site|platform|account)\b|\b(?:resident|tenant|payment)\s+(?:website|web\s+site)\b|\b(?:pay|pays|paid|paying|payable)\s+(?:rent\s+)?online\b/i,
  ],
  ['Credit Card', /\bcredit(?:\s+or\s+debit)?\s+cards?\b/i],
  ['Debit Card', /\bdebit\s+cards?\b/i],
  ['Venmo', /\bvenmo\b/i],
  ['PayPal', /\bpaypal\b/i],
  ['Cash App', /\bcash\s*app\b/i],
]

/** Methods whose words mean nothing but a way to pay, so naming them anywhere is about paying. */
const UNAMBIGUOUS = new Set([
  "Cashier's Check",
  'Money Order',
  'Zelle',
  'ACH',
  'E-Transfer',
  'Bank Transfer',
  'Venmo',
  'PayPal',
  'Cash App',
])

// Compiled once: each method's wording for removal once counted, and with what brackets after it say of it
// ('resident portal (ACH e-check or debit card)', 'bank transfer (domestic ACH or international wire)'), which is
// how that method is paid through, not more ways to pay.
const COMPILED = METHODS.map(([name, pattern]) => {
  const flags = pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g'
  return {
    name,
    pattern,
    every: new RegExp(pattern.source, flags),
    bracketed: new RegExp(`(${pattern.source})\\s*\\([^)]*\\)`, flags),
  }
})

// Two kinds of check sharing one noun: 'by personal or cashier's check' names a personal check too.
const SHARED_CHECK =
  /\bpersonal\s+(or|and|\/)\s+((?:cashier['’]?s|certified)\s+(?:check|cheque)s?)\b/gi

// A card the portal takes is how the portal is paid: 'pay online through the resident portal by debit or credit card',
// 'through the online tenant portal by e-check or card'.
const PORTAL_BY_CARD =
  /(\bportal\b[^.;()]{0,40}?\s+(?:by|with|using)\s+(?:[\w-]+\s+or\s+)?)(?:a\s+)?(?:(?:debit|credit)\s+or\s+)?(?:(?:debit|credit)\s+)?cards?\b/gi

/** Payment methods named in a text, canonical and in the canonical order. */
export const paymentMethodsIn = (text: string): string[] => {
  const found: string[] = []
  let rest = COMPILED.reduce(
    (t, { bracketed }) => t.replace(bracketed, '$1'),
    text.replace(SHARED_CHECK, 'personal check $1 $2').replace(PORTAL_BY_CARD, '$1'),
  )
  for (const { name, pattern, every } of COMPILED) {
    if (pattern.test(rest)) {
      found.push(name)
      rest = rest.replace(every, ' ')
    }
  }
  return found
}

/** Whether a method's words cannot mean anything but paying (not 'check', 'cash', 'portal'). */
export const isUnambiguousMethod = (method: string): boolean => UNAMBIGUOUS.has(method)

/** Where a method is first named in a text, or -1. */
export const methodIndex = (text: string, method: string): number => {
  const pattern = METHODS.find(([name]) => name === method)?.[1]
  return pattern ? text.search(pattern) : -1
}

/** Where the first payment method is named in a text, or -1. */
export const firstMethodIndex = (text: string): number => {
  const positions = METHODS.map(([, pattern]) => text.search(pattern)).filter((index) => index >= 0)
  return positions.length > 0 ? Math.min(...positions) : -1
}
