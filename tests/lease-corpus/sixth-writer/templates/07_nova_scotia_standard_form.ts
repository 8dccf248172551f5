import { checkbox, fill, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { heading, pageNumbers, room, signPair } from '../parts'

type V = {
  landlord: Person
  llAddr: string
  llPhone: string
  llEmail: string
  agent: { name: string; addr: string; phone: string } | null
  tenants: { p: Person; phone: string; email: string }[]
  street: string
  unit: string
  city: string
  kind: 'fixed' | 'monthly'
  start: string
  end: string | null
  rent: number
  dueDay: number
  deposit: number
  etransfer: string
  cheques: boolean
  included: [string, boolean][]
  signed: string
  notes: string[]
}

/** A row of check boxes at the cursor. */
const checks = (k: Kit, items: [string, boolean][], size = 8.6) => {
  room(k, 16)
  let x = k.L + 10
  for (const [label, on] of items) {
    const next = x + 12 + k.f.regular.widthOfTextAtSize(label, size) + 14
    if (next > k.L + k.W) {
      k.w.y -= size * 1.6
      x = k.L + 10
    }
    x = checkbox(k.w.page, k.f, x, k.w.y, on, label, size) + 4
  }
  k.w.y -= size * 1.9
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 8.8 })
  const { f } = k
  const fl = (segs: Parameters<Kit['p']>[0]) => k.p(segs, { size: 8.8, leading: 1.55 })
  const part = (t: string) => heading(k, t, { size: 9, font: f.sansBold, bar: 0.82 })
  k.centre('RESIDENTIAL TENANCIES ACT', 8, f.sans)
  k.centre('STANDARD FORM OF LEASE', 14, f.sansBold)
  k.centre('Province of Nova Scotia \u2014 all dates are written YYYY-MM-DD', 8, f.italic)
  k.gap(4)
  part('1. LANDLORD')
  fl(['Name:', fill(v.landlord.full, 160), 'Address:', fill(v.llAddr, 220)])
  fl(['Telephone:', fill(v.llPhone, 90), 'E-mail:', fill(v.llEmail, 160)])
  fl([
    'Landlord\u2019s agent (if any):',
    fill(v.agent ? `${v.agent.name}, ${v.agent.addr}, ${v.agent.phone}` : 'N/A', 260),
  ])
  part('2. TENANT(S)')
  for (const [i, t] of v.tenants.entries())
    fl([
      `${i + 1}. Name:`,
      fill(t.p.full, 130),
      'Telephone:',
      fill(t.phone, 80),
      'E-mail:',
      fill(t.email, 140),
    ])
  part('3. PREMISES')
  fl([
    'Civic address:',
    fill(v.street, 150),
    'Apt./Unit:',
    fill(v.unit, 40),
    'Community:',
    fill(v.city, 150),
  ])
  part('4. TERM OF LEASE (tick one)')
  checks(k, [
    ['Year to year', false],
    ['Month to month', v.kind === 'monthly'],
    ['Week to week', false],
    ['Fixed term', v.kind === 'fixed'],
  ])
  fl(['Beginning on', fill(v.start, 70), 'and, for a fixed term only, ending on', fill(v.end, 70)])
  part('5. RENT')
  fl([
    'The rent is',
    fill(usd(v.rent), 70),
    'per month, payable on the',
    fill(`${v.dueDay}${v.dueDay === 1 ? 'st' : 'th'}`, 30),
    'day of each month.',
  ])
  fl([
    'Method of payment:',
    fill(
      `Interac e-Transfer to ${v.etransfer}` + (v.cheques ? '; post-dated cheques accepted' : ''),
      240,
    ),
  ])
  fl(['Rent includes the following services and facilities (tick all that apply):'])
  checks(k, v.included)
  part('6. SECURITY DEPOSIT')
  fl([
    'Security deposit paid:',
    fill(usd(v.deposit), 70),
    '(not more than one half of one month\u2019s rent).',
  ])
  fl([
    'The landlord shall return the security deposit within 10 days after the tenancy ends, unless the landlord has applied to the Director of Residential Tenancies to keep all or part of it.',
  ])
  part('7. ADDITIONAL TERMS AGREED BETWEEN LANDLORD AND TENANT')
  for (const t of [
    `a) Rent received more than five (5) days after the due date is late, and a late payment fee of 1% of the monthly rent may be charged.`,
    'b) A fee of $20.00 is charged for each cheque or pre-authorized debit returned by the tenant\u2019s financial institution.',
    'c) Overnight guests may stay no more than seven (7) consecutive nights.',
    'd) Tenant insurance is required. No smoking in the premises or on the balcony.',
    'e) Snow clearing of the walkway and steps is the tenant\u2019s responsibility.',
  ])
    fl([t])
  part('8. STATUTORY CONDITIONS')
  fl([
    'The statutory conditions in section 9 of the Residential Tenancies Act apply to this lease and cannot be changed by agreement; they cover the condition of the premises, services, good behaviour, the obligations of the tenant, the locks, entry into the premises, the ending of the tenancy, assignment and subletting, and abandonment. A copy of the Act was given to the tenant within ten days of signing.',
  ])
  k.gap(4)
  room(k, 110)
  part('9. SIGNATURES')
  fl([
    'The landlord and the tenant(s) have read this lease, including the statutory conditions, and sign it on the dates shown.',
  ])
  signPair(
    k,
    [`Landlord: ${v.landlord.full}`, `Date: ${v.signed}`],
    [`Tenant: ${v.tenants[0]?.p.full ?? ''}`, `Date: ${v.signed}`],
  )
  for (const t of v.tenants.slice(1))
    signPair(k, ['', ''], [`Tenant: ${t.p.full}`, `Date: ${v.signed}`])
  pageNumbers(k, (i, n) => `Standard Form of Lease \u2014 page ${i} of ${n}`, { align: 'center' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: `${v.street}, ${v.unit}, ${v.city}`,
      leaseType: v.kind === 'fixed' ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay,
      maxGuestStayDays: 7,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord.full,
      mailingAddress: v.agent?.addr ?? v.llAddr,
      acceptedPaymentMethods: v.cheques ? ['E-Transfer', 'Check'] : ['E-Transfer'],
      lateFeePercentage: 1,
      gracePeriodDays: 5,
      nsfFeeFirst: 20,
      paymentRecipient: null,
      paymentAddress: null,
      nsfPolicy:
        'A fee of $20.00 is charged for each cheque or pre-authorized debit returned by the tenant\u2019s financial institution.',
      depositReturnDays: 10,
      depositReturnCondition:
        'within 10 days after the tenancy ends, unless the landlord has applied to the Director of Residential Tenancies to keep all or part of it',
      _notes: [
        'Provincial standard form with numbered parts on shaded bars, typed entries on blank rules, tick boxes for the kind of term and the services included, and additional terms. Dates YYYY-MM-DD; terminationDateText is the end date as written.',
        'The premises are split into civic address / Apt./Unit / Community blanks; the truth joins them in postal form. The landlord\u2019s agent, where named, is the managementCompany and its address the mailingAddress; otherwise the landlord\u2019s address.',
        'Rent "payable on the 1st/15th day of each month" in a blank: rentDueDay from the blank; rentDueDescription null (the wording is split by a filled blank).',
        'Interac e-Transfer to an e-mail gives E-Transfer (not Zelle); no payee and no payment address. Post-dated cheques, where accepted, give Check.',
        'Late "more than five (5) days after the due date": gracePeriodDays 5; 1% of the monthly rent. Returned cheque or pre-authorized debit: nsfPolicy is sentence (b) without its letter.',
        'Deposit clause "shall return the security deposit within 10 days after the tenancy ends, unless \u2026": depositReturnCondition the wording after "the security deposit".',
        ...v.notes,
      ],
    },
  }
}

const INCLUDED = (on: string[]): [string, boolean][] =>
  [
    'Heat',
    'Hot water',
    'Electricity',
    'Parking',
    'Appliances',
    'Laundry',
    'Snow removal (driveway)',
  ].map((s) => [s, on.includes(s)])

export const template: Template = {
  id: 'nova_scotia_standard_form',
  title: 'Nova Scotia standard form of lease with typed blanks and tick boxes',
  exercises:
    'provincial standard form with numbered parts on shaded bars, typed entries on rules, landlord\u2019s agent blank filled or "N/A", tenants with phone and e-mail blanks, civic address / unit / community blanks, tick box for the kind of term (fixed or month to month), YYYY-MM-DD dates, rent due on the 1st or the 15th, Interac e-Transfer with or without post-dated cheques, services-included tick boxes (parking or heat in the rent), deposit capped at half a month with 10-day return, 1% late fee after five days, returned cheque or debit fee, guest nights',
  docs: [
    {
      name: 'tw6_ns_standard_lease_halifax',
      build: () =>
        build({
          landlord: person('Fionnuala', 'MacIsaac-Drummond'),
          llAddr: '62 Oakland Road, Halifax, NS B3M 2N3',
          llPhone: '(902) 555-0127',
          llEmail: 'f.macisaac@example.net',
          agent: {
            name: 'Bedford Basin Rental Services Ltd.',
            addr: '1595 Bedford Highway, Suite 102, Bedford, NS B4A 3Y4',
            phone: '(902) 555-0150',
          },
          tenants: [
            {
              p: person('Lachlan', 'Oduya'),
              phone: '(902) 555-0183',
              email: 'lachlan.oduya@example.com',
            },
            {
              p: person('Signe', 'Arsenault'),
              phone: '(902) 555-0196',
              email: 'signe.arsenault@example.org',
            },
          ],
          street: '5680 Inglis Street',
          unit: 'Apt 3',
          city: 'Halifax, NS B3H 1K2',
          kind: 'fixed',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1895,
          dueDay: 1,
          deposit: 947.5,
          etransfer: 'rent@bedfordbasinrentals.example.com',
          cheques: true,
          included: INCLUDED(['Heat', 'Hot water', 'Parking', 'Appliances']),
          signed: '2027-08-05',
          notes: [
            'Fixed term with an agent (a company with a suite). Rent includes heat, hot water and parking. Deposit is half a month\u2019s rent, with cents.',
          ],
        }),
    },
    {
      name: 'tw6_ns_standard_lease_sydney_scan',
      build: () =>
        build({
          landlord: person('Alasdair', 'Petrie-Nakashima'),
          llAddr: '17 Kings Road, Sydney, NS B1S 1A1',
          llPhone: '(902) 555-0141',
          llEmail: 'apetrie@example.net',
          agent: null,
          tenants: [
            {
              p: person('Rosalind', 'Chiasson'),
              phone: '(902) 555-0172',
              email: 'rchiasson@example.com',
            },
          ],
          street: '244 Charlotte Street',
          unit: 'Unit 2',
          city: 'Sydney, NS B1P 1C5',
          kind: 'monthly',
          start: '2027-11-15',
          end: null,
          rent: 1050,
          dueDay: 15,
          deposit: 525,
          etransfer: 'apetrie@example.net',
          cheques: false,
          included: INCLUDED(['Appliances', 'Laundry']),
          signed: '2027-11-02',
          notes: [
            'Month to month starting on the 15th, rent due on the 15th (rentDueDay 15, no proration). No agent ("N/A"): managementCompany null, mailingAddress the landlord\u2019s. e-Transfer only. One tenant.',
          ],
        }),
      scan: {
        dpi: 145,
        rotate: -1.8,
        shear: 0.018,
        contrast: 0.8,
        noise: 14,
        quality: 50,
        seed: 6707,
      },
    },
  ],
}
