import { rgb } from 'pdf-lib'
import { dt, ordinal, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, pageNumbers, room, sign } from '../parts'

type V = {
  owner: string
  ownerAddr: string
  ownerPhone: string
  backup: string
  renters: { p: Person; phone: string; email: string }[]
  occupants: { p: Person; age: number }[]
  premises: string
  place: string
  start: string
  end: string | null
  dueDay: number
  rent: number
  deposit: number
  payee: string
  methods: 'zelle' | 'cash'
  zelle: string | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 64, size: 10.2 })
  const { f, p } = k
  const q = (t: string) => {
    room(k, 50)
    k.gap(5)
    k.w.page.drawRectangle({
      x: k.L,
      y: k.w.y - 1,
      width: 7,
      height: 7,
      color: rgb(0.55, 0.2, 0.1),
    })
    k.w.page.drawText(t, { x: k.L + 13, y: k.w.y - 1, size: 10.6, font: f.sansBold })
    k.w.y -= 16
  }
  k.w.page.drawText('Residential Rental Agreement', { x: k.L, y: k.w.y, size: 19, font: f.bold })
  k.w.y -= 17
  k.w.page.drawText(`${v.place} \u2014 in plain questions and answers`, {
    x: k.L,
    y: k.w.y,
    size: 9.5,
    font: f.italic,
  })
  k.w.y -= 14
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y },
    end: { x: k.L + k.W, y: k.w.y },
    thickness: 0.8,
  })
  k.w.y -= 8
  const due = `on the ${ordinal(v.dueDay)} of every month`
  q('Who is this agreement between?')
  p(
    `${v.owner} (the "Owner"), who owns the property and looks after it personally, and ${andList(v.renters.map((r) => r.p.full))} (the "Renter"; if there are several, each one is responsible for the whole rent).`,
  )
  q('What is being rented?')
  p(`The home at ${v.premises}, with the appliances that are there now and the use of the yard.`)
  q('How long does it last?')
  p(
    v.end
      ? `From ${dt(v.start).long} through ${dt(v.end).long}. After that, if nobody has given notice, it carries on from month to month.`
      : `It starts on ${dt(v.start).long} and runs from month to month until the Owner or the Renter ends it with at least 30 days\u2019 written notice.`,
  )
  q('What is the rent, and when is it due?')
  p(
    `${usd(v.rent)} a month, due ${due}.` +
      (v.dueDay !== 1
        ? ' The rent period runs from that day to the day before it in the next month.'
        : ''),
  )
  q('How can the Renter pay?')
  p(
    v.methods === 'zelle'
      ? `By Zelle to ${v.zelle}, or by check made out to ${v.payee} and mailed to ${v.ownerAddr}.`
      : `By check or money order made out to ${v.payee} and mailed to ${v.ownerAddr}, or in cash handed to the Owner in person, in which case the Owner will give a written receipt.`,
  )
  q('What happens if rent is late or a payment bounces?')
  p(
    'If rent is not paid within 5 days of the due date, a $35.00 late fee is added. Any payment that bounces costs the Renter an extra $30.00.',
  )
  q('What about the security deposit?')
  p(
    `The Renter pays a deposit of ${usd(v.deposit)} before moving in. The Owner will return the deposit within 30 days after the Renter moves out, minus anything listed in writing for unpaid rent or damage beyond ordinary wear. If nothing is deducted, it comes back within 10 days.`,
  )
  q('Who may live there, and how long may guests stay?')
  p(
    (v.occupants.length
      ? `The Renter and ${andList(v.occupants.map((o) => `${o.p.full} (${o.age})`))}. `
      : 'Only the Renter. ') +
      'Guests are welcome for up to 14 nights in a row; anyone staying longer needs the Owner\u2019s written OK.',
  )
  q('Who pays for utilities?')
  p(
    'The Renter pays electricity, natural gas and internet. The Owner pays water, sewer and garbage. Snow on the sidewalk is the Renter\u2019s job within 24 hours after a storm, as city code requires.',
  )
  q('What about repairs, visits and house rules?')
  p(
    'The Renter tells the Owner promptly about anything that needs fixing. The Owner may come in at reasonable times after giving 24 hours\u2019 notice, or right away in an emergency. No smoking indoors, no subletting, and pets only with the Owner\u2019s written OK.',
  )
  q('How do we reach each other?')
  p(
    `The Owner: ${v.ownerAddr}, telephone ${v.ownerPhone}. If the Owner cannot be reached in an emergency, call ${v.backup} (not a party to this agreement). The Renter: at the home, and at the numbers and e-mail addresses on the signature page.`,
  )
  freshPage(k)
  k.w.page.drawText('Signatures', { x: k.L, y: k.w.y, size: 14, font: f.bold })
  k.w.y -= 22
  p(`We have read this agreement and agree to it. Signed on ${dt(v.signed).long}.`)
  k.gap(6)
  sign(k, `Owner: ${v.owner}`, { width: 280 })
  for (const r of v.renters)
    sign(k, `Renter: ${r.p.full}`, {
      width: 280,
      under: [`Phone: ${r.phone}`, `E-mail: ${r.email}`],
    })
  pageNumbers(k, (i, n) => `${v.premises} \u2014 ${i} of ${n}`, { align: 'right' })
  const first = v.renters[0]
  if (!first) throw new Error('no renter')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.renters.map((r) => r.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay,
      maxGuestStayDays: 14,
      housingProvider: v.owner,
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods:
        v.methods === 'zelle' ? ['Zelle', 'Check'] : ['Check', 'Money Order', 'Cash'],
      zelleNumber: v.zelle,
      gracePeriodDays: 5,
      nsfFeeFirst: 30,
      rentDueDescription: `due ${due}`,
      paymentRecipient: v.payee,
      paymentAddress: v.ownerAddr,
      nsfPolicy: 'Any payment that bounces costs the Renter an extra $30.00.',
      depositReturnDays: 30,
      depositReturnCondition:
        'within 30 days after the Renter moves out, minus anything listed in writing for unpaid rent or damage beyond ordinary wear',
      _notes: [
        'Owner-managed agreement in questions and answers ("Owner" and "Renter"), question headings with a square bullet, a separate signature page; long dates.',
        'No manager (managementCompany null). The Owner\u2019s address is both the notice address and where checks are mailed; the payee is as written. The emergency back-up person in the last answer is a distractor.',
        'Renters\u2019 phones and e-mails appear only under their signatures on page 2 (the first renter\u2019s are tenantPhone/tenantEmail).',
        '"If rent is not paid within 5 days of the due date": gracePeriodDays 5, flat $35 (lateFeePercentage null). nsfPolicy is the "bounces" sentence.',
        'The deposit answer gives 30 days with deductions and 10 days with none: depositReturnDays 30 (the period of the return clause); depositReturnCondition is the wording after "the deposit" in that sentence.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'montana_question_headings',
  title: 'Montana owner-managed rental agreement in questions and answers',
  exercises:
    'question headings with square bullets, "Owner"/"Renter" wording, individual owner with no manager, fixed term "through" a leap-day end date or month to month from mid-month with rent due on the 15th, Zelle to an e-mail plus mailed checks or check/money order/cash with receipt, late after 5 days flat, "bounces" sentence, deposit clause with 30- and 10-day periods, guest nights in a row, occupants with ages in one, back-up emergency contact as a distractor, renters\u2019 phones and e-mails only on a separate signature page',
  docs: [
    {
      name: 'tw7_mt_owner_agreement_bozeman',
      build: () =>
        build({
          owner: 'Ingrid Haugland',
          ownerAddr: '1108 S Willson Avenue, Bozeman, MT 59715',
          ownerPhone: '(406) 555-0148',
          backup: 'Arne Haugland at (406) 555-0103',
          renters: [
            {
              p: person('Temperance', 'Okonkwo-Lund'),
              phone: '(406) 555-0171',
              email: 'temperance.ol@example.com',
            },
            {
              p: person('Bastien', 'Harrowgate'),
              phone: '(406) 555-0192',
              email: 'bharrowgate@example.org',
            },
          ],
          occupants: [],
          premises: '714 N Tracy Avenue, Bozeman, MT 59715',
          place: 'Bozeman, Montana',
          start: '2027-03-01',
          end: '2028-02-29',
          dueDay: 1,
          rent: 1750,
          deposit: 2000,
          payee: 'Ingrid Haugland',
          methods: 'zelle',
          zelle: 'ingrid.haugland.rentals@example.com',
          signed: '2027-02-10',
          notes: [
            'Fixed term ending on a leap day (February 29, 2028). Two renters, no occupants; Zelle to the owner\u2019s e-mail (zelleNumber) or mailed checks.',
          ],
        }),
    },
    {
      name: 'tw7_mt_owner_agreement_billings_scan',
      build: () =>
        build({
          owner: 'Roscoe Pettibone',
          ownerAddr: 'P.O. Box 20417, Billings, MT 59104',
          ownerPhone: '(406) 555-0120',
          backup: 'Dolores Pettibone, (406) 555-0189',
          renters: [
            {
              p: person('Kateri', 'Fontaine-Mbeki'),
              phone: '(406) 555-0137',
              email: 'kateri.fm@example.net',
            },
          ],
          occupants: [
            { p: person('Elias', 'Fontaine'), age: 11 },
            { p: person('June', 'Fontaine'), age: 7 },
          ],
          premises: '2216 Custer Avenue, Unit B, Billings, MT 59102',
          place: 'Billings, Montana',
          start: '2027-04-15',
          end: null,
          dueDay: 15,
          rent: 1080,
          deposit: 1080,
          payee: 'Roscoe Pettibone',
          methods: 'cash',
          zelle: null,
          signed: '2027-04-06',
          notes: [
            'Month to month from the 15th with rent due "on the 15th of every month" (rentDueDay 15). One renter and two children (ages). Check, money order or cash with a receipt; the owner\u2019s P.O. box is the notice and payment address.',
          ],
        }),
      scan: {
        dpi: 150,
        rotate: -1.3,
        shear: 0.022,
        contrast: 0.8,
        noise: 9,
        quality: 55,
        seed: 7707,
      },
    },
  ],
}
