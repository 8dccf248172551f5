import type { Address, LeaseData, Person } from './lease-data'

/** The ways leases write the same value: dates, money, names and addresses in several conventions. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

const parts = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  return { y, m, d }
}

export const ordinal = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`

export const dateLong = (iso: string) => {
  const { y, m, d } = parts(iso)
  return `${MONTHS[m - 1]} ${d}, ${y}`
}
export const dateUs = (iso: string) => {
  const { y, m, d } = parts(iso)
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`
}
export const dateEuropean = (iso: string) => {
  const { y, m, d } = parts(iso)
  return `${d} ${MONTHS[m - 1]} ${y}`
}
export const dateOrdinal = (iso: string) => {
  const { y, m, d } = parts(iso)
  return `the ${ordinal(d)} day of ${MONTHS[m - 1]}, ${y}`
}

export const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

const underThousand = (n: number): string => {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  const tail =
    rest < 20
      ? ONES[rest]!
      : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', tail].filter(Boolean).join(' ')
}

/** 2150 → 'Two Thousand One Hundred Fifty' (whole dollars). */
export const numberWords = (n: number) => {
  const thousands = Math.floor(n / 1000)
  return [thousands ? `${underThousand(thousands)} Thousand` : '', underThousand(n % 1000)]
    .filter(Boolean)
    .join(' ')
}

export const moneyWords = (n: number) => `${numberWords(n)} Dollars (${money(n)})`

export const dayWords = (n: number) => `${numberWords(n).toLowerCase()} (${n})`

export const streetLine = (a: Address) => (a.unit ? `${a.street}, ${a.unit}` : a.street)
export const cityLine = (a: Address) => `${a.city}, ${a.state} ${a.zip}`
export const addressLine = (a: Address) => `${streetLine(a)}, ${cityLine(a)}`

export const lastFirst = (p: Person) => `${p.last.toUpperCase()}, ${p.first}`

export const nameList = (people: Person[]) =>
  people.length <= 1
    ? (people[0]?.full ?? '')
    : `${people
        .slice(0, -1)
        .map((p) => p.full)
        .join(', ')} and ${people[people.length - 1]!.full}`

export const phoneDashes = (phone: string) =>
  phone.replace(/^\((\d{3})\) (\d{3})-(\d{4})$/, '$1-$2-$3')
export const phoneDots = (phone: string) =>
  phone.replace(/^\((\d{3})\) (\d{3})-(\d{4})$/, '$1.$2.$3')

/** Who is paid and at which address, when the lease names a manager. */
export const payee = (d: LeaseData) => d.manager ?? d.landlord
