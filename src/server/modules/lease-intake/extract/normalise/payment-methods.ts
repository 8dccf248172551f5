/** Canonical names for the ways rent can be paid, with the wordings leases use for each. */
const METHODS: [string, RegExp][] = [
  ['Zelle', /\bzelle\b/i],
  [
    "Cashier's Check",
    /\bcashier['’]?s\s+(?:check|cheque)s?\b|\bcertified\s+(?:check|cheque|funds)\b/i,
  ],
  ['Money Order', /\bmoney\s+orders?\b/i],
  // 'Check one', 'check all that apply', 'check the box' tell the reader to tick, and name no way to pay.
  [
    'Check',
    /\b(?:personal\s+)?(?:check|cheque)s?\b(?!\s+(?:fee|is returned|returned|one|all|each|any|the\s+box|if|here|below|as\s+applicable))/i,
  ],
  ['Cash', /\bcash\b(?!\s*app|ier)/i],
  [
    'Bank Transfer',
    /\bbank\s+transfers?\b|\bwire\s+transfers?\b|\be-?transfers?\b|\belectronic\s+funds?\s+transfers?\b|\bEFT\b|\bdirect\s+deposit\b/i,
  ],
  ['ACH', /\bACH\b/],
  [
    'Online Portal',
    /\bonline\s+(?:payment\s+)?portal\b|\bresident\s+portal\b|\btenant\s+portal\b/i,
  ],
  ['Credit Card', /\bcredit(?:\s+or\s+debit)?\s+cards?\b/i],
  ['Debit Card', /\bdebit\s+cards?\b/i],
  ['Venmo', /\bvenmo\b/i],
  ['PayPal', /\bpaypal\b/i],
  ['Cash App', /\bcash\s*app\b/i],
]

/** Payment methods named in a text, canonical and in the canonical order. */
export const paymentMethodsIn = (text: string): string[] => {
  const found: string[] = []
  // What a portal takes, in brackets after it ('resident portal (ACH e-check or debit card)'), is how the
  // portal is paid through, not more ways to pay.
  let rest = text.replace(/(\bportal)\s*\([^)]*\)/gi, '$1')
  for (const [name, pattern] of METHODS) {
    if (pattern.test(rest)) {
      found.push(name)
      // "cashier's check" must not also count as "check" or "cash".
      rest = rest.replace(
        new RegExp(
          pattern.source,
          pattern.flags.includes('g') ? pattern.flags : pattern.flags + 'g',
        ),
        ' ',
      )
    }
  }
  return found
}

/** Where the first payment method is named in a text, or -1. */
export const firstMethodIndex = (text: string): number => {
  const positions = METHODS.map(([, pattern]) => text.search(pattern)).filter((index) => index >= 0)
  return positions.length > 0 ? Math.min(...positions) : -1
}
