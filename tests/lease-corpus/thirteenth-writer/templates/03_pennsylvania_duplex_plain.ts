import { dt, numberWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { andList, pageNumbers, room, sign } from '../parts'

type V = {
  owners: string
  ownerShort: string
  ownerAddr: string
  ownerTel: string
  ownerNote: string
  tenants: { p: Person; tel: string; email: string }[]
  kids: Person[]
  half: string
  otherHalf: string
  start: string
  end: string | null
  rent: number
  deposit: number
  firstMonth: boolean
  zelle: string | null
  checkTo: string
  lateDays: { words: string; n: number }
  late: number
  nsf: number
  guestNights: number
  signed: string
  notes: string[]
}

/** A short bold line, then plain text under it, indented. */
const point = (k: Kit, title: string, text: string) => {
  room(k, 44)
  k.w.page.drawText(title, { x: k.L, y: k.w.y, size: 10.4, font: k.w.bold })
  k.w.y -= 13
  k.p(text, { x: k.L + 14, width: k.W - 14, size: 9.7, leading: 1.34, after: 7 })
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 66, size: 9.7 })
  k.w.y = k.w.height - 60
  k.line('Lease for One Side of a Duplex', 17, k.w.bold)
  k.line(`${v.half}`, 10, k.f.italic)
  k.w.page.drawLine({
    start: { x: k.L, y: k.w.y + 4 },
    end: { x: k.L + k.W, y: k.w.y + 4 },
    thickness: 1.2,
  })
  k.gap(8)
  const names = andList(v.tenants.map((t) => t.p.full))
  const rentWords = `${numberWords(v.rent)} dollars`
  const due = 'by the 1st of every month'
  const nsf = `If your check or payment bounces, you owe a ${usd(v.nsf)} bounced-payment fee on top of the rent and any late fee.`
  const ret = `minus anything you owe us for unpaid rent or damage, within 30 days after you move out and give back the keys`
  const moveIn = v.deposit + (v.firstMonth ? v.rent : 0)
  k.p(
    `We, ${v.owners} (\u201cwe\u201d), rent to you, ${names} (\u201cyou\u201d), the ${v.otherHalf} The plain words in this lease mean what they say. If anything here is unclear, ask us before you sign.`,
    { size: 10 },
  )
  point(
    k,
    'How long',
    v.end
      ? `From ${dt(v.start).long} to ${dt(v.end).long}. If you want to stay longer, tell us by 60 days before the end and we will talk about a new lease.`
      : `Month to month, starting ${dt(v.start).long}. You or we can end it by giving written notice at least 30 days before the end of a rental month.`,
  )
  point(
    k,
    'Rent',
    `${usd(v.rent)} a month (${rentWords}), due ${due}. ${v.zelle ? `Send it by Zelle to ${v.zelle}, or` : 'Pay'} by check made out to ${v.checkTo}${v.zelle ? '' : ', mailed or handed to us'}. Please don\u2019t pay in cash. We mail or text a receipt when asked.`,
  )
  point(
    k,
    'Late rent',
    `Rent is late if we don\u2019t have it by the end of the ${v.lateDays.words} day of the month. Then you owe a late fee of ${usd(v.late)}, once per month.`,
  )
  point(k, 'Bounced payments', nsf)
  point(
    k,
    'Money before you move in',
    `Security deposit ${usd(v.deposit)}${v.firstMonth ? ` plus the first month\u2019s rent ${usd(v.rent)}` : ''}: ${usd(moveIn)} in all, paid before we give you the keys.`,
  )
  point(
    k,
    'Getting the deposit back',
    `We keep the deposit in a separate account at Keystone Ridge Savings Bank. We will send back the deposit ${ret}. Send us your new address in writing. After you have lived here two years the deposit earns interest as Pennsylvania law says.`,
  )
  point(
    k,
    'Who lives here',
    `Only you${v.kids.length ? ` and ${andList(v.kids.map((c) => c.full))}` : ''}. Friends and family may visit, but nobody may stay more than ${numberWords(v.guestNights)} nights in a month without asking us first.`,
  )
  point(
    k,
    'Utilities',
    'Each side has its own electric and gas meter; you put those in your name. We pay for water, sewer and trash because the two sides share one water line.',
  )
  point(
    k,
    'The shared parts',
    'The front walk, the basement laundry corner and the backyard are shared with the other side. Shovel your own steps. Don\u2019t store anything by the furnace.',
  )
  point(
    k,
    'Repairs',
    `Tell us about leaks, heat problems or anything broken right away. Call or text ${v.ownerTel}. For an emergency at night, call anyway. We will give you a day\u2019s notice before coming in, except in an emergency.`,
  )
  point(k, 'Writing to us', `Letters and notices to us go to ${v.ownerAddr}. ${v.ownerNote}`)
  point(k, 'Smoking, pets', 'No smoking inside. No pets unless we agree in writing.')
  room(k, 150)
  k.gap(6)
  k.p(`Signed ${dt(v.signed).long}.`, { size: 9.6, after: 12 })
  sign(k, `Owner: ${v.owners}`, { width: 260 })
  for (const t of v.tenants)
    sign(k, `Tenant: ${t.p.full}`, { width: 260, under: [`Phone ${t.tel}   Email ${t.email}`] })
  pageNumbers(k, (i, n) => `${i}/${n}`, { align: 'right' })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.kids.length ? v.kids : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.half,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guestNights,
      housingProvider: v.owners,
      mailingAddress: v.ownerAddr,
      acceptedPaymentMethods: v.zelle ? ['Zelle', 'Check'] : ['Check'],
      zelleNumber: v.zelle,
      gracePeriodDays: v.lateDays.n,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: moveIn,
      rentDueDescription: due,
      paymentRecipient: v.checkTo,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Plain-English duplex lease written by the owners, in "we/you" words with short bold headings. No manager. Tenant phones and e-mails are under the signature lines (first tenant). The total before move-in is stated ("in all"), so totalMoveInCost. The savings bank holding the deposit is not a payment account.',
        '"by the 1st of every month" is the due phrase; "by the end of the [Nth] day of the month" gives gracePeriodDays. Guests "nights in a month". paymentRecipient is the check payee; paymentAddress null (no place of payment is written: checks are mailed or handed over, and the notice address is given only for letters).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'pennsylvania_duplex_plain',
  title:
    'Pennsylvania two-page plain-English lease for one side of a duplex, written by its owners',
  exercises:
    'serif title with the half\u2019s address in italics under a heavy rule, we/you parties sentence (a married couple or a mother and son as owners), short bold headings with indented text: fixed term with long dates or month to month, rent in figures and words due by the 1st, Zelle to a phone number and checks or checks only, late after the end of the Nth day with a flat fee, bounced-payment fee, stated total before move-in, deposit held at a savings bank and returned within 30 days, children named in who lives here, guests per month, shared yard and basement, notices to the owners\u2019 address (the other half or another town), tenants\u2019 phone and e-mail under their signatures',
  docs: [
    {
      name: 'tw13_pa_duplex_lease_altoona',
      build: () =>
        build({
          owners: 'Walter and Bernadette Szymanski',
          ownerShort: 'the Szymanskis',
          ownerAddr: '1519 Fifth Avenue, Altoona, PA 16602',
          ownerTel: '(814) 555-0122',
          ownerNote:
            'That is the other side of the duplex, where we live, so you can also hand them to us.',
          tenants: [
            {
              p: person('Corey', 'Lindqvist'),
              tel: '(814) 555-0170',
              email: 'corey.lindqvist@example.com',
            },
            { p: person('Hannah', 'Mbeki'), tel: '(814) 555-0193', email: 'hmbeki@example.net' },
          ],
          kids: [person('Rowan', 'Lindqvist')],
          half: '1517 Fifth Avenue, Altoona, PA 16602',
          otherHalf:
            'left side of our duplex at 1517 Fifth Avenue, Altoona, PA 16602: two bedrooms upstairs, kitchen and living room downstairs, the front porch and the parking pad on the left.',
          start: '2027-05-01',
          end: '2028-04-30',
          rent: 1050,
          deposit: 1050,
          firstMonth: true,
          zelle: '(814) 555-0122',
          checkTo: 'Walter Szymanski',
          lateDays: { words: 'fifth', n: 5 },
          late: 40,
          nsf: 35,
          guestNights: 10,
          signed: '2027-04-12',
          notes: [
            'A married couple who live in the other half; their half\u2019s address is the notice address (mailingAddress), not the premises. Rent by Zelle to the owner\u2019s phone (zelleNumber as written) or by check to Walter Szymanski. Two tenants and one child. Fixed one-year term; move-in total = deposit + first month.',
          ],
        }),
    },
    {
      name: 'tw13_pa_duplex_lease_bethlehem',
      build: () =>
        build({
          owners: 'Gloria Feliciano-Reyes and Adrian Reyes',
          ownerShort: 'the Reyes family',
          ownerAddr: '88 Ferry Street, Easton, PA 18042',
          ownerTel: '(610) 555-0138',
          ownerNote:
            'We do not live at the duplex, so please mail them or e-mail a copy to reyes.rentals@example.org.',
          tenants: [
            {
              p: person('Ignatius', 'Brannigan'),
              tel: '(484) 555-0105',
              email: 'ig.brannigan@example.com',
            },
          ],
          kids: [],
          half: '724B Hillside Avenue, Bethlehem, PA 18015',
          otherHalf:
            'right side (724B) of the duplex at 724 Hillside Avenue, Bethlehem, PA 18015: one bedroom, bath, kitchen, front room and one off-street space.',
          start: '2027-09-01',
          end: null,
          rent: 925,
          deposit: 925,
          firstMonth: false,
          zelle: null,
          checkTo: 'Adrian Reyes',
          lateDays: { words: 'fourth', n: 4 },
          late: 35,
          nsf: 30,
          guestNights: 7,
          signed: '2027-08-20',
          notes: [
            'A mother and son own the duplex and live in another town: their Easton address is the notice address (mailingAddress). Checks only, to Adrian Reyes. One tenant, no occupants. Month to month (endDate and terminationDateText null). The move-in total is the deposit alone ("in all").',
          ],
        }),
    },
  ],
}
