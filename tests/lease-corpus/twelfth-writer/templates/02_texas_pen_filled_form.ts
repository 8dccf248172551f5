import { StandardFonts, type PDFFont } from 'pdf-lib'
import {
  BLUE,
  GREY,
  dt,
  fill as blankFill,
  person,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { onRule, ring, room, strike } from '../parts'

type V = {
  made: string
  landlord: string
  landlordMail: string
  landlordTel: string
  tenants: Person[]
  tenantTel: string
  firstTel: string
  tenantEmail: string
  premises: string
  includes: string
  occupants: Person[]
  occupantsText: string
  start: string
  end: string | null
  noticeDays: string
  rent: number
  rentWords: string
  rentFigures: string
  dueDay: string
  payee: string
  payAt: string
  methods: { cash: boolean; check: boolean; cashiers: boolean; moneyOrder: boolean }
  zelle: string | null
  lateDay: string
  lateFirst: string
  latePerDay: string
  lateCap: string
  returned: string
  returnedAfter: string
  deposit: number
  depositFigures: string
  landlordPays: string
  pets: string
  guestDays: string
  special: string[]
  initials: [landlord: string, tenant: string]
  notes: string[]
}

/** Printed words set at the cursor line; returns the x after them. */
const say = (k: Kit, text: string, x: number, size = 9.4, font?: PDFFont) => {
  const f = font ?? k.w.regular
  k.w.page.drawText(text, { x, y: k.w.y, size, font: f })
  return x + f.widthOfTextAtSize(text, size) + 4
}

/** A blank filled by pen, the writing set a little after the printed word before it. */
const fill = (value: string) => blankFill(value ? ` ${value}` : null)

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 52, size: 9.4 })
  const { f } = k
  const hand = await k.w.doc.embedFont(StandardFonts.HelveticaOblique)
  const size = 9.4
  const P = (segs: Parameters<typeof k.p>[0]) =>
    k.p(segs, { size, fillFont: hand, leading: 1.62, after: 4.5, bottom: 66 })
  const num = (n: string, head: string) => [`${n}. ${head}`]
  k.w.y = k.w.height - 40
  k.w.page.drawText(
    'Form 27-TX (rev. 03/2024)  \u00b7  Brazos Valley Business Forms, Temple, Texas',
    {
      x: k.L,
      y: k.w.y,
      size: 6.8,
      font: f.sans,
      color: GREY,
    },
  )
  k.w.y -= 26
  k.centre('RESIDENTIAL LEASE', 17, f.bold)
  k.centre(
    'House, duplex or small apartment  \u2014  both pages of this form are part of the lease  \u2014  print or write clearly',
    7.6,
    f.italic,
  )
  k.gap(6)
  P([
    ...num('1', 'PARTIES.'),
    'This lease is made on',
    fill(dt(v.made).usShort),
    'between',
    fill(v.landlord),
    '(\u201cLandlord\u201d), whose mailing address is',
    fill(v.landlordMail),
    'and telephone number is',
    fill(v.landlordTel),
    ', and',
    fill(v.tenants.map((t) => t.full).join(' & ')),
    '(\u201cTenant\u201d, meaning each tenant named, each of whom is liable for all rent). Tenant\u2019s telephone:',
    fill(v.tenantTel),
    'E-mail:',
    fill(v.tenantEmail),
  ])
  P([
    ...num('2', 'PROPERTY.'),
    'Landlord leases to Tenant the dwelling located at',
    fill(v.premises),
    '(the \u201cProperty\u201d), together with the following items:',
    fill(v.includes),
  ])
  P([
    ...num('3', 'OCCUPANTS.'),
    'The Property will be occupied only by Tenant and the following persons (list names and ages of all others, including children):',
    fill(v.occupantsText),
  ])
  // 4. term: a printed choice of two lines; the chosen one ringed and filled, the other struck through
  room(k, 60)
  say(k, '4. TERM. (Circle (a) or (b) and complete that line only.)', k.L, size)
  k.w.y -= size * 1.75
  const lineA = k.w.y
  let x = say(k, '(a)', k.L + 14, size)
  const fixedX = x
  x = say(k, 'FIXED TERM', x, size, f.bold)
  x = say(k, 'beginning', x + 2, size)
  x = onRule(k.w.page, hand, v.end ? dt(v.start).usShort : '', x, lineA, { min: 62, size: 10 })
  x = say(k, 'and ending', x + 4, size)
  const endX = onRule(k.w.page, hand, v.end ? dt(v.end).usShort : '', x, lineA, {
    min: 62,
    size: 10,
  })
  say(k, '.', endX + 1, size)
  k.w.y -= size * 1.9
  const lineB = k.w.y
  x = say(k, '(b)', k.L + 14, size)
  const mtmX = x
  x = say(k, 'MONTH-TO-MONTH', x, size, f.bold)
  x = say(k, 'beginning', x + 2, size)
  x = onRule(k.w.page, hand, v.end ? '' : dt(v.start).usShort, x, lineB, { min: 62, size: 10 })
  x = say(k, ', until either party gives the other at least', x, size)
  x = onRule(k.w.page, hand, v.end ? '' : v.noticeDays, x, lineB, { min: 26, size: 10 })
  const mtmEnd = say(k, 'days\u2019 written notice.', x + 3, size)
  if (v.end) {
    ring(k.w.page, f.bold, 'FIXED TERM', fixedX, lineA, size)
    strike(k.w.page, k.L + 14, lineB, mtmEnd - k.L - 18, size)
    k.w.page.drawText(v.initials.join(' / '), {
      x: mtmEnd + 4,
      y: lineB + 5,
      size: 8,
      font: hand,
      color: BLUE,
    })
  } else {
    ring(k.w.page, f.bold, 'MONTH-TO-MONTH', mtmX, lineB, size)
    strike(k.w.page, k.L + 14, lineA, endX + 6 - k.L - 14, size)
    k.w.page.drawText(v.initials.join(' / '), {
      x: endX + 14,
      y: lineA + 5,
      size: 8,
      font: hand,
      color: BLUE,
    })
  }
  k.w.y -= size * 1.9
  const due = `on or before the ${v.dueDay} day of each month`
  P([
    ...num('5', 'RENT.'),
    'Tenant will pay monthly rent of',
    fill(v.rentWords),
    'dollars, in figures',
    fill(v.rentFigures),
    ', in advance, on or before the',
    fill(v.dueDay),
    'day of each month, without demand or deduction. Rent is paid only when Landlord receives it.',
  ])
  P([
    ...num('6', 'WHERE AND HOW TO PAY.'),
    'Rent shall be paid to',
    fill(v.payee),
    'at',
    fill(v.payAt),
    'or at another place Landlord names in writing, by the methods circled below.',
  ])
  // method choices on one printed line
  room(k, 30)
  const methodsY = k.w.y
  x = k.L + 14
  const opt = (label: string, on: boolean) => {
    const start = x
    x = say(k, label, x, size - 0.4, f.bold) + 10
    if (on) ring(k.w.page, f.bold, label, start, methodsY, size - 0.4)
  }
  opt('CASH', v.methods.cash)
  opt('PERSONAL CHECK', v.methods.check)
  opt('CASHIER\u2019S CHECK', v.methods.cashiers)
  opt('MONEY ORDER', v.methods.moneyOrder)
  const zStart = x
  x = say(k, 'ZELLE', x, size - 0.4, f.bold)
  if (v.zelle) ring(k.w.page, f.bold, 'ZELLE', zStart, methodsY, size - 0.4)
  x = say(k, 'to', x, size - 0.4)
  onRule(k.w.page, hand, v.zelle ?? '', x, methodsY, { min: 80, size: 10 })
  k.w.y -= size * 2.1
  P([
    ...num('7', 'LATE CHARGES.'),
    'If Landlord has not received all rent by 11:59 p.m. on the',
    fill(v.lateDay),
    'day of the month, Tenant will pay an initial late charge of',
    fill(v.lateFirst),
    'and an additional late charge of',
    fill(v.latePerDay),
    'per day after that until rent is paid in full, the additional charges not to exceed',
    fill(v.lateCap),
    'for any one month. Landlord is not required to accept rent after the late day.',
  ])
  const nsf = `Tenant will pay ${v.returned} for each check or other payment returned unpaid, and after ${v.returnedAfter} returned payment(s) Landlord may require all later rent to be paid by cashier\u2019s check or money order.`
  P([
    ...num('8', 'RETURNED PAYMENTS.'),
    'Tenant will pay',
    fill(v.returned),
    'for each check or other payment returned unpaid, and after',
    fill(v.returnedAfter),
    'returned payment(s) Landlord may require all later rent to be paid by cashier\u2019s check or money order.',
  ])
  const ret =
    'less deductions for unpaid rent and damage beyond normal wear and tear, itemized in writing, no later than 30 days after Tenant surrenders the Property, provided Tenant has given Landlord a written forwarding address'
  P([
    ...num('9', 'SECURITY DEPOSIT.'),
    'On signing, Tenant has paid Landlord a security deposit of',
    fill(v.depositFigures),
    `. Landlord will refund the deposit ${ret}. The deposit may not be used by Tenant as rent for the last month.`,
  ])
  P([
    ...num('10', 'UTILITIES.'),
    'Tenant will place in Tenant\u2019s name and pay for all utilities and services, except the following, which Landlord will pay:',
    fill(v.landlordPays),
    '.',
  ])
  P([
    ...num('11', 'PETS.'),
    'No animal of any kind may be kept on the Property, even temporarily, except:',
    fill(v.pets),
    '. An assistance animal is not a pet.',
  ])
  P([
    ...num('12', 'GUESTS.'),
    'No guest may stay on the Property more than',
    fill(v.guestDays),
    'days in any one month without Landlord\u2019s written consent.',
  ])
  const printed = [
    '13. REPAIRS. All requests for repairs must be made in writing and delivered to Landlord, except in an emergency involving a condition that endangers health or safety, which Tenant may report by telephone. Tenant will promptly report water leaks, mold and any malfunction of a smoke alarm. Tenant pays for repairs of damage caused by Tenant, occupants or guests.',
    '14. SMOKE ALARMS AND SECURITY DEVICES. Landlord has tested the smoke alarms and installed the security devices Subchapters D and F of Chapter 92 of the Texas Property Code require. Tenant will replace smoke-alarm batteries as needed and may request rekeying at Tenant\u2019s cost.',
    '15. ENTRY. Landlord may enter the Property at reasonable times to inspect, repair or show it, after making a reasonable attempt to notify Tenant, and at any time in an emergency.',
    '16. CARE AND USE. Tenant will keep the Property clean and sanitary, dispose of trash properly, comply with any owners\u2019 association rules, and not make alterations, paint or change locks without Landlord\u2019s written consent. No smoking inside the dwelling.',
    '17. EARLY TERMINATION. Tenants may have special statutory rights to terminate the lease early in certain situations involving family violence, certain sexual offenses or stalking, or a military deployment or transfer.',
    '18. NOTICES. Notices to Landlord must be in writing and mailed or delivered to Landlord\u2019s mailing address in paragraph 1. Notices to Tenant may be delivered to the Property or mailed to it.',
    '19. MOVE-OUT. Tenant will give Landlord written notice of surrender and a forwarding address, remove all belongings, leave the Property clean and return all keys and remotes. Property left behind after surrender may be disposed of.',
    '20. DEFAULT. If Tenant fails to pay rent or breaks this lease, Landlord may end Tenant\u2019s right of occupancy by giving the notice to vacate the Texas Property Code requires and may recover unpaid rent, charges and reasonable attorney\u2019s fees.',
  ]
  for (const t of printed) P([t])
  k.gap(4)
  k.line('21. SPECIAL PROVISIONS (write in; strike through if none):', size, f.regular)
  k.gap(4)
  for (let i = 0; i < 4; i++) {
    onRule(k.w.page, hand, v.special[i] ?? '', k.L + 14, k.w.y, { min: k.W - 14, size: 10 })
    k.w.y -= size * 2
  }
  k.gap(2)
  P([
    '22. ENTIRE AGREEMENT. This lease, with any special provisions above and any signed addenda, is the entire agreement. Each party acknowledges receiving a signed copy.',
  ])
  k.gap(16)
  const sigLine = (cap: string, name: string, when: string, x0: number) => {
    const y = k.w.y
    k.w.page.drawLine({
      start: { x: x0, y: y - 2 },
      end: { x: x0 + 160, y: y - 2 },
      thickness: 0.5,
    })
    k.w.page.drawText(name, { x: x0 + 6, y: y + 1, size: 13, font: hand, color: BLUE })
    k.w.page.drawLine({
      start: { x: x0 + 170, y: y - 2 },
      end: { x: x0 + 228, y: y - 2 },
      thickness: 0.5,
    })
    k.w.page.drawText(when, { x: x0 + 174, y: y + 1, size: 9.5, font: hand, color: BLUE })
    k.w.page.drawText(cap, { x: x0, y: y - 11, size: 7, font: f.sans })
    k.w.page.drawText('Date', { x: x0 + 170, y: y - 11, size: 7, font: f.sans })
  }
  const signers: [string, string][] = [
    ['Landlord', v.landlord.split(' and ')[0] ?? v.landlord],
    ...v.tenants.map((t): [string, string] => ['Tenant', t.full]),
  ]
  if (v.landlord.includes(' and '))
    signers.splice(1, 0, ['Landlord', v.landlord.split(' and ')[1] ?? ''])
  signers.forEach(([cap, name], i) => {
    if (i % 2 === 0 && i > 0) k.w.y -= 38
    sigLine(cap, name, dt(v.made).usShort, k.L + (i % 2) * (k.W / 2 + 4))
  })
  k.w.y -= 40
  k.w.doc.getPages().forEach((pg, i, all) => {
    const a = `Form 27-TX  \u00b7  page ${i + 1} of ${all.length}  \u00b7  Landlord\u2019s initials `
    const b = '__________    Tenant\u2019s initials '
    pg.drawText(`${a}${b}__________`, { x: k.L, y: 30, size: 7, font: f.sans, color: GREY })
    const wa = f.sans.widthOfTextAtSize(a, 7)
    const wb = f.sans.widthOfTextAtSize(b, 7)
    pg.drawText(v.initials[0], { x: k.L + wa + 3, y: 31.5, size: 9, font: hand, color: BLUE })
    pg.drawText(v.initials[1], { x: k.L + wa + wb + 3, y: 31.5, size: 9, font: hand, color: BLUE })
  })
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.firstTel,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).usShort : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: Number.parseInt(v.dueDay, 10),
      maxGuestStayDays: Number.parseInt(v.guestDays, 10),
      housingProvider: v.landlord,
      mailingAddress: v.landlordMail,
      acceptedPaymentMethods: [
        ...(v.methods.cash ? ['Cash'] : []),
        ...(v.methods.check ? ['Check'] : []),
        ...(v.methods.cashiers ? ["Cashier's Check"] : []),
        ...(v.methods.moneyOrder ? ['Money Order'] : []),
        ...(v.zelle ? ['Zelle'] : []),
      ],
      zelleNumber: v.zelle,
      gracePeriodDays: Number.parseInt(v.lateDay, 10),
      nsfFeeFirst: Number.parseFloat(v.returned.replace(/[$,]/g, '')),
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        'Two-page stationer\u2019s lease printed in a serif face with blanks inside numbered paragraphs, filled by pen (an oblique face in blue): the term is a printed choice of two lines, the chosen one ringed and filled, the other struck through and initialled; payment methods are a printed row of words, the accepted ones ringed; special provisions written on ruled lines; signatures and dates in pen; initials in each page footer.',
        'Paragraph 5 states the due day in its running sentence with the day written into a blank ("on or before the 1st day of each month"): rentDueDescription is that phrase as read with the blank filled, rentDueDay the day written. Late charges: "not received all rent by 11:59 p.m. on the [N] day" gives gracePeriodDays N; the charges are flat with a daily add-on and cap (lateFeePercentage null). nsfPolicy is paragraph 8 read with its blanks filled; nsfFeeFirst from its blank. The deposit is refunded "no later than 30 days after" surrender (printed days); the condition is the wording after "refund the deposit".',
        'Individual landlord(s) with no agent: notices go to the landlord\u2019s mailing address in paragraph 1 (mailingAddress); paymentRecipient and paymentAddress are paragraph 6\u2019s blanks. Only ringed methods are listed. The guest blank counts days in any one month (maxGuestStayDays). Dates are written by hand as M/D/YY; terminationDateText as written.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'texas_pen_filled_form',
  title: 'Texas two-page stationer\u2019s residential lease filled in by pen',
  exercises:
    'serif printed form with blanks inside numbered paragraphs filled in a blue oblique pen face: making date, landlord (individual or a couple) with mailing address (P.O. box or street) and telephone, tenants joined by "&" with one contact blank, property as one written address line with included items, occupants written with ages or "none", term as a printed two-line choice (fixed term ringed with M/D/YY dates and the month-to-month line struck through and initialled, or the reverse with a notice-days blank), rent in words and figures with the due day written into the sentence, payee and place of payment blanks, a printed row of payment methods with the accepted ones ringed (check, money order and Zelle to a written number, or cash and personal check), late charge by the Nth day with a daily add-on and cap, returned-payment blank, statutory 30-day deposit refund, landlord-paid utilities, pets, guest days per month, the Texas early-termination statement, special provisions on ruled lines (a pet deposit as a distractor in one), pen signatures and dated initials in each footer',
  docs: [
    {
      name: 'tw12_tx_pen_lease_killeen',
      build: () =>
        build({
          made: '2027-07-24',
          landlord: 'Dwight A. Featherstone',
          landlordMail: 'P.O. Box 1187, Harker Heights, TX 76548',
          landlordTel: '(254) 555-0126',
          tenants: [person('Marcus', 'Delgadillo'), person('Tamika', 'Delgadillo')],
          tenantTel: '(254) 555-0161 Marcus / (254) 555-0164 Tamika',
          firstTel: '(254) 555-0161',
          tenantEmail: 'm.delgadillo@example.com',
          premises: '2409 Sandpiper Bend, Killeen, TX 76542',
          includes: 'fridge, range, dishwasher, ceiling fans, 2 garage remotes',
          occupants: [person('Jaden', 'Delgadillo'), person('Aaliyah', 'Delgadillo')],
          occupantsText: 'Jaden Delgadillo (9), Aaliyah Delgadillo (5)',
          start: '2027-08-01',
          end: '2028-07-31',
          noticeDays: '',
          rent: 1350,
          rentWords: 'Thirteen hundred fifty & no/100',
          rentFigures: '$1,350.00',
          dueDay: '1st',
          payee: 'Dwight A. Featherstone',
          payAt: 'P.O. Box 1187, Harker Heights, TX 76548',
          methods: { cash: false, check: true, cashiers: false, moneyOrder: true },
          zelle: '254-555-0126',
          lateDay: '3rd',
          lateFirst: '$50.00',
          latePerDay: '$10.00',
          lateCap: '$150.00',
          returned: '$35.00',
          returnedAfter: 'one',
          deposit: 1350,
          depositFigures: '$1,350.00',
          landlordPays: 'HOA dues & trash',
          pets: 'one dog (beagle, under 30 lbs.)',
          guestDays: '7',
          special: [
            'Pet deposit $250.00 paid 7/24/27 in addition to security deposit.',
            'Tenant mows and waters yard; Landlord changes A/C filters every 3 months.',
            'Lease may end early on military orders per para. 17 \u2014 copy of orders required.',
          ],
          initials: ['DAF', 'MW TW'],
          notes: [
            'Two tenants (a married couple) sharing one telephone blank with two numbers: tenantPhone is the first number; one e-mail. Two children written into the occupants blank with ages. Fixed term 8/1/27 to 7/31/28 (the month-to-month line is struck through). Payments by personal check, money order or Zelle to the number written after ZELLE (zelleNumber as written); cash and cashier\u2019s check not ringed. Mailed to the landlord\u2019s P.O. box (paymentAddress, also the notices address). The $250.00 pet deposit in the special provisions is not the security deposit.',
          ],
        }),
    },
    {
      name: 'tw12_tx_pen_lease_waco_photo',
      build: () =>
        build({
          made: '2027-09-27',
          landlord: 'Roberto Canales and Celia Canales',
          landlordMail: '1126 Speight Ave., Waco, TX 76706',
          landlordTel: '(254) 555-0138',
          tenants: [person('Hollis', 'Pennington')],
          tenantTel: '(254) 555-0173',
          firstTel: '(254) 555-0173',
          tenantEmail: 'hpennington@example.net',
          premises: '1904 Bagby Ave., Apt. B, Waco, TX 76706',
          includes: 'stove, refrigerator, window A/C unit',
          occupants: [],
          occupantsText: 'none',
          start: '2027-10-01',
          end: null,
          noticeDays: '30',
          rent: 875,
          rentWords: 'Eight hundred seventy-five',
          rentFigures: '$875.00',
          dueDay: '1st',
          payee: 'Celia Canales',
          payAt: '1126 Speight Ave., Waco, TX 76706',
          methods: { cash: true, check: true, cashiers: false, moneyOrder: false },
          zelle: null,
          lateDay: '5th',
          lateFirst: '$40.00',
          latePerDay: '$5.00',
          lateCap: '$75.00',
          returned: '$30.00',
          returnedAfter: 'two',
          deposit: 500,
          depositFigures: '$500.00',
          landlordPays: 'water, sewer & trash',
          pets: 'none',
          guestDays: '5',
          special: [
            'Cash paid only with a written receipt from Landlord.',
            'Quiet after 10 pm \u2014 duplex.',
          ],
          initials: ['RC CC', 'HP'],
          notes: [
            'Married couple as landlords, written as on the parties line (housingProvider); the payee is the wife alone, at the couple\u2019s street address, which is also the notices address. One tenant, occupants "none". Month-to-month from 10/1/27 on 30 days\u2019 notice: the fixed-term line is struck through (leaseType month-to-month, endDate and terminationDateText null). Cash and personal check ringed; no Zelle number. Late after the 5th (gracePeriodDays 5).',
          ],
        }),
      scan: {
        dpi: 150,
        rotate: 2.1,
        shear: 0.014,
        lighting: 0.35,
        photo: true,
        noise: 10,
        quality: 50,
        seed: 12202,
      },
    },
  ],
}
