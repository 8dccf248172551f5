import { rgb } from 'pdf-lib'
import { BLUE, dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { cellRow, type DrawIn } from '../parts'

type V = {
  serial: string
  dated: string
  owner: string
  ownerMail: string
  ownerTel: string
  agent: { name: string; office: string; tel: string } | null
  renters: Person[]
  renterTel: string
  firstTel: string
  renterEmail: string
  others: { p: Person; note: string }[]
  premises: string
  start: string
  end: string | null
  rent: number
  rentWords: string
  deposit: number
  prorated: number | null
  otherCharges: string
  total: number
  payTo: string
  payAt: string
  cash: boolean
  check: boolean
  moneyOrder: boolean
  bank: { account: string; bank: string } | null
  late: number
  lateDay: string
  returned: number
  depositDays: number
  guestDays: number
  notes: string[]
}

const RED = rgb(0.55, 0.12, 0.12)

/** A tick box with its printed label inside a cell; returns the x after the label. */
const tick = (k: Kit, x: number, y: number, on: boolean, label: string) => {
  k.w.page.drawRectangle({ x, y: y - 1, width: 7, height: 7, borderWidth: 0.6, borderColor: RED })
  if (on) k.w.page.drawText('X', { x: x + 0.6, y: y - 0.5, size: 9, font: k.f.italic, color: BLUE })
  k.w.page.drawText(label, { x: x + 10, y, size: 7.2, font: k.f.sans })
  return x + 10 + k.f.sans.widthOfTextAtSize(label, 7.2) + 5
}
/** Handwriting on a printed line inside a cell; returns the x after it. */
const hand = (k: Kit, x: number, y: number, text: string, min = 60) => {
  const w = Math.max(min, k.f.italic.widthOfTextAtSize(text, 10.5) + 8)
  k.w.page.drawLine({
    start: { x, y: y - 2 },
    end: { x: x + w, y: y - 2 },
    thickness: 0.4,
    color: RED,
  })
  if (text) k.w.page.drawText(text, { x: x + 3, y, size: 10.5, font: k.f.italic, color: BLUE })
  return x + w + 6
}
const label = (k: Kit, x: number, y: number, text: string) => {
  k.w.page.drawText(text, { x, y, size: 7.2, font: k.f.sans })
  return x + k.f.sans.widthOfTextAtSize(text, 7.2) + 4
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 36, size: 7.4 })
  const { f } = k
  const page = k.w.page
  k.w.y = k.w.height - 34
  page.drawText('ISLAND PRINT & OFFICE SUPPLY  \u00b7  FORM R-3 (rev. 2025)', {
    x: k.L,
    y: k.w.y,
    size: 6.6,
    font: f.sans,
    color: rgb(0.4, 0.4, 0.4),
  })
  const no = `No. ${v.serial}`
  page.drawText(no, {
    x: k.L + k.W - f.sansBold.widthOfTextAtSize(no, 11),
    y: k.w.y - 4,
    size: 11,
    font: f.sansBold,
    color: RED,
  })
  k.w.y -= 20
  k.centre('RESIDENTIAL RENTAL AGREEMENT', 15, f.sansBold)
  k.centre(
    'Commonwealth of the Northern Mariana Islands \u2014 press firmly, you are making three copies',
    7.4,
    f.italic,
  )
  k.gap(2)
  const none = v.agent === null
  const rows: Parameters<typeof cellRow>[1][] = [
    [
      { cap: 'DATE OF THIS AGREEMENT', value: dt(v.dated).us, w: 0.25 },
      { cap: 'OWNER / LANDLORD (NAME AS ON TITLE)', value: v.owner, w: 0.75 },
    ],
    [
      { cap: 'OWNER\u2019S MAILING ADDRESS', value: v.ownerMail, w: 0.7 },
      { cap: 'OWNER\u2019S TEL.', value: v.ownerTel, w: 0.3 },
    ],
    [
      { cap: 'MANAGING AGENT, IF ANY', value: v.agent?.name ?? 'NONE', w: 0.34 },
      { cap: 'AGENT\u2019S OFFICE ADDRESS', value: v.agent?.office ?? '\u2014', w: 0.46 },
      { cap: 'AGENT\u2019S TEL.', value: v.agent?.tel ?? '\u2014', w: 0.2 },
    ],
    [
      {
        cap: 'RENTER(S) \u2014 EACH RENTER SIGNS BELOW AND IS LIABLE FOR THE WHOLE RENT',
        value: v.renters.map((r) => r.full).join(', '),
        w: 0.5,
      },
      { cap: 'RENTER\u2019S TEL.', value: v.renterTel, w: 0.5 },
    ],
    [
      { cap: 'RENTER\u2019S E-MAIL', value: v.renterEmail, w: 0.5 },
      {
        cap: 'OTHER PERSONS WHO WILL LIVE IN THE UNIT (NOT RENTERS)',
        value: v.others.length ? v.others.map((o) => `${o.p.full} (${o.note})`).join(', ') : 'None',
        w: 0.5,
      },
    ],
    [
      {
        cap: 'RENTAL UNIT \u2014 UNIT / BUILDING / STREET / VILLAGE / ISLAND',
        value: v.premises,
        w: 1,
      },
    ],
  ]
  for (const r of rows) cellRow(k, r)
  const term: DrawIn = (x, y) => {
    let cx = tick(k, x, y, v.end !== null, 'FIXED TERM  from')
    cx = hand(k, cx, y, v.end ? dt(v.start).us : '')
    cx = label(k, cx, y, 'to')
    cx = hand(k, cx, y, v.end ? dt(v.end).us : '')
    cx += 24
    cx = tick(k, cx, y, v.end === null, 'MONTH-TO-MONTH  beginning')
    hand(k, cx, y, v.end ? '' : dt(v.start).us)
  }
  cellRow(k, [
    {
      cap: 'TERM (TICK ONE) \u2014 A MONTH-TO-MONTH TENANCY ENDS ON 30 DAYS\u2019 WRITTEN NOTICE BY EITHER PARTY',
      w: 1,
      draw: term,
    },
  ])
  cellRow(k, [
    { cap: 'MONTHLY RENT', value: usd(v.rent), w: 0.16 },
    { cap: 'RENT IN WORDS', value: v.rentWords, w: 0.4 },
    { cap: 'DUE ON THE _____ DAY OF EACH MONTH', value: '1st', w: 0.25 },
    { cap: 'SECURITY DEPOSIT', value: usd(v.deposit), w: 0.19 },
  ])
  cellRow(k, [
    {
      cap: 'PRORATED RENT, FIRST PARTIAL MONTH',
      value: v.prorated === null ? 'N/A' : usd(v.prorated),
      w: 0.25,
    },
    { cap: 'KEYS / OTHER CHARGES (NOT RENT)', value: v.otherCharges, w: 0.5 },
    { cap: 'TOTAL DUE AT SIGNING', value: usd(v.total), w: 0.25 },
  ])
  cellRow(k, [
    { cap: 'MAKE ALL PAYMENTS PAYABLE TO', value: v.payTo, w: 0.4 },
    { cap: 'DELIVER OR MAIL PAYMENTS TO', value: v.payAt, w: 0.6 },
  ])
  const methods: DrawIn = (x, y) => {
    let cx = tick(k, x, y, v.cash, 'Cash (receipt given)')
    cx = tick(k, cx, y, v.check, 'Personal check')
    cx = tick(k, cx, y, v.moneyOrder, 'Money order')
    cx = tick(k, cx, y, v.bank !== null, 'Bank deposit to acct. no.')
    cx = hand(k, cx, y, v.bank?.account ?? '', 70)
    cx = label(k, cx, y, 'at')
    hand(k, cx, y, v.bank?.bank ?? '', 90)
  }
  cellRow(k, [{ cap: 'RENT MAY BE PAID BY (TICK ALL THAT APPLY)', w: 1, draw: methods }])
  cellRow(k, [
    { cap: 'LATE CHARGE', value: usd(v.late), w: 0.12 },
    { cap: 'IF RENT IS NOT RECEIVED BY THE ____ DAY', value: v.lateDay, w: 0.25 },
    { cap: 'RETURNED CHECK CHARGE', value: usd(v.returned), w: 0.17 },
    { cap: 'DEPOSIT REFUNDED WITHIN ____ DAYS', value: String(v.depositDays), w: 0.24 },
    { cap: 'GUEST DAYS IN ANY 30-DAY PERIOD', value: String(v.guestDays), w: 0.22 },
  ])
  k.gap(12)
  k.line('TERMS AND CONDITIONS', 8.8, f.sansBold)
  const nsf =
    'For each check returned by the bank for any reason, Renter shall pay the returned check charge shown above, and Owner may require that later payments be made by money order.'
  const ret =
    'less lawful deductions itemized in writing, within the number of days shown above after Renter moves out and returns all keys'
  k.p(
    [
      '1. RENT. Rent is payable in advance, without demand or deduction, on the due day shown above. Rent sent by mail is paid when received, not when mailed. ' +
        '2. LATE RENT. If rent is not received by the day shown in the late-charge box, Renter owes the late charge shown, once for each late month; accepting late rent does not waive any right of Owner. ' +
        `3. RETURNED CHECKS. ${nsf} ` +
        `4. DEPOSIT. Owner will refund the deposit ${ret}. The deposit is not the last month\u2019s rent. ` +
        '5. OCCUPANCY AND GUESTS. Only the renters and the other persons named above may live in the unit. A guest may not stay longer than the number of days in the guest box in any 30-day period without Owner\u2019s written consent. ' +
        '6. UTILITIES. Renter opens and pays the power, water and sewer accounts and any cable or internet service; Owner pays the property tax and solid-waste fees. ' +
        '7. TYPHOONS. When a typhoon condition is declared, Renter shall close the shutters and bring in loose items. Owner is not liable for storm damage to Renter\u2019s belongings; Renter is encouraged to carry renter\u2019s insurance. ' +
        '8. CARE OF UNIT. Renter keeps the unit clean, reports leaks and termite signs promptly, and makes no alterations, painting or lock changes without consent. No pets without written consent. ' +
        '9. ENTRY. Owner or agent may enter at reasonable times on 24 hours\u2019 notice, and at any time in an emergency. ' +
        '10. NOTICES. Notices to Owner shall be delivered to the managing agent named above or, if no agent is named, mailed to Owner\u2019s mailing address. Notices to Renter may be left at the unit. ' +
        '11. END OF TERM. A fixed term ends on its last date unless both parties sign a renewal; Renter returns all keys and leaves the unit clean. ' +
        '12. WHOLE AGREEMENT. This form, both sides, is the whole agreement; changes must be in writing and initialed by both parties.',
    ],
    { size: 8, leading: 1.32, after: 8 },
  )
  const sig = (x: number, cap: string, width: number) => {
    k.w.page.drawLine({
      start: { x, y: k.w.y },
      end: { x: x + width, y: k.w.y },
      thickness: 0.5,
    })
    k.w.page.drawText(cap, { x, y: k.w.y - 9, size: 6.6, font: f.sans })
  }
  k.gap(16)
  const third = k.W / 3
  sig(
    k.L,
    none
      ? 'OWNER                                      DATE'
      : 'OWNER OR AGENT                     DATE',
    third - 14,
  )
  sig(k.L + third, 'RENTER                                     DATE', third - 14)
  sig(k.L + 2 * third, 'RENTER                                     DATE', third - 14)
  k.w.y = 40
  k.centre(
    'WHITE \u2014 Owner      YELLOW \u2014 Renter      PINK \u2014 Agent / File',
    7,
    f.sansBold,
  )
  const [first] = v.renters
  if (!first) throw new Error('no renter')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.renters,
      additionalOccupants: v.others.length ? v.others.map((o) => o.p) : null,
      tenantEmail: v.renterEmail,
      tenantPhone: v.firstTel,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).us : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guestDays,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.owner,
      mailingAddress: v.agent?.office ?? v.ownerMail,
      acceptedPaymentMethods: [
        ...(v.cash ? ['Cash'] : []),
        ...(v.check ? ['Check'] : []),
        ...(v.moneyOrder ? ['Money Order'] : []),
        ...(v.bank ? ['Bank Transfer'] : []),
      ],
      bankAccount: v.bank?.account ?? null,
      gracePeriodDays: Number.parseInt(v.lateDay, 10),
      nsfFeeFirst: v.returned,
      totalMoveInCost: v.total,
      proratedRent: v.prorated,
      rentDueDescription: null,
      paymentRecipient: v.payTo,
      paymentAddress: v.payAt,
      nsfPolicy: nsf,
      depositReturnDays: v.depositDays,
      depositReturnCondition: ret,
      _notes: [
        'One-page stationer\u2019s three-part carbonless form: captioned cells filled by hand (italic), tick boxes for the term and the payment methods, a dense run-on paragraph of numbered terms in small print, three signature lines and the copy-colour line. The serial number in red is a distractor.',
        'The due day is a filled blank ("1st"), so rentDueDescription is null. "IF RENT IS NOT RECEIVED BY THE [N] DAY" with a flat late charge: gracePeriodDays N, no percentage. The returned-check charge is a filled blank; nsfPolicy is the small-print sentence that applies it. Deposit "refund the deposit less lawful deductions \u2026 within the number of days shown above": depositReturnDays from the blank, the condition is the wording after "the deposit". maxGuestStayDays from the guest-days blank (days in any 30-day period).',
        'Notices go to the managing agent if one is named, otherwise to the owner\u2019s mailing address (term 10): mailingAddress accordingly. paymentRecipient and paymentAddress are the "payable to" and "deliver or mail payments to" cells. Only ticked methods are listed; a bank deposit gives Bank Transfer with the account number.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'saipan_carbon_form',
  title:
    'Northern Mariana Islands stationer\u2019s one-page carbonless rental agreement filled by hand',
  exercises:
    'one dense page of red-ruled captioned cells filled in a hand-like italic (date, owner name as on title, owner\u2019s P.O. box and phone, managing agent with office and phone or NONE, renters with one contact cell, e-mail, non-renter occupants with relation or None, unit/building/street/village/island), tick-box term with MM/DD/YYYY dates (fixed or month-to-month), rent in figures and words, due-day blank, deposit, prorated first month (mid-month start) or N/A, key deposit as an other charge, total due at signing, payee and payment address cells, ticked methods (cash with receipt, personal check, money order, bank deposit with account number and bank), late charge and late day, returned-check charge, deposit-refund days and guest days as blanks, small-print run-on numbered terms that refer back to the blanks (notices to the agent or, if none, the owner), serial number and copy-colour distractors',
  docs: [
    {
      name: 'tw11_mp_carbon_form_garapan',
      build: () =>
        build({
          serial: '04417',
          dated: '2027-08-16',
          owner: 'Laulau Bay Holdings, Inc.',
          ownerMail: 'P.O. Box 504117, Saipan, MP 96950',
          ownerTel: '(670) 555-0104',
          agent: {
            name: 'Managaha Realty Services',
            office: 'Suite 3, Paseo Arcade, Beach Road, Garapan, Saipan, MP 96950',
            tel: '(670) 555-0119',
          },
          renters: [person('Rommel', 'Villareal'), person('Kristine', 'Villareal')],
          renterTel: '(670) 555-0132 (Rommel), (670) 555-0137 (Kristine)',
          firstTel: '(670) 555-0132',
          renterEmail: 'rommel.villareal@example.com',
          others: [
            { p: person('Angelo', 'Villareal'), note: 'son, 9' },
            { p: person('Lourdes', 'Villareal'), note: 'mother' },
          ],
          premises: 'Unit B-7, Flame Tree Terrace, Middle Road, Garapan, Saipan, MP 96950',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1150,
          rentWords: 'One thousand one hundred fifty dollars',
          deposit: 1150,
          prorated: null,
          otherCharges: 'Key deposit $40.00 (refundable)',
          total: 2340,
          payTo: 'Managaha Realty Services',
          payAt: 'Suite 3, Paseo Arcade, Beach Road, Garapan, Saipan, MP 96950',
          cash: false,
          check: true,
          moneyOrder: true,
          bank: { account: '01-204418-7', bank: 'Latte Stone Savings & Loan' },
          late: 50,
          lateDay: '5th',
          returned: 35,
          depositDays: 30,
          guestDays: 14,
          notes: [
            'Corporate owner with a managing agent (managementCompany); notices and payments go to the agent\u2019s office suite, so mailingAddress and paymentAddress are both the office; the owner\u2019s P.O. box is a distractor. Two renters share the contact cell: tenantPhone is the first renter\u2019s number as written; the e-mail cell has one address. Two non-renter occupants.',
            'Total due at signing $2,340.00 = first month, deposit and the $40.00 key deposit (totalMoveInCost). No partial month (proratedRent null, the cell says N/A). Cash unticked.',
          ],
        }),
    },
    {
      name: 'tw11_mp_carbon_form_susupe_photo',
      build: () =>
        build({
          serial: '05102',
          dated: '2027-10-08',
          owner: 'Ignacio T. Borja and Carmen M. Borja',
          ownerMail: 'P.O. Box 10032, Saipan, MP 96950',
          ownerTel: '(670) 555-0147',
          agent: null,
          renters: [person('Ji-won', 'Park')],
          renterTel: '(670) 555-0168',
          firstTel: '(670) 555-0168',
          renterEmail: 'jiwon.park@example.net',
          others: [],
          premises: 'Back Cottage, Lot 2061, Chalan Ayuyu, Susupe, Saipan, MP 96950',
          start: '2027-10-15',
          end: null,
          rent: 760,
          rentWords: 'Seven hundred sixty dollars',
          deposit: 760,
          prorated: 416.77,
          otherCharges: 'None',
          total: 1176.77,
          payTo: 'Ignacio T. Borja',
          payAt: 'P.O. Box 10032, Saipan, MP 96950',
          cash: true,
          check: true,
          moneyOrder: false,
          bank: null,
          late: 25,
          lateDay: '3rd',
          returned: 30,
          depositDays: 21,
          guestDays: 7,
          notes: [
            'Married couple as owners, written as on the owner line (housingProvider); no agent ("NONE"), so notices go to the owners\u2019 P.O. box (mailingAddress), which is also where payments are mailed (paymentAddress); the payee is the husband alone. One renter, no other occupants.',
            'Month-to-month from the 15th: the prorated cell states $416.77 for the rest of October (proratedRent); total due at signing $1,176.77 = prorated rent and deposit (totalMoveInCost). Cash with receipt and personal check ticked.',
          ],
        }),
      scan: {
        dpi: 150,
        rotate: 1.7,
        shear: -0.012,
        lighting: 0.3,
        photo: true,
        noise: 9,
        quality: 58,
        seed: 11101,
      },
    },
  ],
}
