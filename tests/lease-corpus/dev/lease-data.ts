/**
 * Invented lease terms for the development corpus, drawn from a seeded generator so that every run writes the
 * same documents. People, companies, addresses, phones (555-01xx) and emails are made up.
 */

export type Person = { first: string; last: string; full: string }

export type Address = {
  street: string
  unit: string | null
  city: string
  state: string
  zip: string
}

export type LeaseData = {
  tenants: Person[]
  occupants: Person[]
  email: string
  phone: string
  premises: Address
  landlord: string
  manager: string | null
  office: Address
  start: string
  /** null for a month-to-month tenancy */
  end: string | null
  rent: number
  deposit: number
  dueDay: number
  latePercent: number
  graceDays: number
  nsfFirst: number
  nsfAdditional: number
  guestDays: number
  methods: string[]
  depositDays: number
}

/** mulberry32: small, seeded, good enough to vary invented terms. */
export const seeded = (seed: number) => {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pickOne = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1))
  return { next, pickOne, between }
}

const FIRST = [
  'Avery',
  'Jordan',
  'Priya',
  'Tomasz',
  'Ingrid',
  'Malik',
  'Rosa',
  'Hiroshi',
  'Fatima',
  'Desmond',
  'Colette',
  'Rafael',
  'Yusuf',
  'Greta',
  'Nadia',
  'Oluwaseun',
  'Bridget',
  'Callum',
  'Mei',
  'Dmitri',
  'Lucia',
  'Everett',
  'Simone',
  'Kwame',
]
const LAST = [
  'Lindqvist',
  'Abernathy',
  'Castellanos',
  'Okonkwo',
  'Whitaker',
  'Fairbanks',
  'Haddad',
  'Kowalczyk',
  'Marchetti',
  'Thibodeaux',
  'Vasquez',
  'Delacroix',
  'Sorensen',
  'Pemberton',
  'Achterberg',
  'Nakamura',
  'Oyelaran',
  'Brightwater',
  'Galloway',
  'Rourke',
]
const STREETS = [
  'Magnolia Avenue',
  'Cedar Crest Drive',
  'Willow Bend Lane',
  'Harbor View Road',
  'Juniper Street',
  'Old Mill Court',
  'Sycamore Place',
  'Lakeshore Boulevard',
  'Prairie Wind Way',
  'Granite Ridge Terrace',
  'Belmont Avenue',
  'Chestnut Street',
]
const CITIES: [string, string, string][] = [
  ['Sacramento', 'CA', '95814'],
  ['San Diego', 'CA', '92103'],
  ['Austin', 'TX', '78704'],
  ['Houston', 'TX', '77006'],
  ['Tampa', 'FL', '33606'],
  ['Orlando', 'FL', '32801'],
  ['Brooklyn', 'NY', '11215'],
  ['Chicago', 'IL', '60614'],
  ['Spokane', 'WA', '99201'],
  ['Savannah', 'GA', '31401'],
  ['Washington', 'DC', '20010'],
  ['Denver', 'CO', '80203'],
]
const COMPANIES = [
  'Bluestem Property Management, LLC',
  'Keystone Residential Services Inc.',
  'Harborline Realty Group',
  'Northgate Property Partners LLC',
  'Silverleaf Management Company',
  'Arbor & Main Leasing, Inc.',
]
const LANDLORDS = [
  'Westbrook Holdings LLC',
  'Marigold Street Apartments LP',
  'Thornton Family Trust',
  'Pinecrest Rentals LLC',
]
const METHODS = [
  'Check',
  'Money Order',
  'Zelle',
  'Online Portal',
  'ACH',
  "Cashier's Check",
  'Venmo',
]

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

const monthEnd = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

export const person = (first: string, last: string): Person => ({
  first,
  last,
  full: `${first} ${last}`,
})

/** A landlord's or manager's office: a street address, sometimes with a suite, or a P.O. box. */
const officeAddress = (
  r: ReturnType<typeof seeded>,
  city: string,
  state: string,
  zip: string,
): Address => {
  const poBox = r.next() < 0.3
  const suite = r.next() < 0.4 ? `Suite ${r.between(100, 450)}` : null
  return poBox
    ? { street: `P.O. Box ${r.between(100, 9999)}`, unit: null, city, state, zip }
    : { street: `${r.between(100, 4000)} ${r.pickOne(STREETS)}`, unit: suite, city, state, zip }
}

export const makeLease = (seed: number): LeaseData => {
  const r = seeded(seed)
  const lastNames = [...LAST].sort(() => r.next() - 0.5)
  const tenantCount = r.pickOne([1, 1, 2, 2, 3])
  const tenants = Array.from({ length: tenantCount }, (_, i) =>
    person(r.pickOne(FIRST), lastNames[i]!),
  )
  const occupants = r.next() < 0.35 ? [person(r.pickOne(FIRST), tenants[0]!.last)] : []
  const [city, state, zip] = r.pickOne(CITIES)
  const [ocity, ostate, ozip] = r.pickOne(CITIES)
  const year = r.pickOne([2025, 2026, 2026])
  const month = r.between(1, 12)
  const startDay = r.pickOne([1, 1, 1, 15])
  const months = r.pickOne([6, 12, 12, 12, 18, 24])
  const endMonthIndex = month - 1 + months - (startDay === 1 ? 1 : 0)
  const endYear = year + Math.floor(endMonthIndex / 12)
  const endMonth = (endMonthIndex % 12) + 1
  const fixed = r.next() < 0.75
  const rent = r.between(9, 42) * 50 + r.pickOne([0, 0, 25])
  const manager = r.next() < 0.6 ? r.pickOne(COMPANIES) : null
  const firstTenant = tenants[0]!
  return {
    tenants,
    occupants,
    email: `${firstTenant.first.toLowerCase()}.${firstTenant.last.toLowerCase()}@example.${r.pickOne(['com', 'net', 'org'])}`,
    phone: `(${r.pickOne(['213', '512', '813', '718', '312', '509', '912', '202', '720'])}) 555-01${String(r.between(10, 99))}`,
    premises: {
      street: `${r.between(12, 9870)} ${r.pickOne(STREETS)}`,
      unit:
        r.next() < 0.55
          ? `${r.pickOne(['Apt', 'Unit'])} ${r.between(1, 4)}${r.pickOne(['0', '1', '2'])}${r.pickOne(['', 'B'])}`
          : null,
      city,
      state,
      zip,
    },
    landlord: r.next() < 0.5 ? r.pickOne(LANDLORDS) : `${r.pickOne(FIRST)} ${lastNames[5]!}`,
    manager,
    office: officeAddress(r, ocity, ostate, ozip),
    start: iso(year, month, startDay),
    end: fixed ? iso(endYear, endMonth, startDay === 1 ? monthEnd(endYear, endMonth) : 14) : null,
    rent,
    deposit: r.pickOne([rent, rent, Math.round(rent / 2), 500, 1000]),
    dueDay: r.pickOne([1, 1, 1, 5]),
    latePercent: r.pickOne([5, 5, 8, 10]),
    graceDays: r.pickOne([3, 5, 5, 7]),
    nsfFirst: r.pickOne([25, 30, 35, 40]),
    nsfAdditional: r.pickOne([40, 50, 75]),
    guestDays: r.pickOne([7, 10, 14, 14, 21]),
    methods: [...METHODS].sort(() => r.next() - 0.5).slice(0, r.between(1, 3)),
    depositDays: r.pickOne([14, 21, 30, 30, 45, 60]),
  }
}
