import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, pageNumbers, room, signPair } from '../parts'

type V = {
  owner: string
  ownerHome: string
  homeWord: 'residence' | 'office'
  agent: string
  agentAddr: string
  agentPhone: string
  hours: string
  remit: string
  payee: string
  bank: string
  routing: string
  account: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  island: string
  start: string
  end: string
  rent: number
  deposit: number
  yardFee: number | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 60, size: 9.6 })
  const { f, p } = k
  const art = (roman: string, title: string) => {
    room(k, 60)
    k.gap(5)
    k.centre(`ARTICLE ${roman}`, 10, f.bold)
    k.centre(title, 9.6, f.bold)
    k.gap(1)
  }
  const a = (letter: string, text: string) =>
    p([`${letter}.  ${text}`], { x: k.L + 16, width: k.W - 16, size: 9.6 })
  const n = (num: string, text: string) =>
    p([`${num}.  ${text}`], { x: k.L + 36, width: k.W - 36, size: 9.4 })
  k.centre('RENTAL AGREEMENT', 16, f.bold)
  k.centre(`(Dwelling Unit \u2014 Island of ${v.island}, State of Hawaii)`, 9, f.italic)
  k.gap(8)
  p(
    `THIS RENTAL AGREEMENT is made on ${dt(v.signed).dayMonth} by ${v.owner}, whose ${v.homeWord} is ${v.ownerHome} ("Owner"), through ${v.agent} ("Agent"), and ${andList(v.tenants.map((t) => t.p.full))} ("Tenant").`,
  )
  art('I', 'THE DWELLING UNIT AND THE TERM')
  a(
    'A',
    `The Owner rents to the Tenant the dwelling unit at ${v.premises} (the "Unit"), furnished with range, refrigerator and washer.`,
  )
  a('B', `The term begins on ${dt(v.start).dayMonth} and ends on ${dt(v.end).dayMonth}.`)
  a(
    'C',
    v.occupants.length
      ? `The Unit shall be occupied only by the Tenant together with ${andList(v.occupants.map((o) => o.full))}.`
      : 'The Unit shall be occupied only by the Tenant.',
  )
  art('II', 'RENT AND OTHER MONEY')
  a(
    'A',
    `Rent. The rent is ${moneyWords(v.rent)} per month, payable monthly in advance on the first day of each month. Rent includes any Hawaii general excise tax the Owner owes on it.` +
      (v.yardFee
        ? ` A yard-service charge of ${usd(v.yardFee)} per month is billed separately and is not rent.`
        : ''),
  )
  a('B', 'Manner of payment. The Tenant shall pay rent in one of the following ways:')
  n(
    '1',
    `by bank transfer to the Agent\u2019s client trust account at ${v.bank}, routing no. ${v.routing}, account no. ${v.account}, with the Unit address as the reference; or`,
  )
  n('2', `by personal or cashier\u2019s check payable to ${v.payee}, mailed to ${v.remit}.`)
  a(
    'C',
    'Late charge. A late charge of eight percent (8%) of the monthly rent is due on rent received after the fifth (5th) day of the month.',
  )
  a('D', 'Dishonored payments. Dishonored payments incur a $25.00 fee.')
  const moveIn = v.rent + v.deposit
  a(
    'E',
    `Security deposit. The Tenant has paid a security deposit of ${moneyWords(v.deposit)}. The Agent shall return the security deposit, together with a written statement of any amounts retained, within fourteen (14) days after the termination of this Agreement.`,
  )
  a(
    'F',
    `Paid at signing. First month\u2019s rent ${usd(v.rent)} and security deposit ${usd(v.deposit)}, in all ${usd(moveIn)}.`,
  )
  art('III', 'USE OF THE UNIT')
  a(
    'A',
    'Guests. No guest may stay in the Unit more than ten (10) days in any thirty-day period without the Agent\u2019s written consent.',
  )
  a(
    'B',
    'Care. The Tenant shall keep the Unit clean, dispose of rubbish properly and report leaks, termites and pest problems promptly.',
  )
  a(
    'C',
    'Entry. The Agent may enter after two (2) days\u2019 notice at reasonable times, or without notice in an emergency.',
  )
  a(
    'D',
    'Utilities. The Tenant pays electricity and internet; the Owner pays water, sewer and refuse.',
  )
  art('IV', 'AGENT ON ISLAND AND NOTICES')
  a(
    'A',
    `Because the Owner is not resident in the State of Hawaii, the Owner designates the Agent, which does business on the island where the Unit is located, as the Owner\u2019s agent for this tenancy. Agent: ${v.agent}, ${v.agentAddr}, telephone ${v.agentPhone}; its office is open ${v.hours} (Hawaii time).`,
  )
  a('B', `Notices to the Owner shall be sent in care of the Agent at ${v.agentAddr}.`)
  a(
    'C',
    `Notices to the Tenant shall be delivered to the Unit or sent to ${v.tenants.map((t) => `${t.email} (telephone ${t.phone})`).join(' and ')}.`,
  )
  k.gap(6)
  signPair(
    k,
    [`OWNER: ${v.owner}`, `by ${v.agent}, Agent`],
    [`TENANT: ${v.tenants[0]?.p.full ?? ''}`],
  )
  for (const t of v.tenants.slice(1)) signPair(k, [''], [`TENANT: ${t.p.full}`])
  pageNumbers(k, (i, nn) => `Rental Agreement \u2014 ${i} of ${nn}`, { align: 'center' })
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
      terminationDateText: dt(v.end).dayMonth,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['Bank Transfer', 'Check', "Cashier's Check"],
      bankAccount: v.account,
      lateFeePercentage: 8,
      gracePeriodDays: 5,
      nsfFeeFirst: 25,
      totalMoveInCost: moveIn,
      rentDueDescription: 'payable monthly in advance on the first day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.remit,
      officeHours: v.hours,
      nsfPolicy: 'Dishonored payments incur a $25.00 fee.',
      depositReturnDays: 14,
      depositReturnCondition:
        'together with a written statement of any amounts retained, within fourteen (14) days after the termination of this Agreement',
      _notes: [
        'Agreement in articles with lettered paragraphs and numbered sub-items (outline indents), dates as "1 October 2027" (day month year); terminationDateText as written; rent and deposit in words with figures.',
        'Owner lives on the mainland and acts through an on-island agent: housingProvider the owner as the opening paragraph writes it; the owner\u2019s mainland residence or office is a distractor; notices go "in care of the Agent" (mailingAddress the agent\u2019s office). Office hours from Article IV.',
        'Payment: bank transfer to the agent\u2019s client trust account (bankAccount the account number; routing number a distractor), or personal/cashier\u2019s check payable to the payee as written, mailed to a P.O. box (paymentAddress).',
        'Late on rent "received after the fifth (5th) day": gracePeriodDays 5, 8%. nsfPolicy is paragraph II.D without its letter and heading. Guests "ten (10) days in any thirty-day period" gives 10.',
        'totalMoveInCost is "Paid at signing" (first month + deposit). Tenants\u2019 e-mails and phones only in the notices paragraph IV.C.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'hawaii_outline_offisland_owner',
  title: 'Hawaii rental agreement in outline form for an owner living off-island',
  exercises:
    'articles with roman numerals and centred titles, lettered paragraphs and numbered sub-items, day-month-year dates ("1 October 2027"), off-island owner (a couple or an LLC) with a mainland residence as a distractor, on-island agent designation with address, phone and office hours, notices in care of the agent, rent in words including general excise tax, yard-service charge apart from rent in one, bank transfer to a client trust account with routing and account numbers or personal/cashier\u2019s check to a payee at a P.O. box, 8% late after the 5th, one-sentence dishonored-payment fee, 14-day deposit return with a statement, paid-at-signing total, guest days per thirty days, tenants\u2019 e-mails and phones in the notices paragraph',
  docs: [
    {
      name: 'tw7_hi_rental_agreement_hilo',
      build: () =>
        build({
          owner: 'Desmond and Lorraine Akana',
          ownerHome: '8120 SW Canyon Lane, Beaverton, OR 97005',
          homeWord: 'residence',
          agent: 'Mauna Kea Realty Management, Inc.',
          agentAddr: '75 Kamehameha Avenue, Suite 204, Hilo, HI 96720',
          agentPhone: '(808) 555-0161',
          hours: 'Monday\u2013Friday, 8:00 a.m.\u20134:30 p.m.',
          remit: 'P.O. Box 4471, Hilo, HI 96720',
          payee: 'Mauna Kea Realty Management, Inc.',
          bank: 'Bank of the Islands',
          routing: '121 301 578',
          account: '0093-514207',
          tenants: [
            {
              p: person('Noelani', 'Kahananui-Price'),
              phone: '(808) 555-0177',
              email: 'noelani.kp@example.com',
            },
          ],
          occupants: [],
          premises: '1480 Kilauea Avenue, Unit 6, Hilo, HI 96720',
          island: 'Hawaii',
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 1650,
          deposit: 1650,
          yardFee: null,
          signed: '2027-09-16',
          notes: ['Owners a married couple living in Oregon. One tenant, no occupants.'],
        }),
    },
    {
      name: 'tw7_hi_rental_agreement_kailua',
      build: () =>
        build({
          owner: 'Lanikai Cottage Holdings LLC',
          ownerHome: '2250 E Tropicana Avenue, Suite 19, Las Vegas, NV 89119',
          homeWord: 'office',
          agent: 'Windward Oahu Property Services LLC',
          agentAddr: '600 Kailua Road, Suite 112, Kailua, HI 96734',
          agentPhone: '(808) 555-0134',
          hours: 'weekdays 9:00 a.m. to 5:00 p.m.',
          remit: 'P.O. Box 1316, Kailua, HI 96734',
          payee: 'Windward Oahu Property Services LLC, Agent',
          bank: 'Koolau Federal Credit Union',
          routing: '321 379 070',
          account: '55 0178 2291 04',
          tenants: [
            {
              p: person('Keoni', 'Marchbanks'),
              phone: '(808) 555-0118',
              email: 'keoni.marchbanks@example.org',
            },
            {
              p: person('Haruka', 'Ellingsen'),
              phone: '(808) 555-0195',
              email: 'haruka.e@example.com',
            },
          ],
          occupants: [person('Mika', 'Marchbanks'), person('Leo', 'Marchbanks')],
          premises: '418 Kawailoa Road, Kailua, HI 96734',
          island: 'Oahu',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 3400,
          deposit: 3400,
          yardFee: 60,
          signed: '2027-06-14',
          notes: [
            'Owner an LLC with a Las Vegas office (distractor). Two tenants and two occupants (no ages); a house with no unit. The yard-service charge is not rent. Payee written with ", Agent".',
          ],
        }),
    },
  ],
}
