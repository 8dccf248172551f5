import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, gutterRows, pageNumbers, room, signPair } from '../parts'

type V = {
  owners: Person[]
  ownerName: string
  ownerTel: string
  ownerEmail: string
  ownerMail: string
  renters: { p: Person; cell: string; email: string }[]
  room: string
  roomNote: string
  start: string
  rent: number
  utilities: number
  deposit: number
  payText: string
  methods: string[]
  zelle: string | null
  payee: string | null
  late: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 58, size: 9.4 })
  const { f } = k
  k.w.y = k.w.height - 60
  k.w.page.drawText('ROOM RENTAL AGREEMENT', { x: k.L, y: k.w.y, size: 17, font: f.sansBold })
  k.w.y -= 16
  k.w.page.drawText(
    'Month-to-month  \u00b7  shared home  \u00b7  the owner lives in the home  \u00b7  Oregon',
    {
      x: k.L,
      y: k.w.y,
      size: 8.6,
      font: f.sans,
      color: rgb(0.3, 0.3, 0.3),
    },
  )
  k.w.y -= 8
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y },
    end: { x: k.L + k.W, y: k.w.y },
    thickness: 0.8,
  })
  k.w.y -= 18
  const owners = andList(v.owners.map((o) => o.full))
  const renters = andList(v.renters.map((r) => r.p.full))
  const ownerWord = v.owners.length > 1 ? 'Owners' : 'Owner'
  const renterWord = v.renters.length > 1 ? 'Renters' : 'Renter'
  const due = 'on or before the 5th day of each month'
  const nsf = `If a payment is returned or reversed by a bank, the ${renterWord} will owe a dishonored payment fee of ${usd(v.nsf)}.`
  const ret = `or give the ${renterWord} a written accounting of any part kept, within thirty-one (31) days after the tenancy ends and the ${renterWord} moves out`
  const contacts = v.renters.map((r) => `${r.p.full}, cell ${r.cell}, e-mail ${r.email}`).join('; ')
  gutterRows(
    k,
    [
      [
        'WHO',
        `${owners} (the "${ownerWord}"), who own${v.owners.length > 1 ? '' : 's'} and live${v.owners.length > 1 ? '' : 's'} in the home, and ${renters} (the "${renterWord}").`,
      ],
      [
        'THE ROOM',
        `${v.room} (${v.roomNote}), with shared use of the kitchen, living room, laundry and the hall bathroom. The ${ownerWord} keep${v.owners.length > 1 ? '' : 's'} the rest of the home for ${v.owners.length > 1 ? 'their' : 'the Owner\u2019s'} own use.`,
      ],
      [
        'HOW LONG',
        `Month to month, starting on ${dt(v.start).long}. There is no end date. Either side may end the tenancy by written notice as Oregon law allows; because the ${ownerWord} and ${renterWord} share the kitchen and bathroom, shorter notice periods allowed for shared dwellings may apply.`,
      ],
      [
        'RENT',
        `${usd(v.rent)} per month, due ${due}. Rent for a part month is figured by the day.`,
      ],
      [
        'UTILITIES',
        `The ${renterWord} also pay${v.renters.length > 1 ? '' : 's'} ${usd(v.utilities)} per month as a share of electricity, gas, water, garbage and internet, due with the rent. This share is not rent.`,
      ],
      ['HOW TO PAY', v.payText],
      [
        'LATE RENT',
        `If the rent is still unpaid at the end of the fourth (4th) day after it is due, the ${renterWord} will owe a one-time late charge of ${usd(v.late)}.`,
      ],
      ['BOUNCED PAYMENTS', nsf],
      [
        'DEPOSIT',
        `The ${renterWord} paid a security deposit of ${usd(v.deposit)}. The ${ownerWord} will return the deposit ${ret}. The ${ownerWord} may keep only what the law allows, such as unpaid rent and the cost of fixing damage beyond ordinary wear and tear.`,
      ],
      [
        'HOUSE RULES',
        'Quiet hours are 10:00 p.m. to 7:00 a.m. Overnight guests may stay no more than two (2) nights in any seven (7) day period. No smoking or vaping anywhere on the property. No pets belonging to the Renter. Clean up the kitchen the same day you use it.',
      ],
      [
        'ENTERING THE ROOM',
        `The ${ownerWord} will give at least 24 hours\u2019 notice before entering the room, except in an emergency or when the ${renterWord} agree${v.renters.length > 1 ? '' : 's'} at the time.`,
      ],
      [
        'NOTICES',
        `Written notices to the ${ownerWord} may be handed to ${v.owners.length > 1 ? 'either of them' : 'the Owner'} or mailed to ${v.ownerMail}; ${v.ownerName}\u2019s phone is ${v.ownerTel} and e-mail ${v.ownerEmail}. Notices to the ${renterWord} may be handed over, posted on the room door, or e-mailed to the address below: ${contacts}.`,
      ],
    ],
    { size: 9.2, labelW: 108, labelFont: f.sansBold, valueFont: k.w.regular },
  )
  room(k, 110)
  k.gap(4)
  k.p(`We have read this agreement and each of us has a copy. Signed on ${dt(v.signed).long}.`, {
    size: 9,
  })
  k.gap(4)
  const left = v.owners.map((o) => [`Owner: ${o.full}`])
  const right = v.renters.map((r) => [`Renter: ${r.p.full}`])
  for (let i = 0; i < Math.max(left.length, right.length); i++)
    signPair(k, left[i] ?? [''], right[i] ?? [''])
  pageNumbers(k, (i, n) => `Room rental agreement \u2014 ${i} of ${n}`, { align: 'right' })
  const first = v.renters[0]
  if (!first) throw new Error('no renter')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.renters.map((r) => r.p),
      tenantEmail: first.email,
      tenantPhone: first.cell,
      premisesAddress: v.room,
      leaseType: 'month-to-month',
      startDate: v.start,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 5,
      maxGuestStayDays: 2,
      housingProvider: owners,
      mailingAddress: v.ownerMail,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      gracePeriodDays: 4,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      nsfPolicy: nsf,
      depositReturnDays: 31,
      depositReturnCondition: ret,
      _notes: [
        'Room rental in a home the owner lives in, set as side-headed rows (plain capital labels in a ruled left gutter, text to the right): who, the room (the room name first, then the house address), month to month with no end date, rent, a utilities share that is not rent, how to pay, late rent, bounced payments, deposit, house rules, entry, notices. The renters\u2019 cell phones and e-mails are only in the notices row (first-listed renter\u2019s).',
        'premisesAddress is the room with the house address as the room row writes it. Rent is due on the 5th (rentDueDay 5, rentDueDescription the phrase of the rent row); "unpaid at the end of the fourth (4th) day after it is due" gives gracePeriodDays 4 (flat charge). nsfPolicy is the bounced-payments sentence; depositReturnCondition the words after "return the deposit". Guests "two (2) nights in any seven (7) day period". No manager; the owner or owners are the housingProvider as the who row names them. mailingAddress is where notices to the owner are mailed.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'oregon_room_rental_month_to_month',
  title: 'Oregon month-to-month room rental in an owner-occupied home, with side-headed rows',
  exercises:
    'bold sans title with a grey subtitle line, every term a row with a capital side heading in a ruled left gutter: one owner and one renter or a married couple renting to a couple, the room name first then the house address, month to month from a long date with no end date, rent due on or before the 5th, a utilities share that is not rent, payment by Zelle to a phone and cash with a receipt (checks refused), or Zelle to an e-mail and checks payable to the owners, late charge after the fourth day past due, dishonored-payment sentence, 31-day deposit return with a written accounting, guests two nights in seven days, 24-hour entry, notices to the owner at the house or the owners\u2019 P.O. box with their phone and e-mail and to the renters with their cell phones and e-mails in the same row; a signing line with a long date and owner/renter signature pairs',
  docs: [
    {
      name: 'tw14_or_room_rental_albany',
      build: () =>
        build({
          owners: [person('Marisol', 'Ybarra-Quinn')],
          ownerName: 'Marisol Ybarra-Quinn',
          ownerTel: '541-555-0131',
          ownerEmail: 'marisol.yq@example.com',
          ownerMail: '2214 Jackson Street SE, Albany, OR 97322',
          renters: [
            {
              p: person('Tobias', 'Lindqvist'),
              cell: '541-555-0188',
              email: 'tobias.lindqvist@example.net',
            },
          ],
          room: 'Room B, 2214 Jackson Street SE, Albany, OR 97322',
          roomNote: 'the furnished northeast bedroom upstairs',
          start: '2027-03-01',
          rent: 725,
          utilities: 60,
          deposit: 500,
          payText:
            'By Zelle to the Owner at 541-555-0131, or in cash handed to the Owner, who will give a written receipt. The Owner does not take checks.',
          methods: ['Zelle', 'Cash'],
          zelle: '541-555-0131',
          payee: null,
          late: 50,
          nsf: 35,
          signed: '2027-02-20',
          notes: [
            'One owner who lives in the home and one renter. Rent by Zelle to the owner\u2019s phone (zelleNumber as written) or cash with a receipt; checks refused. No payee is written and rent is handed over at the home, so paymentRecipient and paymentAddress are null. Notices to the owner go to the house (mailingAddress).',
          ],
        }),
    },
    {
      name: 'tw14_or_room_rental_roseburg_photo',
      build: () =>
        build({
          owners: [person('Dale', 'Whitlatch'), person('Corinne', 'Whitlatch')],
          ownerName: 'Corinne Whitlatch',
          ownerTel: '541-555-0147',
          ownerEmail: 'corinne.whitlatch@example.com',
          ownerMail: 'P.O. Box 918, Roseburg, OR 97470',
          renters: [
            {
              p: person('Jesse', 'Harcourt'),
              cell: '541-555-0112',
              email: 'jharcourt@example.org',
            },
            {
              p: person('Priya', 'Venkataraman'),
              cell: '458-555-0176',
              email: 'priya.venk@example.com',
            },
          ],
          room: 'The Garden Room, 1460 NW Kline Street, Roseburg, OR 97471',
          roomNote: 'the large ground-floor bedroom with its own door to the back garden',
          start: '2027-07-01',
          rent: 980,
          utilities: 110,
          deposit: 980,
          payText:
            'By Zelle to corinne.whitlatch@example.com, or by check payable to Dale or Corinne Whitlatch, handed to either of them. Cash is not accepted.',
          methods: ['Zelle', 'Check'],
          zelle: 'corinne.whitlatch@example.com',
          payee: 'Dale or Corinne Whitlatch',
          late: 60,
          nsf: 35,
          signed: '2027-06-18',
          notes: [
            'A married couple who live in the home rent one room to a couple; both renters are tenants (the first listed gives the contacts). Zelle goes to an e-mail (zelleNumber as written); checks payable to "Dale or Corinne Whitlatch" (paymentRecipient), handed over at the home (paymentAddress null); cash refused. Notices to the owners are mailed to their P.O. box (mailingAddress). housingProvider is the two owners as the who row names them.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: 2.3,
        shear: 0.018,
        contrast: 0.85,
        noise: 10,
        lighting: 0.35,
        photo: true,
        quality: 50,
        seed: 14505,
      },
    },
  ],
}
