import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, bigNumberHead, glanceBox, pageNumbers, signPair } from '../parts'

type V = {
  /** "we" for a couple, "I" for one owner */
  voice: 'we' | 'I'
  owners: Person[]
  ownerAddr: string
  ownerTel: string
  apartment: string
  entrance: string
  renters: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; who: string }[]
  term: { kind: 'monthly'; start: string } | { kind: 'fixed'; start: string; end: string }
  rent: number
  dueDay: { figure: string; n: number }
  lateBy: { figure: string; n: number; fee: number }
  pay: string
  methods: string[]
  zelle: string | null
  payee: string
  deposit: number
  power: number
  guestsConsecutive: number
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 56, size: 9.6 })
  const { f } = k
  const we = v.voice === 'we'
  const W = we ? 'We' : 'I'
  const us = we ? 'us' : 'me'
  const our = we ? 'our' : 'my'
  const teal: [number, number, number] = [0.16, 0.36, 0.38]
  k.w.y = k.w.height - 58
  k.w.page.drawText('Basement Apartment Rental Agreement', {
    x: k.L,
    y: k.w.y,
    size: 19,
    font: f.sansBold,
    color: rgb(...teal),
  })
  k.w.y -= 16
  k.line(
    'An owner-occupied home in Utah. The Utah Fit Premises Act (Utah Code Title 57, Chapter 22) applies. Please read every part.',
    8,
    f.italic,
  )
  k.w.page.drawRectangle({
    x: k.L,
    y: k.w.y + 2,
    width: k.W,
    height: 2.2,
    color: rgb(...teal),
  })
  k.gap(16)
  const ownerNames = andList(v.owners.map((o) => o.full))
  const renterNames = andList(v.renters.map((r) => r.p.full))
  const due = `on or before the ${v.dueDay.figure} of each month`
  glanceBox(
    k,
    'AT A GLANCE',
    [
      [we ? 'Owners (upstairs)' : 'Owner (upstairs)', ownerNames],
      [v.renters.length > 1 ? 'Renters' : 'Renter', renterNames],
      [
        'Also living in the apartment',
        v.occupants.length ? v.occupants.map((o) => o.p.full).join(', ') : 'No one else',
      ],
      ['=Apartment', v.apartment],
      ['Starts', dt(v.term.start).long],
      ['Ends', v.term.kind === 'fixed' ? dt(v.term.end).long : 'No end date \u2014 month to month'],
      ['Monthly rent', `${usd(v.rent)}, due ${due}`],
      ['Deposit', usd(v.deposit)],
      ['Late fee', `${usd(v.lateBy.fee)} if unpaid after the ${v.lateBy.figure}`],
      ['Power share (not rent)', `${usd(v.power)} a month`],
    ],
    { cols: 3, size: 8.8, tint: teal },
  )
  const P = (t: string) => k.p(t, { size: 9.6, leading: 1.45, after: 5.5 })
  let n = 0
  const head = (t: string) => bigNumberHead(k, String(++n), t, { size: 10.5, colour: teal })

  head('Who is this agreement between?')
  P(
    `This agreement is between ${ownerNames} (\u201c${we ? 'we' : 'I'},\u201d \u201c${us}\u201d) and ${renterNames} (\u201cyou\u201d). ${we ? 'We live' : 'I live'} upstairs in the same house. ${v.renters.length > 1 ? 'Each of you is responsible for the whole rent and for the whole agreement, not just a share.' : ''}`,
  )
  head('Which home?')
  P(
    `You rent the apartment at ${v.apartment}, with its own entrance ${v.entrance}. The yard, driveway and laundry room are shared with ${us}; the rest of the house is ${our} home and is not part of your rental.`,
  )
  head('How long does it last?')
  P(
    v.term.kind === 'monthly'
      ? `This is a month-to-month rental that starts on ${dt(v.term.start).long}. It has no end date. It keeps going from month to month until you or ${we ? 'we' : 'I'} end it with written notice given at least fifteen (15) days before the end of a rental month.`
      : `This rental starts on ${dt(v.term.start).long} and ends on ${dt(v.term.end).long}. If you would like to stay longer, ask ${us} at least thirty (30) days before it ends; a longer stay needs a new signed agreement.`,
  )
  head('How much is the rent, and when is it due?')
  P(
    `The rent is ${usd(v.rent)} a month for the whole apartment. Rent is due ${due}. The ${usd(v.power)} you pay each month toward the electric bill is a utility share, not rent.`,
  )
  head('How do I pay?')
  P(v.pay)
  head('What if the rent is late?')
  const nsf = `A check or other payment that bounces costs you a ${usd(v.nsf)} returned-payment fee, on top of any late fee.`
  P(
    `If ${we ? 'we' : 'I'} have not received the full rent by the end of the ${v.lateBy.figure} of the month, a ${usd(v.lateBy.fee)} late fee is added the next day. ${nsf} Please talk to ${us} early if you will be late.`,
  )
  head('What about the deposit?')
  const ret = `less any unpaid rent and the cost to repair damage beyond normal wear and tear, within thirty (30) days after you move out and give ${us} your new mailing address`
  P(
    `You pay a deposit of ${usd(v.deposit)} before you move in. It is not your last month\u2019s rent. ${W} will return the deposit, ${ret}. If ${we ? 'we' : 'I'} keep any part of it, ${we ? 'we' : 'I'} will send you a written list of what was kept and why.`,
  )
  head('Who may live here, and can I have guests?')
  P(
    `Only the ${v.renters.length > 1 ? 'renters' : 'renter'} named above${v.occupants.length ? ` and ${andList(v.occupants.map((o) => `${o.p.full} (${o.who})`))}` : ''} may live in the apartment. Guests may stay up to ${v.guestsConsecutive === 5 ? 'five (5)' : 'three (3)'} nights in a row and no more than ten (10) nights in a month. Anyone staying longer has to be added to this agreement.`,
  )
  head('Utilities, laundry and the shared spaces')
  P(
    `Rent includes water, sewer, garbage and natural gas heat. The apartment shares the house\u2019s electric meter, so you pay ${usd(v.power)} a month toward power. The laundry room is yours on Tuesdays, Fridays and Sundays. Please keep the furnace room door closed and clear.`,
  )
  head('Parking, snow and quiet')
  P(
    `You may park one car on the left side of the driveway. Shovel your own stairwell and entrance; ${we ? 'we' : 'I'} clear the driveway and front walk. Quiet hours are 10:00 p.m. to 7:00 a.m. No smoking or vaping anywhere on the property.`,
  )
  head('Coming into the apartment')
  P(
    `${W} will give you at least 24 hours\u2019 notice, by text or in writing, before coming into the apartment, except in an emergency such as a water leak or a gas smell.`,
  )
  head('How do we reach each other?')
  const contacts = v.renters.map((r) => `${r.p.full}, ${r.tel}, ${r.email}`).join('; ')
  P(
    `Written notices to ${us} go to ${our} front-door mailbox at ${v.ownerAddr}, or by text to ${v.ownerTel}. Notices to you may be left at your entrance or sent by text or e-mail to: ${contacts}.`,
  )
  head('Ending the rental')
  P(
    `When you move out, return both keys and the laundry room key, leave the apartment clean, and give ${us} your new mailing address in writing. Belongings left behind are handled as Utah law allows.`,
  )
  k.gap(8)
  k.p(`Signed on ${dt(v.signed).long}.`, { size: 9.4 })
  k.gap(4)
  const rows = Math.max(v.owners.length, v.renters.length)
  for (let i = 0; i < rows; i++) {
    const o = v.owners[i]
    const r = v.renters[i]
    signPair(k, o ? [o.full, 'Owner'] : [''], r ? [r.p.full, 'Renter'] : [''], 9)
  }
  pageNumbers(k, (i, m) => `Basement apartment agreement \u2014 page ${i} of ${m}`, {
    align: 'right',
  })

  const first = v.renters[0]
  if (!first) throw new Error('no renter')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.renters.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.apartment,
      leaseType: v.term.kind === 'monthly' ? 'month-to-month' : 'fixed-term',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? dt(v.term.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay.n,
      maxGuestStayDays: v.guestsConsecutive,
      managementCompany: null,
      housingProvider: ownerNames,
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods: v.methods,
      zelleNumber: v.zelle,
      gracePeriodDays: v.lateBy.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: null,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        `Plain-language agreement for a basement apartment in an owner-occupied house, written in the ${we ? '"we"/"you"' : '"I"/"you"'} voice: a large coloured title over an italic line and a coloured rule, an AT A GLANCE box of captions over values (owners, renters, others living there, apartment, start, end, rent with its due phrase, deposit, late fee, power share), thirteen heads led by large coloured numbers and phrased as questions or topics, a signing line and signature pairs.`,
        'rentDueDescription is the due phrase of the glance box and of part 4. The monthly power share is a utility repayment, not rent. gracePeriodDays is the day named in part 6 ("by the end of the Nth of the month"); nsfPolicy is the bounced-payment sentence of part 6. depositReturnCondition is the wording after "return the deposit" in part 7 (thirty days). Guests: the consecutive nights of part 8 (the nights-in-a-month limit is beside it). mailingAddress is the owners\u2019 front-door mailbox in part 12 (the house, upstairs); the renters\u2019 phones and e-mails are in the same part (first renter\u2019s). No place of payment is written, so paymentAddress is null. No manager.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'utah_basement_apartment',
  title: 'Utah plain-language basement apartment agreement in an owner-occupied house',
  exercises:
    'large coloured title, italic act line and coloured rule, an AT A GLANCE box with a tab (owners as a married couple or one owner, renters, others living there or "No one else", the apartment as "Basement Apartment" or "Lower Level Apartment" before the house address, long-date start, end or "No end date \u2014 month to month", rent with "due on or before the 1st/5th of each month", deposit, late fee summary, power share not rent), thirteen heads led by large coloured numbers phrased as questions, in the "we"/"you" or "I"/"you" voice: parties with joint responsibility for two renters, month to month with fifteen days\u2019 notice or a fixed term, rent for the whole apartment, payment in sentences (Zelle to a phone and checks made out to one owner, cash refused; or Zelle to an e-mail, money orders and cash with a receipt), flat late fee the day after the end of the 5th or 10th, bounced-payment sentence, deposit returned within thirty days after move-out and a new address, consecutive guest nights with a monthly total, shared utilities and laundry, 24-hour entry, notices to the owners\u2019 front-door mailbox with the renters\u2019 phones and e-mails inline in the same sentence; a signing line with a long date and signature pairs; page footer',
  docs: [
    {
      name: 'tw16_ut_basement_cedar_city',
      build: () =>
        build({
          voice: 'we',
          owners: [person('Dana', 'Whitcomb'), person('Russell', 'Whitcomb')],
          ownerAddr: '1184 Red Ledge Drive, Cedar City, UT 84720',
          ownerTel: '435-555-0142',
          apartment: 'Basement Apartment, 1184 Red Ledge Drive, Cedar City, UT 84720',
          entrance: 'down the stairwell on the north side of the house',
          renters: [
            {
              p: person('Kendra', 'Sorensen'),
              tel: '435-555-0177',
              email: 'kendra.sorensen@example.com',
            },
          ],
          occupants: [{ p: person('Tate', 'Sorensen'), who: 'her son' }],
          term: { kind: 'monthly', start: '2027-08-01' },
          rent: 875,
          dueDay: { figure: '1st', n: 1 },
          lateBy: { figure: '5th', n: 5, fee: 40 },
          pay: 'You may pay by Zelle to 435-555-0142 (Dana\u2019s phone) or by check made out to Dana Whitcomb. Please do not pay in cash. Put the month in the memo line so we can match it.',
          methods: ['Zelle', 'Check'],
          zelle: '435-555-0142',
          payee: 'Dana Whitcomb',
          deposit: 600,
          power: 45,
          guestsConsecutive: 5,
          nsf: 25,
          signed: '2027-07-20',
          notes: [
            'A married couple as owners ("we"); housingProvider as the parties sentence names them. One renter and her son (an occupant). Month to month from a long date, no end date. Zelle to the wife\u2019s phone (zelleNumber) and checks made out to her (paymentRecipient); cash refused. Late after the end of the 5th.',
          ],
        }),
    },
    {
      name: 'tw16_ut_basement_vernal_photo',
      build: () =>
        build({
          voice: 'I',
          owners: [person('Lorraine', 'Kimball')],
          ownerAddr: '655 West 200 North, Vernal, UT 84078',
          ownerTel: '435-555-0119',
          apartment: 'Lower Level Apartment, 655 West 200 North, Vernal, UT 84078',
          entrance: 'through the side door off the carport',
          renters: [
            { p: person('Brody', 'Nakai'), tel: '435-555-0163', email: 'brody.nakai@example.org' },
            {
              p: person('Elise', 'Fairbanks'),
              tel: '435-555-0184',
              email: 'efairbanks@example.com',
            },
          ],
          occupants: [],
          term: { kind: 'fixed', start: '2027-09-01', end: '2028-05-31' },
          rent: 950,
          dueDay: { figure: '5th', n: 5 },
          lateBy: { figure: '10th', n: 10, fee: 35 },
          pay: 'You may pay by Zelle to lorraine.kimball@example.org, by money order made out to Lorraine Kimball, or in cash handed to me in person, and I will give you a signed receipt the same day. I do not take personal checks.',
          methods: ['Zelle', 'Money Order', 'Cash'],
          zelle: 'lorraine.kimball@example.org',
          payee: 'Lorraine Kimball',
          deposit: 500,
          power: 40,
          guestsConsecutive: 3,
          nsf: 25,
          signed: '2027-08-24',
          notes: [
            'One owner ("I") living upstairs. Two renters who share the apartment (contacts in part 12, first renter\u2019s); no other occupants. Fixed term in long dates (terminationDateText as written). Rent due on or before the 5th (rentDueDay 5); late after the end of the 10th (gracePeriodDays 10). Zelle to the owner\u2019s e-mail (zelleNumber), money orders made out to her (paymentRecipient) and cash with a receipt; personal checks refused. Guests three nights in a row.',
          ],
        }),
      scan: {
        dpi: 130,
        rotate: 1.6,
        shear: 0.012,
        contrast: 0.82,
        noise: 16,
        lighting: 0.45,
        photo: true,
        quality: 46,
        seed: 16202,
      },
    },
  ],
}
