import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { heading, pageNumbers, sign } from '../parts'

type V = {
  provider: string
  providerAddr: string
  providerPhone: string
  officeHours: string | null
  renter: { p: Person; phone: string; email: string; school: string | null }
  room: string
  house: string
  start: string
  end: string | null
  rent: number
  deposit: number
  keyDeposit: number
  payee: string
  payLine: string
  methods: string[]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 52, size: 9.2 })
  const { f } = k
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y - 12,
    width: k.W,
    height: 28,
    borderWidth: 1.4,
    borderColor: rgb(0, 0, 0),
  })
  k.centre('ROOM RENTAL AGREEMENT  \u2014  SHARED HOUSING', 12.5, f.sansBold)
  k.gap(10)
  k.line('Northwest Territories', 8, f.sans)
  k.gap(4)
  k.table(
    [
      ['Provider', v.provider],
      ['Provider address', v.providerAddr],
      ['Provider phone', v.providerPhone],
      ...(v.officeHours ? [['Housing office open', v.officeHours]] : []),
      ['Renter', v.renter.p.full],
      ['Renter phone / e-mail', `${v.renter.phone} / ${v.renter.email}`],
      ...(v.renter.school ? [['Enrolled at', v.renter.school]] : []),
      ['Room', `${v.room} (furnished), with shared kitchen, bath and laundry`],
      ['House', v.house],
    ],
    [0.26, 0.74],
    { size: 8.8 },
  )
  k.table(
    [
      ['Move-in', 'Move-out', 'Monthly rent', 'Security deposit', 'Key deposit'],
      [
        dt(v.start).monthShort,
        v.end ? dt(v.end).monthShort : 'month to month',
        usd(v.rent),
        usd(v.deposit),
        usd(v.keyDeposit),
      ],
    ],
    [0.2, 0.2, 0.2, 0.2, 0.2],
    { size: 8.8, head: true, shade: 0.9 },
  )
  const h = (t: string) => heading(k, t, { size: 9.6, font: f.sansBold, rule: true })
  const p = (s: string) => k.p(s, { after: 5 })
  h('Money')
  p(
    `Rent covers the room, heat, power, water and Wi-Fi. It is due on the 1st of the month. ${v.payLine} Rent that is still unpaid after the 2nd of the month costs an extra $10.00 a day, up to $60.00.`,
  )
  p('A $30.00 fee is charged for any payment that bounces or is reversed.')
  p(
    `The security deposit and the key deposit are refunded within 10 days after move-out if the room is clean, nothing is damaged beyond ordinary wear, and all keys and fobs are returned; otherwise the provider sends a written list of deductions with the balance.`,
  )
  h('House rules')
  for (const r of [
    'Quiet hours are 11:00 p.m. to 7:00 a.m. every night.',
    'Overnight guests: no more than three (3) nights in a row, and the housemates must be told first.',
    'No smoking or vaping anywhere indoors; no candles.',
    'Label your food; the shared fridge is cleaned out every Sunday.',
    'Your room may be entered with 24 hours\u2019 notice for repairs or inspection, or at any time in an emergency.',
    'Block heater cords go in the outdoor outlets only from November through March.',
  ])
    k.p(`\u2022  ${r}`, { after: 2, x: k.L + 8, width: k.W - 8 })
  h('Ending the agreement')
  p(
    v.end
      ? 'The agreement ends on the move-out date above. Either side may end it early only as the Residential Tenancies Act allows.'
      : 'Either side may end this agreement by written notice given at least one full month before the last day of a month.',
  )
  p(`Agreed on ${dt(v.signed).monthShort}.`)
  sign(k, `Provider: ${v.provider}`, { width: 220 })
  sign(k, `Renter: ${v.renter.p.full}`, { width: 220 })
  pageNumbers(k, (i, n) => `Room Rental Agreement  ${i}/${n}`, { align: 'right' })
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: [v.renter.p],
      tenantEmail: v.renter.email,
      tenantPhone: v.renter.phone,
      premisesAddress: v.house,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).monthShort : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      housingProvider: v.provider,
      mailingAddress: v.providerAddr,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: 2,
      nsfFeeFirst: 30,
      rentDueDescription: 'due on the 1st of the month',
      paymentRecipient: v.payee,
      officeHours: v.officeHours,
      nsfPolicy: 'A $30.00 fee is charged for any payment that bounces or is reversed.',
      depositReturnDays: 10,
      depositReturnCondition: null,
      _notes: [
        'Room rental in a shared house: a boxed title, a ruled particulars table (provider, renter with phone and e-mail, room, house), a five-column money table, then short headed sections and a bulleted house-rules list; month-abbreviated dates.',
        'premisesAddress is the house address with the room as the unit ("Room 12"), as the House row writes it. The provider runs the housing itself (managementCompany null); its address is the only address given for it (mailingAddress).',
        '"still unpaid after the 2nd of the month costs an extra $10.00 a day": gracePeriodDays 2 (daily fee, no percentage). The key deposit is not the security deposit. The refund sentence covers both deposits ("The security deposit and the key deposit are refunded \u2026"), so no wording follows "the deposit" alone: depositReturnCondition null, depositReturnDays 10.',
        '"no more than three (3) nights in a row" gives maxGuestStayDays 3.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'nwt_room_rental',
  title: 'Northwest Territories room rental agreement in a shared house',
  exercises:
    'shared-house room rental: boxed title, particulars table (provider, address, phone, housing-office hours or none, renter with phone/e-mail, school or none, room, house with room number), money table with move-in/move-out in abbreviated month dates or "month to month", key deposit apart from the security deposit, rent with utilities "due on the 1st of the month", payee and methods in a sentence (e-Transfer and debit at the office, or cash with receipt and cheque), daily late fee after the 2nd with cap, bounced-or-reversed sentence, joint 10-day refund of both deposits, bulleted house rules with three nights in a row for guests',
  docs: [
    {
      name: 'tw9_nt_room_rental_yellowknife',
      build: () =>
        build({
          provider: 'Tundra Commons Student Housing Co-operative',
          providerAddr: '4915 48th Street, Yellowknife, NT X1A 1N4',
          providerPhone: '(867) 555-0104',
          officeHours: 'weekdays 10:00 a.m. to 3:00 p.m. (Room 101)',
          renter: {
            p: person('Noor', 'Haddad-Kowalczyk'),
            phone: '(867) 555-0172',
            email: 'noor.hk@example.edu',
            school: 'Great Slave Institute of Technology',
          },
          room: 'Room 12',
          house: '4915 48th Street, Room 12, Yellowknife, NT X1A 1N4',
          start: '2027-08-28',
          end: '2028-04-30',
          rent: 895,
          deposit: 447.5,
          keyDeposit: 50,
          payee: 'Tundra Commons Co-op',
          payLine:
            'Pay by Interac e-Transfer to rent@tundracommons.example.ca, or by debit card at the housing office; e-Transfers and receipts are in the name of Tundra Commons Co-op.',
          methods: ['E-Transfer'],
          signed: '2027-08-20',
          notes: [
            'A student housing co-operative as provider, with housing-office hours (officeHours). Payee as written: "in the name of Tundra Commons Co-op". Debit card at the office is not one of the payment-method words (only E-Transfer listed). Fixed academic term; moves in Aug. 28 with no prorated amount stated (proratedRent null).',
          ],
        }),
    },
    {
      name: 'tw9_nt_room_rental_hay_river',
      build: () =>
        build({
          provider: 'Leontyne Shortreed',
          providerAddr: '21 Riverview Drive, Hay River, NT X0E 0R6',
          providerPhone: '(867) 555-0138',
          officeHours: null,
          renter: {
            p: person('Jasper', 'Nwachukwu'),
            phone: '(867) 555-0119',
            email: 'jasper.nwachukwu@example.com',
            school: null,
          },
          room: 'Upstairs Room 2',
          house: '21 Riverview Drive, Upstairs Room 2, Hay River, NT X0E 0R6',
          start: '2027-10-01',
          end: null,
          rent: 760,
          deposit: 380,
          keyDeposit: 25,
          payee: 'Leontyne Shortreed',
          payLine:
            'Pay cash (a receipt is always given) or a cheque made payable to Leontyne Shortreed, handed to her at the house.',
          methods: ['Cash', 'Check'],
          signed: '2027-09-24',
          notes: [
            'A homeowner renting a room in the house she lives in; month to month. Cheque "made payable to" the owner (paymentRecipient); handed over at the house, which the lease does not write out again as a place of payment (paymentAddress null).',
          ],
        }),
    },
  ],
}
