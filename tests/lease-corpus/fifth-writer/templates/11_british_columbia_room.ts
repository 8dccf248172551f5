import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { freshPage, heading, pageNumbers, signPair } from '../parts'

type V = {
  owner: Person
  street: string
  room: string
  roomDesc: string
  cityLine: string
  roomer: Person
  phone: string
  email: string
  emergency: { p: Person; phone: string }
  housemates: string[]
  start: string
  end: string | null
  rent: number
  deposit: number
  etransfer: string
  second: 'cheques' | 'cash'
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 56, size: 9.4 })
  const { w, f, L, W, p } = k
  const sec = (t: string) => heading(k, t, { size: 9.8, font: f.sansBold, rule: true })
  const long = (iso: string) => dt(iso).dayMonth
  const eu = (iso: string) => dt(iso).eu
  k.centre('ROOM RENTAL AGREEMENT', 15, f.sansBold)
  k.centre('Shared accommodation in the owner\u2019s home \u2014 British Columbia', 9, f.italic)
  k.gap(6)
  k.table(
    [
      ['Owner (lives in the home)', v.owner.full],
      ['Roomer', v.roomer.full],
      ['Home', `${v.street}, ${v.cityLine}`],
      ['Room rented', `${v.room} \u2014 ${v.roomDesc}`],
      ['Start date (DD/MM/YYYY)', eu(v.start)],
      ['End date (DD/MM/YYYY)', v.end ? eu(v.end) : 'none \u2014 month to month'],
      ['Rent per month', `${usd(v.rent)} (includes heat, hydro and internet)`],
      ['Damage deposit', usd(v.deposit)],
    ],
    [0.34, 0.66],
    { size: 9 },
  )
  sec('1. Not a tenancy under the Residential Tenancy Act')
  p(
    'The Owner lives in the home and the Roomer shares the kitchen and bathroom with the Owner. For that reason the Residential Tenancy Act does not apply (section 4(c)), and this agreement sets out the whole arrangement between us.',
  )
  sec('2. The room and the shared areas')
  p(
    `The Roomer rents ${v.room} of the house at ${v.street}, ${v.cityLine}, furnished with a bed, desk and dresser, and may use the kitchen, the main-floor bathroom, the laundry and the back yard. Other people living in the home: ${v.housemates.join('; ')}.`,
  )
  sec('3. How long')
  p(
    v.end
      ? `From ${long(v.start)} to ${long(v.end)}. Either of us may end the agreement earlier by giving one full month\u2019s written notice.`
      : `From ${long(v.start)}, month to month, until either of us gives one full month\u2019s written notice ending on the last day of a month.`,
  )
  sec('4. Rent')
  p(
    `The rent is ${usd(v.rent)} a month, due on the 1st day of each month. Please pay by Interac e-Transfer to ${v.etransfer}` +
      (v.second === 'cheques'
        ? ', or give the Owner post-dated cheques for the whole term at move-in.'
        : ', or in cash to the Owner, who will give you a written receipt.') +
      ' If rent is more than three (3) days late, a late fee of $25.00 applies.',
  )
  p(`A returned cheque or a reversed e-Transfer costs ${usd(25)}.`)
  sec('5. Damage deposit')
  p(
    `The Roomer has paid a damage deposit of ${usd(v.deposit)}. The Owner will return the deposit within 15 days after the Roomer moves out and hands back the keys, less any amount the Roomer agrees in writing may be kept for damage or unpaid rent.`,
  )
  sec('6. Guests')
  p(
    'Day visitors are welcome until 10:00 p.m. An overnight guest may stay no more than 2 nights in a row, and the Owner must be told in advance.',
  )
  sec('7. Contact details')
  p(
    `Owner: ${v.owner.full}, who lives at the home. Roomer: telephone ${v.phone}, e-mail ${v.email}. Roomer\u2019s emergency contact: ${v.emergency.p.full}, ${v.emergency.phone}.`,
  )
  freshPage(k)
  heading(k, 'SCHEDULE \u2014 HOUSE RULES', { size: 11.5, font: f.sansBold, centre: true })
  for (const [i, r] of [
    'Quiet hours are 10:00 p.m. to 7:00 a.m. on weeknights and 11:00 p.m. to 8:00 a.m. on weekends.',
    'Clean up the kitchen straight after cooking. Each person has one shelf in the fridge and one cupboard.',
    'Bathroom schedule on weekday mornings: posted on the bathroom door.',
    'Laundry on your assigned day; remove clothes from the dryer promptly.',
    'No smoking or vaping of any kind anywhere on the property. No candles in bedrooms.',
    'No pets.',
    'Recycling and compost go out on collection day as shown on the fridge calendar.',
    'The thermostat is set by the Owner; please ask before changing it.',
    'Lock the front door when you come and go. Do not lend your key.',
    'Any damage should be reported to the Owner the same day.',
  ].entries())
    p(`${i + 1}. ${r}`, { x: L + 8, width: W - 8 })
  k.gap(10)
  p(`We agree to this agreement and the house rules. Signed ${eu(v.signed)}.`)
  k.gap(6)
  signPair(
    k,
    [`Owner: ${v.owner.full}`, `Date: ${eu(v.signed)}`],
    [`Roomer: ${v.roomer.full}`, `Date: ${eu(v.signed)}`],
  )
  pageNumbers(k, (i, n) => `${v.street} \u2014 room rental \u2014 ${i}/${n}`, { align: 'center' })
  return {
    pdf: await w.save(),
    truth: {
      tenants: [v.roomer],
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.room}, ${v.cityLine}`,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? eu(v.end) : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 2,
      housingProvider: v.owner.full,
      mailingAddress: `${v.street}, ${v.cityLine}`,
      acceptedPaymentMethods: ['E-Transfer', v.second === 'cheques' ? 'Check' : 'Cash'],
      gracePeriodDays: 3,
      nsfFeeFirst: 25,
      rentDueDescription: 'due on the 1st day of each month',
      paymentRecipient: null,
      paymentAddress: null,
      nsfPolicy: 'A returned cheque or a reversed e-Transfer costs $25.00.',
      depositReturnDays: 15,
      depositReturnCondition:
        'within 15 days after the Roomer moves out and hands back the keys, less any amount the Roomer agrees in writing may be kept for damage or unpaid rent',
      _notes: [
        'Room in a home shared with the owner (outside the Residential Tenancy Act). The room is named in the summary table after the address line; the truth puts it after the street in postal form. The owner lives at the home, so the home (without the room) is the mailingAddress.',
        'Dates in the table are DD/MM/YYYY and in the text day-month-year in words ("1 September 2027"); terminationDateText is the table\u2019s end date as written.',
        'Rent by Interac e-Transfer to the owner\u2019s e-mail (E-Transfer; not a Zelle target, zelleNumber null). No payee is named and nothing is mailed: paymentRecipient and paymentAddress null.',
        'Late "more than three (3) days late": gracePeriodDays 3; flat $25. Overnight guests no more than 2 nights in a row: maxGuestStayDays 2.',
        'The other people living in the home and the roomer\u2019s emergency contact are distractors. Page 2 is a house-rules schedule with the signatures.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'british_columbia_room',
  title: 'British Columbia room rental in a home shared with the owner, with house rules',
  exercises:
    'room in the owner\u2019s home outside the tenancy act, summary table with the room after the address, DD/MM/YYYY and day-month-year dates, damage deposit, Interac e-Transfer with post-dated cheques or cash, no payee or payment address, late "more than three days late", returned cheque or reversed e-Transfer, 15-day deposit return, other household members and emergency contact as distractors, house-rules schedule with signatures on page 2, fixed term or month to month',
  docs: [
    {
      name: 'tw5_bc_room_rental_kelowna',
      build: () =>
        build({
          owner: person('Margit', 'Halvorsen-Daly'),
          street: '1845 Pandosy Street',
          room: 'Room 2',
          roomDesc: 'upstairs, east side, with a window onto the garden',
          cityLine: 'Kelowna, BC V1Y 1R4',
          roomer: person('Emeka', 'Thorvaldsen'),
          phone: '(250) 555-0138',
          email: 'emeka.thorvaldsen@example.com',
          emergency: { p: person('Adaeze', 'Thorvaldsen'), phone: '(403) 555-0117' },
          housemates: ['the Owner', 'Priyanka Moodley (Room 1)'],
          start: '2027-09-01',
          end: '2028-04-30',
          rent: 850,
          deposit: 425,
          etransfer: 'rent.halvorsen@example.net',
          second: 'cheques',
          signed: '2027-08-14',
          notes: ['Fixed term for the academic year; post-dated cheques give Check.'],
        }),
    },
    {
      name: 'tw5_bc_room_rental_kamloops_scan',
      build: () =>
        build({
          owner: person('Colm', 'Baird-Nakamura'),
          street: '671 Columbia Street West',
          room: 'Room B',
          roomDesc: 'main floor, next to the laundry',
          cityLine: 'Kamloops, BC V2C 1L3',
          roomer: person('Fenella', 'Okonjo'),
          phone: '(250) 555-0189',
          email: 'fenella.okonjo@example.org',
          emergency: { p: person('Ruairi', 'Okonjo'), phone: '(604) 555-0143' },
          housemates: ['the Owner', 'the Owner\u2019s son Kenji (age 15)', 'Tomas Ridley (Room A)'],
          start: '2027-11-01',
          end: null,
          rent: 780,
          deposit: 390,
          etransfer: 'colm.bn@example.com',
          second: 'cash',
          signed: '2027-10-20',
          notes: [
            'Month to month: endDate and terminationDateText null. Cash against a receipt gives Cash.',
          ],
        }),
      scan: {
        dpi: 150,
        rotate: -0.9,
        contrast: 0.6,
        noise: 10,
        lighting: 0.15,
        quality: 50,
        seed: 5511,
      },
    },
  ],
}
