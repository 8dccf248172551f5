import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { band, boxedText, signPair } from '../parts'

type V = {
  host: Person
  hostPhone: string
  hostAddr: string
  roomer: { p: Person; phone: string; email: string }
  sponsor: { label: string; name: string; phone: string } | null
  room: string
  street: string
  town: string
  start: string
  end: string | null
  rent: number
  deposit: number
  meals: number | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 56, size: 9 })
  const { f } = k
  k.centre('ROOM RENTAL AGREEMENT', 13, f.sansBold)
  k.centre('shared house \u2014 one room, common kitchen and bath', 8.4, f.sans)
  k.gap(6)
  band(k, 'PART A  WHO AND WHERE')
  const rows: string[][] = [
    ['Item', 'Details'],
    ['House owner (landlord)', `${v.host.full}; ${v.hostPhone}`],
    ['Owner\u2019s address for papers', v.hostAddr],
    ['Roomer (tenant)', v.roomer.p.full],
    ['Roomer\u2019s phone / e-mail', `${v.roomer.phone} / ${v.roomer.email}`],
  ]
  if (v.sponsor) rows.push([v.sponsor.label, `${v.sponsor.name}, ${v.sponsor.phone}`])
  rows.push(['Room', `${v.room} of the house at ${v.street}, ${v.town}`])
  k.table(rows, [0.32, 0.68], { head: true, size: 8.6, shade: 0.9 })
  band(k, 'PART B  DATES AND MONEY  (dates are written year-month-day)')
  const dueText = 'due on or before the 1st day of each month'
  const money: string[][] = [
    ['Item', 'Details'],
    ['First night', dt(v.start).iso],
    ['Last night', v.end ? dt(v.end).iso : 'none set \u2014 month-to-month'],
    [
      'Rent for the room',
      `${usd(v.rent)} per month, ${dueText}; heat, power, water and Wi-Fi included`,
    ],
    ['Security deposit', usd(v.deposit)],
  ]
  if (v.meals)
    money.push([
      'Optional supper plan',
      `${usd(v.meals)} per month if chosen; may be stopped any month`,
    ])
  money.push([
    'How to pay',
    'Interac e-Transfer to the owner\u2019s phone number above, or cash to the owner (receipt given)',
  ])
  k.table(money, [0.32, 0.68], { head: true, size: 8.6, shade: 0.9 })
  band(k, 'PART C  RULES OF THE HOUSE')
  const nsf = 'A reversed or bounced payment costs $20.00.'
  const ret =
    'within ten (10) days after move-out, minus unpaid rent and the cost of repairing damage to the room or shared areas'
  const rules = [
    'Rent is late after the 3rd of the month. From the 4th, a late fee of $5.00 a day is charged, to a maximum of $50.00 a month.',
    nsf,
    `The owner returns the deposit ${ret}.`,
    'Overnight guests: no more than three (3) nights in any seven-day period, and never in the shared rooms after 11 p.m.',
    'Boots off at the door; the porch freezer is shared. Quiet hours 10 p.m. to 7 a.m.',
    'No smoking or vaping anywhere in the house. The roomer keeps the room clean and lets the owner in on 24 hours\u2019 notice.',
    v.end
      ? 'Either side may end the rental early only as the Residential Tenancies Act allows.'
      : 'Either side may end this month-to-month rental by written notice as the Residential Tenancies Act requires.',
  ]
  rules.forEach((r, i) =>
    k.p(`(${String.fromCharCode(97 + i)})  ${r}`, { after: 3, x: k.L + 8, width: k.W - 8 }),
  )
  k.gap(6)
  boxedText(
    k,
    'Papers for the owner go to the owner\u2019s address in Part A. This agreement is signed in two copies; each side keeps one.',
    { size: 8.2, fill: 0.95 },
  )
  k.p(`Signed ${dt(v.signed).iso}`)
  signPair(k, [`Owner: ${v.host.full}`], [`Roomer: ${v.roomer.p.full}`])
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: [v.roomer.p],
      tenantEmail: v.roomer.email,
      tenantPhone: v.roomer.phone,
      premisesAddress: `${v.street}, ${v.room}, ${v.town}`,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).iso : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 3,
      housingProvider: v.host.full,
      mailingAddress: v.hostAddr,
      acceptedPaymentMethods: ['E-Transfer', 'Cash'],
      gracePeriodDays: 3,
      nsfFeeFirst: 20,
      rentDueDescription: dueText,
      nsfPolicy: nsf,
      depositReturnDays: 10,
      depositReturnCondition: ret,
      _notes: [
        'Room rental in a shared house: banded parts with two-column tables (who and where; dates and money) and lettered house rules; dates year-month-day (ISO), so terminationDateText is the ISO date as written.',
        'premisesAddress is the house address with the room as the unit. The owner manages the house (managementCompany null); the owner\u2019s "address for papers" is mailingAddress. No payee or place of payment is written (paymentRecipient, paymentAddress null); e-Transfer to the owner\u2019s phone is E-Transfer, not a Zelle number.',
        '"Rent is late after the 3rd of the month" with a daily fee from the 4th: gracePeriodDays 3, no percentage. Guests "no more than three (3) nights in any seven-day period": maxGuestStayDays 3. Deposit "returns the deposit within \u2026": the condition is the wording after "the deposit".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'nunavut_room_rental',
  title: 'Nunavut room rental in a shared house with ISO dates',
  exercises:
    'centred title, parts between double rules, Item/Details tables (owner with phone, owner\u2019s address for papers, roomer with phone and e-mail, employer or parent contact in each, room of the house), dates year-month-day with a last night or month-to-month, rent "due on or before the 1st day of each month" with utilities included, optional supper plan apart from rent in one, e-Transfer to the owner\u2019s phone or cash with receipt, lettered house rules (late after the 3rd with a daily fee and cap, reversed-or-bounced fee, 10-day deposit return, three nights in seven days for guests), boxed note on papers for the owner, signatures side by side',
  docs: [
    {
      name: 'tw10_nu_room_rental_cambridge_bay',
      build: () =>
        build({
          host: person('Philippa', 'Angohiatok-Reyes'),
          hostPhone: '(867) 555-0104',
          hostAddr: 'Box 1942, Cambridge Bay, NU X0B 0C0',
          roomer: {
            p: person('Tobias', 'Wennerholm'),
            phone: '(867) 555-0192',
            email: 'tobias.wennerholm@example.org',
          },
          sponsor: {
            label: 'Parent / guarantor (not a party)',
            name: 'Ingrid Wennerholm',
            phone: '(613) 555-0148',
          },
          room: 'Room 3',
          street: '27 Omingmak Street',
          town: 'Cambridge Bay, NU X0B 0C0',
          start: '2027-08-28',
          end: '2028-04-30',
          rent: 1200,
          deposit: 600,
          meals: 350,
          signed: '2027-08-16',
          notes: [
            'Student roomer for a research season; the parent named as guarantor (and her phone) is a distractor. The supper plan is optional and not rent. The term starts late in a month with no prorated amount stated (proratedRent null).',
          ],
        }),
    },
    {
      name: 'tw10_nu_room_rental_baker_lake',
      build: () =>
        build({
          host: person('Cornelius', 'Tunnuq-Ashby'),
          hostPhone: '(867) 555-0108',
          hostAddr: '9 Qamanittuaq Drive, Baker Lake, NU X0C 0A0',
          roomer: {
            p: person('Ximena', 'Saldivar-Koonoo'),
            phone: '(867) 555-0195',
            email: 'ximena.sk@example.net',
          },
          sponsor: {
            label: 'Employer contact (not a party)',
            name: 'Ridgeline Survey Camp Services',
            phone: '(867) 555-0199',
          },
          room: 'Back Bedroom',
          street: '14 Amaruq Lane',
          town: 'Baker Lake, NU X0C 0A0',
          start: '2027-10-01',
          end: null,
          rent: 1050,
          deposit: 525,
          meals: null,
          signed: '2027-09-24',
          notes: [
            'Month-to-month (endDate and terminationDateText null). The roomer\u2019s employer contact is a distractor (not a guarantor or manager). The owner\u2019s address for papers is a different house from the rental.',
          ],
        }),
    },
  ],
}
