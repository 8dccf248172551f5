import { rgb } from 'pdf-lib'
import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, columns, pageNumbers, signPair } from '../parts'

type V = {
  landlord: string
  landlordAddr: string
  agent: { name: string; addr: string; phone: string; hours: string } | null
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  parking: number
  portal: string
  signed: string
  notes: string[]
}

const day = (iso: string) => dt(iso).dayMonth

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 50, size: 8.6 })
  const { f } = k
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 10 },
    end: { x: k.L + k.W, y: k.w.y + 10 },
    thickness: 2.4,
    color: rgb(0.35, 0.1, 0.1),
  })
  k.w.page.drawText('LEASE', {
    x: k.L,
    y: k.w.y - 14,
    size: 24,
    font: f.bold,
    color: rgb(0.35, 0.1, 0.1),
  })
  k.w.page.drawText('of a dwelling unit in the State of West Virginia', {
    x: k.L + 84,
    y: k.w.y - 12,
    size: 9,
    font: f.italic,
  })
  k.w.y -= 34
  const who = [
    `Landlord: ${v.landlord}, ${v.landlordAddr}`,
    ...(v.agent
      ? [
          `Managing agent: ${v.agent.name}, ${v.agent.addr}, ${v.agent.phone} (office hours ${v.agent.hours})`,
        ]
      : []),
    `Tenants: ${andList(v.tenants.map((t) => t.p.full))}`,
    `Premises: ${v.premises}`,
  ]
  for (const l of who) k.p(l, { size: 8.8, after: 1, font: f.sansBold })
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 2 },
    end: { x: k.L + k.W, y: k.w.y + 2 },
    thickness: 0.8,
  })
  k.gap(10)
  const payTo = v.agent ? v.agent.name : v.landlord
  const notices = v.agent
    ? `${v.agent.name} at ${v.agent.addr}`
    : `the Landlord at ${v.landlordAddr}`
  columns(k, [
    {
      head: '1 Term',
      body: `This lease runs from ${day(v.start)} to ${day(v.end)}, both days included. At the end of the term it ends without further notice unless renewed in writing.`,
    },
    {
      head: '2 Rent',
      body: `Rent is ${moneyWords(v.rent, 'upper')} per month, due and payable on or before the first day of each calendar month. Rent is paid through the online portal at ${v.portal} by electronic check (ACH) or in person by cashier\u2019s check or money order made payable to ${payTo}. Personal checks and cash are not accepted.`,
    },
    {
      head: '3 Late rent',
      body: 'A late fee of five percent (5%) of the monthly rent is charged on any rent that remains unpaid at the end of the sixth (6th) day of the month.',
    },
    {
      head: '4 Dishonored payments',
      body: 'Each electronic check or other payment that is dishonored will be charged a fee of $25.00.',
    },
    {
      head: '5 Security deposit',
      body: `The Tenants have paid a security deposit of ${usd(v.deposit)}. The Landlord will return the deposit, minus the cost of repairing damage beyond normal wear and tear and any unpaid rent, within sixty (60) days after the Tenants surrender the premises, with an itemized statement of any deductions.`,
    },
    {
      head: '6 Occupants',
      body: v.occupants.length
        ? `The premises may be occupied only by the Tenants and ${andList(v.occupants.map((o) => o.full))}.`
        : 'The premises may be occupied only by the Tenants named above.',
    },
    {
      head: '7 Guests',
      body: 'A guest may stay no more than five (5) consecutive nights, and no more than ten (10) nights in any month, without the Landlord\u2019s written consent.',
    },
    {
      head: '8 Parking',
      body: `One off-street space is assigned for ${usd(v.parking)} a month, billed with rent. The parking charge is not rent and may be ended by either party on thirty days\u2019 notice.`,
    },
    {
      head: '9 Utilities',
      body: 'The Tenants pay electricity and internet. The Landlord pays water, sewer, gas heat and trash collection.',
    },
    {
      head: '10 Maintenance',
      body: 'The Tenants keep the premises clean and safe, replace smoke-alarm batteries, and report water leaks at once. The Landlord maintains the structure, heating, plumbing and electrical systems.',
    },
    {
      head: '11 Entry',
      body: 'The Landlord may enter at reasonable times after reasonable notice to inspect, repair or show the premises, and at any time in an emergency.',
    },
    {
      head: '12 Notices',
      body: `Notices to the Landlord go to ${notices}. Notices to the Tenants go to the premises and to the e-mail addresses below.`,
    },
    {
      head: '13 Joint liability',
      body: 'Each Tenant is responsible for the whole rent and every obligation of this lease.',
    },
  ])
  k.p(`Signed on ${day(v.signed)}.`, { size: 8.8 })
  signPair(k, [`Landlord: ${v.landlord}`, ...(v.agent ? [`by ${v.agent.name}, agent`] : [])], [''])
  for (const t of v.tenants)
    signPair(k, [`Tenant: ${t.p.full}`, `${t.phone} \u00b7 ${t.email}`], [''])
  pageNumbers(k, (i, n) => `West Virginia dwelling lease \u00b7 ${i} of ${n}`, { align: 'center' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: day(v.end),
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 5,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.agent ? v.agent.addr : v.landlordAddr,
      acceptedPaymentMethods: ['Online Portal', 'ACH', "Cashier's Check", 'Money Order'],
      lateFeePercentage: 5,
      gracePeriodDays: 6,
      nsfFeeFirst: 25,
      rentDueDescription: 'due and payable on or before the first day of each calendar month',
      paymentRecipient: payTo,
      officeHours: v.agent?.hours ?? null,
      nsfPolicy:
        'Each electronic check or other payment that is dishonored will be charged a fee of $25.00.',
      depositReturnDays: 60,
      depositReturnCondition:
        'minus the cost of repairing damage beyond normal wear and tear and any unpaid rent, within sixty (60) days after the Tenants surrender the premises, with an itemized statement of any deductions',
      _notes: [
        'Two-column lease: a full-width title and parties block, then thirteen short sections set in newspaper columns (headings on their own line, no column rule); day-month-year dates ("1 August 2027"); rent in capital words with figures.',
        'Tenants\u2019 phones and e-mails only under their signatures (first tenant\u2019s are tenantPhone/tenantEmail). mailingAddress follows section 12 (the agent where there is one).',
        'Methods: portal electronic check (ACH), cashier\u2019s check, money order \u2192 Online Portal, ACH, Cashier\u2019s Check, Money Order; personal checks and cash refused. Payee "made payable to" (paymentRecipient); paid in person, no mailing address for rent (paymentAddress null).',
        '"five percent (5%) of the monthly rent \u2026 unpaid at the end of the sixth (6th) day": lateFeePercentage 5, gracePeriodDays 6. Guests "no more than five (5) consecutive nights, and no more than ten (10) nights in any month": maxGuestStayDays 5 (consecutive nights first, as in earlier batches).',
        'The assigned parking space is not rent.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'west_virginia_two_column',
  title: 'West Virginia dwelling lease set in two newspaper columns',
  exercises:
    'full-width title with a coloured rule and a bold parties block (landlord with address, agent with address, phone and office hours or none, tenants, premises), thirteen sections in two newspaper columns with headings on their own line, day-month-year dates, rent in capital words, portal ACH or cashier\u2019s check/money order to a payee, personal checks and cash refused, 5% late at the end of the 6th day, dishonored-payment sentence, 60-day deposit return with a statement, consecutive-night and monthly guest limits, parking space apart from rent, four tenants in one, tenants\u2019 phones and e-mails only under their signatures',
  docs: [
    {
      name: 'tw8_wv_lease_morgantown',
      build: () =>
        build({
          landlord: 'Monongahela Flats LLC',
          landlordAddr: '88 Hoffman Avenue, Morgantown, WV 26505',
          agent: {
            name: 'Cheat Lake Rental Group',
            addr: '450 Chestnut Ridge Road, Suite 120, Morgantown, WV 26505',
            phone: '(304) 555-0127',
            hours: 'Mon\u2013Fri 9am\u20135pm',
          },
          tenants: [
            {
              p: person('Ignatius', 'Poole'),
              phone: '(304) 555-0161',
              email: 'ipoole@example.edu',
            },
            {
              p: person('Bryony', 'Szczepanski'),
              phone: '(304) 555-0174',
              email: 'bryony.sz@example.com',
            },
            {
              p: person('Oluwaseun', 'Adeyemi'),
              phone: '(304) 555-0185',
              email: 'seun.adeyemi@example.org',
            },
            {
              p: person('Callum', 'Fairweather'),
              phone: '(304) 555-0196',
              email: 'callumf@example.net',
            },
          ],
          occupants: [],
          premises: '231 Grant Avenue, Morgantown, WV 26505',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 2200,
          deposit: 2200,
          parking: 40,
          portal: 'cheatlakerentals.example.com',
          signed: '2027-04-22',
          notes: [
            'Four tenants jointly in one house, no occupants; an LLC landlord with a managing agent (managementCompany, officeHours, mailingAddress from the agent line and section 12). Payee is the agent.',
          ],
        }),
    },
    {
      name: 'tw8_wv_lease_huntington',
      build: () =>
        build({
          landlord: 'Perpetua A. Blankenship',
          landlordAddr: '1530 Fifth Avenue, Huntington, WV 25701',
          agent: null,
          tenants: [
            {
              p: person('Desmond', 'Okafor'),
              phone: '(304) 555-0143',
              email: 'desmond.okafor@example.com',
            },
          ],
          occupants: [person('Lila', 'Okafor')],
          premises: '612 Ninth Street, Apartment 2B, Huntington, WV 25701',
          start: '2027-12-01',
          end: '2028-11-30',
          rent: 845,
          deposit: 845,
          parking: 25,
          portal: 'pay.blankenshiprentals.example.net',
          signed: '2027-11-12',
          notes: [
            'Individual landlord with no agent (managementCompany and officeHours null); her address is mailingAddress and she is the payee. One tenant with one occupant.',
          ],
        }),
    },
  ],
}
