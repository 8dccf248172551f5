import {
  dt,
  moneyWords,
  ordinal,
  person,
  usd,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../kit'

type Mate = { name: string; room: string; phone: string }
type V = {
  householder: string
  hhPhone: string
  tenant: Person
  phone: string
  email: string
  room: string
  house: string
  premises: string
  start: string
  end: string | null
  rent: number
  due: number
  deposit: number
  graceWords: string
  grace: number
  late: number
  guestNights: number
  mates: Mate[]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 64, size: 10 })
  const { w, f, p } = k
  k.centre('ROOM RENTAL AGREEMENT', 14, f.sansBold)
  k.centre('(shared house \u2014 householder lives on site)', 9, f.sans)
  k.gap(8)
  p(`Householder: ${v.householder}, who owns and lives in the house at ${v.house}.`)
  p(`Roomer: ${v.tenant.full}.`)
  p(
    `Room let: ${v.premises}, together with shared use of the kitchen, living room, laundry and yard. The Roomer has no right to the garage or to the Householder\u2019s own rooms.`,
  )
  k.gap(4)
  k.line('What the Roomer pays', 11, w.bold)
  p(
    `Rent for the room is ${moneyWords(v.rent)} a month, due on the ${ordinal(v.due)} of every month and paid to the Householder in person or by Venmo/Zelle to the Householder\u2019s phone number below. Utilities and wifi are included.`,
  )
  p(
    `The Householder allows a grace period of ${v.graceWords} days. After that a late charge of ${usd(v.late)} is added once for the month.`,
  )
  k.line('How long', 11, w.bold)
  p(
    v.end
      ? `From ${dt(v.start).long} until ${dt(v.end).long}, when the room must be empty and the keys returned. It does not renew unless both sign a new agreement.`
      : `From ${dt(v.start).long}, month to month. Either side may end it with at least thirty (30) days\u2019 written notice.`,
  )
  k.line('House rules', 11, w.bold)
  for (const r of [
    `Overnight guests: no more than ${v.guestNights} nights in any month, and never in shared rooms.`,
    'Quiet hours 10 p.m. to 7 a.m. No smoking or vaping anywhere on the property.',
    'Clean up the kitchen the same day. Each housemate takes a turn with the bins (see the rota on the fridge).',
    'No pets. No sub-letting the room, not even for a weekend.',
    'The Householder may enter the room with 24 hours\u2019 notice, or at once in an emergency.',
  ])
    p(`\u2022 ${r}`, { x: k.L + 10, width: k.W - 10 })
  k.line(
    'Housemates (for emergencies only \u2014 they are not parties to this agreement)',
    11,
    w.bold,
  )
  k.table(
    [['Name', 'Room', 'Phone'], ...v.mates.map((m) => [m.name, m.room, m.phone])],
    [0.5, 0.2, 0.3],
    { head: true },
  )
  k.line('Signatures', 11, w.bold)
  p(
    `Householder ${v.householder}, tel. ${v.hhPhone}   ________________________  date ${dt(v.signed).us}`,
  )
  p(`Roomer ${v.tenant.full}, tel. ${v.phone}, e-mail ${v.email}   ________________________`)
  k.gap(6)
  w.page.drawLine({
    start: { x: k.L, y: w.y + 6 },
    end: { x: k.L + k.W, y: w.y + 6 },
    thickness: 1,
    dashArray: [4, 3],
  })
  k.gap(8)
  k.line('DEPOSIT RECEIPT', 11, w.bold)
  p(
    `Received from ${v.tenant.full} the sum of ${moneyWords(v.deposit)} as a security deposit for ${v.room}. It will be returned within thirty (30) days after the Roomer moves out, less any unpaid rent and the cost of repairing damage beyond normal wear, with an itemized list.`,
  )
  p(`Signed: ${v.householder}, ${dt(v.signed).us}`)
  return {
    pdf: await w.save(),
    truth: {
      tenants: [v.tenant],
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.due,
      maxGuestStayDays: v.guestNights,
      housingProvider: v.householder,
      acceptedPaymentMethods: ['Venmo', 'Zelle'],
      zelleNumber: v.hhPhone,
      gracePeriodDays: v.grace,
      rentDueDescription: `due on the ${ordinal(v.due)} of every month`,
      paymentRecipient: v.householder,
      depositReturnDays: 30,
      depositReturnCondition:
        'within thirty (30) days after the Roomer moves out, less any unpaid rent and the cost of repairing damage beyond normal wear, with an itemized list',
      _notes: [
        'Room rental in an owner-occupied house: the premises are the room in the house (room named in the address). The householder is the landlord.',
        'The security deposit is stated only in the separate receipt at the foot of the page.',
        'Housemates table: other roomers with their phones are distractors (not tenants, not occupants of this agreement).',
        'Paid "in person" (no method named, so not counted as a method) or by Venmo/Zelle to the householder\u2019s phone: zelleNumber is that phone. No notice address is given (mailingAddress null).',
        'Late charge is flat (lateFeePercentage null); grace period stated in words.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'nevada_room_rental',
  title:
    'Room rental agreement in an owner-occupied shared house, with a deposit receipt below the signatures',
  exercises:
    'room rental, householder as landlord, housemates table of distractor names and phones, deposit only in a receipt section, grace period in words, Venmo/Zelle',
  docs: [
    {
      name: 'tw3_nv_room_rental_reno',
      build: () =>
        build({
          householder: 'Lorraine Bettencourt',
          hhPhone: '(775) 555-0126',
          tenant: person('Anselm', 'Kravitz'),
          phone: '(775) 555-0181',
          email: 'anselm.kravitz@example.com',
          room: 'Room B',
          house: '1450 Wells Avenue, Reno, NV 89502',
          premises: '1450 Wells Avenue, Room B, Reno, NV 89502',
          start: '2027-08-20',
          end: '2028-05-20',
          rent: 725,
          due: 20,
          deposit: 400,
          graceWords: 'three',
          grace: 3,
          late: 25,
          guestNights: 4,
          mates: [
            { name: 'Harper Quist', room: 'Room A', phone: '(775) 555-0154' },
            { name: 'Jovan Mireles', room: 'Room C', phone: '(775) 555-0169' },
          ],
          signed: '2027-08-12',
          notes: ['Fixed term for a school year; rent due on the 20th, matching the start day.'],
        }),
    },
    {
      name: 'tw3_nv_room_rental_henderson',
      build: () =>
        build({
          householder: 'Teodoro Balagtas',
          hhPhone: '(702) 555-0193',
          tenant: person('Rosalind', 'Achterberg'),
          phone: '(702) 555-0115',
          email: 'r.achterberg@example.org',
          room: 'the upstairs front bedroom (Room 1)',
          house: '2207 Mission Hills Drive, Henderson, NV 89014',
          premises: '2207 Mission Hills Drive, Room 1, Henderson, NV 89014',
          start: '2027-05-01',
          end: null,
          rent: 850,
          due: 1,
          deposit: 850,
          graceWords: 'five',
          grace: 5,
          late: 40,
          guestNights: 3,
          mates: [{ name: 'Wren Ostrowski', room: 'Room 2', phone: '(702) 555-0141' }],
          signed: '2027-04-24',
          notes: ['Month to month from May 1, 2027.'],
        }),
    },
  ],
}
