import type { PersonName } from '../normalise/names'
import type { Candidate, RuleContext } from './context'

const digits = (text: string) => text.replace(/\D/g, '')

const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}'’-]+/gu) ?? [])

/**
 * The tenant contact is the first tenant's. A phone or e-mail written on the row of another tenant named in the
 * lease ('Oyelowo, Hana | hana.oyelowo@example.com' under 'TENANT 2') is that tenant's, so when the first
 * tenant has none the lease states no tenant contact.
 */
export const firstTenantsContact = <T extends string>(
  ctx: RuleContext,
  reading: Candidate<T> | null,
  tenants: PersonName[],
): Candidate<T> | null => {
  if (!reading || tenants.length < 2) return reading
  const value = reading.value.toLowerCase()
  const phone = digits(value).length >= 10 ? digits(value).slice(-10) : null
  const line = ctx.lines.find((l) =>
    phone ? digits(l.text).includes(phone) : l.text.toLowerCase().includes(value),
  )
  if (!line) return reading
  const onLine = words(line.text)
  const named = (t: PersonName) =>
    [t.first, t.last].every((part) => [...words(part)].every((w) => onLine.has(w)))
  const owner = tenants.findIndex(named)
  return owner > 0 ? null : reading
}
