import { rgb } from 'pdf-lib'
import { clause, dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { boxedText, heading, leaders, pageNumbers, room, sign } from '../parts'

type V = {
  agent: string
  agentAddrWritten: string
  agentAddr: string
  remit: string
  hours: string
  agentPhone: string
  portal: string
  owner: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: { p: Person; age: number }[]
  premisesWritten: string
  premises: string
  start: string
  end: string
  rent: number
  prorated: number | null
  deposit: number
  petRent: number | null
  petFee: number | null
  payee: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 58, size: 9.4 })
  const { f, p } = k
  // letterhead: name left, contact block right
  const top = k.w.y
  k.w.page.drawText(v.agent, { x: k.L, y: top, size: 13, font: f.bold, color: rgb(0.15, 0.2, 0.4) })
  k.w.page.drawText('Residential Leasing \u00b7 Maintenance \u00b7 Owner Services', {
    x: k.L,
    y: top - 13,
    size: 8,
    font: f.italic,
  })
  const right = [v.agentAddrWritten, `Office ${v.agentPhone}`, `Office hours: ${v.hours}`]
  right.forEach((l, i) =>
    k.w.page.drawText(l, {
      x: k.L + k.W - f.sans.widthOfTextAtSize(l, 7.6),
      y: top - i * 9.6,
      size: 7.6,
      font: f.sans,
    }),
  )
  k.w.page.drawLine({
    start: { x: k.L, y: top - 30 },
    end: { x: k.L + k.W, y: top - 30 },
    thickness: 1.2,
    color: rgb(0.15, 0.2, 0.4),
  })
  k.w.y = top - 54
  k.centre('LEASE OF RESIDENTIAL PREMISES', 14)
  k.centre('Part One \u2014 Particulars', 10, f.italic)
  k.gap(4)
  p(
    'The particulars below are part of this lease. Where the terms in Part Two refer to an item by its letter, the entry against that letter applies.',
    { size: 8.8 },
  )
  k.gap(2)
  const money = (n: number) => usd(n)
  const move =
    (v.prorated ?? v.rent) +
    v.deposit +
    (v.petFee ?? 0) +
    (v.petRent && v.prorated === null ? v.petRent : 0)
  const items: [string, string][] = [
    ['(A) Owner', v.owner],
    ['(B) Agent for the Owner', v.agent],
    ...v.tenants.map(
      (t, i) =>
        [
          i === 0 ? '(C) Resident(s)' : '',
          `${t.p.full} \u2014 tel. ${t.phone} \u2014 ${t.email}`,
        ] as [string, string],
    ),
    [
      '(D) Others who may live there',
      v.occupants.length
        ? v.occupants.map((o) => `${o.p.full}, aged ${o.age}`).join('; ')
        : 'No one else.',
    ],
    ['(E) Premises', v.premisesWritten],
    ['(F) Commencement date', dt(v.start).long],
    ['(G) Expiry date', dt(v.end).long],
    ['(H) Monthly rent', money(v.rent)],
    ['(I) Rent day', 'in advance on the first (1st) day of every month'],
    [
      '(J) First payment',
      v.prorated
        ? `${money(v.prorated)} for ${dt(v.start).long} to the end of that month`
        : `${money(v.rent)}, a full month`,
    ],
    ['(K) Security deposit', money(v.deposit)],
    [
      '(L) Pets',
      v.petRent
        ? `One cat. Pet rent ${money(v.petRent)} a month, billed with the rent but not part of it` +
          (v.petFee ? `; one-time pet fee ${money(v.petFee)}` : '')
        : 'None permitted.',
    ],
    ['(M) Payee for checks', v.payee],
    ['(N) Remittance address', v.remit],
    ['(O) Resident portal', v.portal],
    ['(P) Move-in funds due before keys', money(move)],
    [
      '(Q) After-hours emergencies only',
      `${v.agentPhone.slice(0, 6)} 555-0199 (answering service)`,
    ],
  ]
  for (const [label, value] of items) leaders(k, label, value, { size: 9, valueX: k.L + 176 })
  k.gap(4)
  heading(k, 'Part Two \u2014 Terms', { size: 11, rule: true })
  const t = (n: number, head: string, body: string) =>
    clause(k.w, f, `${n}. ${head}.`, [body], {
      size: 9,
      x: k.L,
      width: k.W,
      leading: 1.36,
      after: 5,
      bottom: 50,
    })
  t(
    1,
    'Letting',
    'The Owner, through the Agent, lets the Premises (item E) to the Resident(s) (item C) from the Commencement date to the Expiry date (items F and G). Each Resident is responsible for the whole rent and for every obligation of this lease, not only a share.',
  )
  t(
    2,
    'Rent',
    'The Resident pays the Monthly rent (item H) on the Rent day (item I) without demand or deduction. The first payment is item J. Payment is by personal check, cashier\u2019s check or money order made out to the payee in item M and mailed to the remittance address in item N, or by e-check (ACH) through the resident portal in item O. The Agent\u2019s office does not take cash or rent deliveries at the counter.',
  )
  t(
    3,
    'Late rent and returned payments',
    'Rent not received by the close of business on the 5th incurs a late fee of $40.00. A charge of $35.00 applies to every dishonored check or reversed electronic payment.',
  )
  t(
    4,
    'Security deposit',
    'The deposit in item K secures the Resident\u2019s performance and is not a payment of rent. The Agent will return the deposit, less any itemized damages and unpaid amounts, within 30 days after the Resident vacates, by first-class mail to the forwarding address the Resident supplies.',
  )
  t(
    5,
    'Occupancy and visitors',
    'Only the persons in items C and D may live at the Premises. A visitor may not stay more than ten (10) consecutive nights without the Agent\u2019s written consent.',
  )
  t(
    6,
    'Upkeep and access',
    'The Resident keeps the Premises clean, shovels the walks and steps of the Resident\u2019s entrance, and reports defects promptly. The Agent may enter at reasonable hours after 24 hours\u2019 notice, or at any time in an emergency. Furnace filters are changed by the Agent in October and March.',
  )
  t(
    7,
    'Utilities',
    'The Resident pays electricity and natural gas in the Resident\u2019s own name. Water, sewer and refuse are paid by the Owner.',
  )
  t(
    8,
    'Notices',
    `Notices to the Owner are given to the Agent at ${v.agentAddrWritten}. Notices to the Resident are given at the Premises or by e-mail to the address in item C.`,
  )
  room(k, 120)
  boxedText(
    k,
    'NOTICE REQUIRED BY MICHIGAN LAW: You must notify your landlord in writing within 4 days after you move of a forwarding address where you can be reached and where you will receive mail; otherwise your landlord shall be relieved of sending you an itemized list of damages and the penalties adherent to that failure.',
    { size: 8.2, font: f.bold },
  )
  boxedText(
    k,
    'NOTICE: Michigan law establishes rights and obligations for parties to rental agreements. This agreement is required to comply with the Truth in Renting Act. If you have a question about the interpretation or legality of a provision of this agreement, you may want to seek assistance from a lawyer or other qualified person.',
    { size: 8.2 },
  )
  k.gap(6)
  p(`Signed ${dt(v.signed).long}.`, { size: 9 })
  sign(k, `${v.agent}, Agent for the Owner`, { width: 260 })
  for (const tn of v.tenants) sign(k, `Resident: ${tn.p.full}`, { width: 260 })
  pageNumbers(k, (i, n) => `Lease of ${v.premisesWritten} \u2014 page ${i} of ${n}`, {
    align: 'left',
  })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((x) => x.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['Check', "Cashier's Check", 'Money Order', 'ACH', 'Online Portal'],
      gracePeriodDays: 5,
      nsfFeeFirst: 35,
      totalMoveInCost: move,
      proratedRent: v.prorated,
      rentDueDescription: 'in advance on the first (1st) day of every month',
      paymentRecipient: v.payee,
      paymentAddress: v.remit,
      officeHours: v.hours,
      nsfPolicy:
        'A charge of $35.00 applies to every dishonored check or reversed electronic payment.',
      depositReturnDays: 30,
      depositReturnCondition:
        'less any itemized damages and unpaid amounts, within 30 days after the Resident vacates, by first-class mail to the forwarding address the Resident supplies',
      _notes: [
        'Manager\u2019s house lease in two parts: lettered particulars (A)\u2013(Q) set with dotted leaders, then numbered terms that refer back to the letters; Michigan forwarding-address and Truth in Renting notices in boxes.',
        'Agent letterhead with the suite or floor before the street (truth after it) and office hours; notices go to the office (mailingAddress), checks to a separate remittance P.O. box (paymentAddress). The payee is item M as written.',
        'Methods in term 2: personal check, cashier\u2019s check, money order, portal e-check (ACH) \u2192 Check, Cashier\u2019s Check, Money Order, ACH, Online Portal. Cash refused.',
        '"Rent not received by the close of business on the 5th": gracePeriodDays 5; flat $40 so lateFeePercentage null. nsfPolicy is the second sentence of term 3.',
        'Deposit "will return the deposit, less \u2026": depositReturnCondition is the wording after "the deposit". The after-hours answering-service number is a distractor.',
        'totalMoveInCost is item P (first payment + deposit, plus any one-time pet fee and first pet rent where the first month is full).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'michigan_particulars_leaders',
  title:
    'Michigan manager\u2019s lease with lettered particulars and terms that refer back to them',
  exercises:
    'agent letterhead with the suite or floor before the street, contact block and office hours at the right, lettered particulars with dotted leaders (owner a trustee or an individual, residents with phones and e-mails on one line each, occupants with ages, long dates, rent day wording, first payment prorated or full, pet rent apart from rent, payee, remittance P.O. box, portal, move-in funds), numbered terms referring to the letters, checks/cashier\u2019s checks/money orders or portal e-check, no cash, flat late fee after the 5th, dishonored-payment sentence, 30-day deposit return by mail to a forwarding address, consecutive-night visitor limit, Michigan statutory notices in boxes, after-hours number as a distractor',
  docs: [
    {
      name: 'tw7_mi_pm_lease_marquette',
      build: () =>
        build({
          agent: 'Superior Shoreline Property Management, Inc.',
          agentAddrWritten: 'Suite 210, 301 N Front Street, Marquette, MI 49855',
          agentAddr: '301 N Front Street, Suite 210, Marquette, MI 49855',
          remit: 'P.O. Box 1187, Marquette, MI 49855',
          hours: 'Mon.\u2013Fri. 9:00 a.m. to 4:30 p.m.',
          agentPhone: '(906) 555-0140',
          portal: 'residents.superiorshoreline.example.com',
          owner: 'Cordelia M. Haapala, Trustee of the Haapala Living Trust',
          tenants: [
            {
              p: person('Soren', 'Lindqvist-Abara'),
              phone: '(906) 555-0162',
              email: 'soren.la@example.com',
            },
            {
              p: person('Priya', 'Kettunen'),
              phone: '(906) 555-0178',
              email: 'pkettunen@example.net',
            },
          ],
          occupants: [],
          premisesWritten: '1127 W Ridge Street, Lower Flat, Marquette, MI 49855',
          premises: '1127 W Ridge Street, Lower Flat, Marquette, MI 49855',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1195,
          prorated: null,
          deposit: 1500,
          petRent: null,
          petFee: null,
          payee: 'Superior Shoreline PM \u2013 Client Trust Account',
          signed: '2027-08-12',
          notes: [
            'Owner is a trustee, written as the particulars write it (housingProvider). Payee is the agent\u2019s trust account as written in item M. Two residents, no occupants; first month full, so proratedRent null and move-in funds = rent + deposit.',
          ],
        }),
    },
    {
      name: 'tw7_mi_pm_lease_traverse_city',
      build: () =>
        build({
          agent: 'Grand Traverse Bay Residential Management LLC',
          agentAddrWritten: 'Second Floor, 125 Park Street, Traverse City, MI 49684',
          agentAddr: '125 Park Street, Second Floor, Traverse City, MI 49684',
          remit: 'P.O. Box 6620, Traverse City, MI 49696',
          hours: 'weekdays 8:30 a.m. to 5:00 p.m.',
          agentPhone: '(231) 555-0125',
          portal: 'gtbrm.example.com/pay',
          owner: 'Lorne T. Vandenberg',
          tenants: [
            {
              p: person('Maren', 'Oyelowo-Fisk'),
              phone: '(231) 555-0183',
              email: 'maren.of@example.org',
            },
          ],
          occupants: [
            { p: person('Ada', 'Oyelowo-Fisk'), age: 9 },
            { p: person('Theo', 'Oyelowo-Fisk'), age: 6 },
          ],
          premisesWritten: 'Unit 4, 518 Webster Street, Traverse City, MI 49686',
          premises: '518 Webster Street, Unit 4, Traverse City, MI 49686',
          start: '2027-06-15',
          end: '2028-05-31',
          rent: 1380,
          prorated: 736,
          deposit: 1380,
          petRent: 30,
          petFee: 150,
          payee: 'Lorne T. Vandenberg',
          signed: '2027-06-02',
          notes: [
            'Owner an individual, also the payee (checks to him at the agent\u2019s remittance box). Unit written before the street in item E; truth after it.',
            'Starts on the 15th: item J is the prorated first payment (16 of 30 days) = proratedRent; move-in funds = prorated rent + deposit + one-time pet fee. Pet rent is not rent. One resident with two children (ages).',
          ],
        }),
    },
  ],
}
