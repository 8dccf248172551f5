import {
  PdfWriter,
  fontsFor,
  flow,
  fill,
  checkbox,
  need,
  dt,
  plain,
  footers,
  person,
  BLUE,
  type Person,
  type Built,
  type Seg,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  owner: string
  agent: string | null
  residents: Person[]
  street: string
  unit: string
  city: string
  zip: string
  fixed: boolean
  start: string
  end: string | null
  rent: number
  dueDay: string
  dueNum: number
  payee: string
  payAt: string
  checks: { personal: boolean; cashier: boolean; mo: boolean; cash: boolean; eft: string | null }
  methods: string[]
  grace: number
  late: number
  nsf: number
  deposit: number
  noticeAt: string
  phone: string | null
  email: string | null
  guestDays: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = 50
  const W = w.width - 2 * L
  w.y = w.height - 48
  w.page.drawText('PACIFIC RENTAL HOUSING COUNCIL', { x: L, y: w.y, size: 8, font: f.sansBold })
  w.page.drawText('Form RA-14 (Rev. 03/26)', {
    x: L + W - f.sans.widthOfTextAtSize('Form RA-14 (Rev. 03/26)', 8),
    y: w.y,
    size: 8,
    font: f.sans,
  })
  w.y -= 20
  const title = 'RENTAL AGREEMENT AND / OR LEASE'
  w.page.drawText(title, {
    x: (w.width - f.sansBold.widthOfTextAtSize(title, 14)) / 2,
    y: w.y,
    size: 14,
    font: f.sansBold,
  })
  w.y -= 14
  const sub = '(For use with residential dwellings in California)'
  w.page.drawText(sub, {
    x: (w.width - f.italic.widthOfTextAtSize(sub, 9)) / 2,
    y: w.y,
    size: 9,
    font: f.italic,
  })
  w.y -= 20
  const o = { size: 9, x: L, width: W, leading: 1.5, after: 5, font: f.sans, bottom: 56 }
  const p = (segs: Seg[]) => flow(w, f, segs, o)
  const h = (t: string) => {
    need(w, 40)
    w.page.drawText(t, { x: L, y: w.y, size: 9, font: f.sansBold })
    w.y -= 13
  }
  h('1. PARTIES')
  p([
    'This agreement is entered into between',
    fill(v.owner, 180),
    '("Owner") and',
    fill(v.residents.map((r) => r.full).join(', '), 200),
    '(together and separately, "Resident"). Each Resident is jointly and severally responsible for all obligations of this agreement. Managing agent for Owner, if any:',
    fill(v.agent, 160),
    '.',
  ])
  h('2. PREMISES')
  p([
    'Owner rents to Resident and Resident rents from Owner the real property and improvements described as: Street',
    fill(v.street, 120),
    'Unit',
    fill(v.unit, 40),
    'City',
    fill(v.city, 90),
    ', California, ZIP',
    fill(v.zip, 40),
    '("Premises"), together with the following furnishings and appliances: range, refrigerator, window coverings.',
  ])
  h('3. TERM (check one)')
  need(w, 30)
  checkbox(w.page, f, L + 6, w.y, v.fixed, 'A. Lease:', 9)
  w.y -= 2
  flow(
    w,
    f,
    [
      'The term begins on',
      fill(v.fixed ? dt(v.start).long : null, 90),
      'and ends on',
      fill(v.fixed && v.end ? dt(v.end).long : null, 90),
      '. Resident shall vacate at the end of the term unless Owner and Resident have extended it in writing or Owner accepts rent after that date, in which case the tenancy continues month to month.',
    ],
    { ...o, x: L + 70, width: W - 70 },
  )
  need(w, 30)
  checkbox(w.page, f, L + 6, w.y, !v.fixed, 'B. Month-to-month:', 9)
  w.y -= 2
  flow(
    w,
    f,
    [
      'The tenancy begins on',
      fill(!v.fixed ? dt(v.start).long : null, 90),
      'and continues from month to month. Either party may end it by giving written notice as provided by law (at least 30 days; 60 days from Owner when Resident has lived in the Premises a year or more).',
    ],
    { ...o, x: L + 110, width: W - 110 },
  )
  h('4. RENT')
  p([
    'Resident agrees to pay $',
    fill(plain(v.rent), 60),
    'per month, payable in advance on the',
    fill(v.dueDay, 30),
    'day of each calendar month, and is delinquent on the next day. Rent shall be paid to',
    fill(v.payee, 150),
    'at',
    fill(v.payAt, 200),
    '(or at any other location later specified by Owner in writing). Rent may be paid by (check all that apply):',
  ])
  need(w, 16)
  let x = L + 6
  x = checkbox(w.page, f, x, w.y, v.checks.personal, 'personal check', 9)
  x = checkbox(w.page, f, x, w.y, v.checks.cashier, "cashier's check", 9)
  x = checkbox(w.page, f, x, w.y, v.checks.mo, 'money order', 9)
  x = checkbox(w.page, f, x, w.y, v.checks.cash, 'cash', 9)
  x = checkbox(w.page, f, x, w.y, !!v.checks.eft, 'electronic funds transfer via', 9)
  w.page.drawLine({ start: { x, y: w.y - 2 }, end: { x: L + W, y: w.y - 2 }, thickness: 0.5 })
  if (v.checks.eft)
    w.page.drawText(v.checks.eft, { x: x + 3, y: w.y, size: 9, font: f.mono, color: BLUE })
  w.y -= 18
  h('5. LATE CHARGE; RETURNED CHECKS')
  p([
    'Owner and Resident agree that late payment will cause Owner costs that are hard to fix. If any installment of rent is not received by Owner within',
    fill(String(v.grace), 20),
    'calendar days after the date due, Resident shall pay Owner a late charge of $',
    fill(plain(v.late), 40),
    ', which shall be deemed additional rent.',
    `Resident shall pay $${plain(v.nsf)} for each check returned unpaid for non-sufficient funds, and after one returned check Owner may require all future payments by money order or cashier's check.`,
  ])
  h('6. SECURITY DEPOSIT')
  p([
    'Resident shall deposit $',
    fill(plain(v.deposit), 60),
    "as security. No part of it may be applied by Resident to the last month's rent. Within 21 days after Resident vacates the Premises, Owner shall furnish Resident an itemized statement of any deductions, with the balance of the deposit.",
  ])
  h('7. OCCUPANTS AND GUESTS')
  p([
    'The Premises are for the sole use as a residence by the Residents named above. A guest staying more than',
    fill(String(v.guestDays), 20),
    "consecutive days, or more than 30 days in any twelve months, requires Owner's written consent.",
  ])
  h('8. UTILITIES')
  p([
    'Resident shall pay for all utilities and services except: water, sewer and trash collection, which shall be paid by Owner.',
  ])
  h('9. CONDITION; MAINTENANCE')
  p([
    'Resident has examined the Premises and acknowledges they are clean and in good order except as noted on the move-in inspection form. Resident shall keep the Premises clean and sanitary, properly use all fixtures, and notify Owner of any malfunction. Resident shall pay for repair of damage caused by Resident, guests or pets, ordinary wear and tear excepted.',
  ])
  h('10. PETS; SMOKING')
  p([
    "No animal shall be kept on the Premises without Owner's prior written consent, except assistance animals as provided by law. Smoking of any substance is prohibited inside the Premises and on balconies.",
  ])
  h('11. ENTRY')
  p([
    "Owner may enter the Premises in accordance with California Civil Code section 1954, on 24 hours' written notice, to make repairs, to show the Premises, or in an emergency.",
  ])
  h('12. ASSIGNMENT; SUBLETTING')
  p([
    "Resident shall not sublet any part of the Premises or assign this agreement without Owner's prior written consent.",
  ])
  h('13. NOTICES')
  p([
    'Notices to Owner may be personally delivered or mailed to:',
    fill(v.noticeAt, 220),
    '. Notices to Resident may be delivered to the Premises.',
  ])
  h('14. DATABASE DISCLOSURE; LEAD PAINT; MOLD')
  p([
    'Notice: The California Department of Justice maintains a database of registered sex offenders at www.meganslaw.ca.gov. Resident acknowledges receipt of the lead-based paint disclosure (housing built before 1978) and of the mold and bed bug information required by law.',
  ])
  h('15. ENTIRE AGREEMENT')
  p([
    'This agreement and any attached addenda are the entire agreement between the parties. Any provision held invalid shall not affect the remainder. The prevailing party in any action shall recover reasonable attorney fees, not to exceed $1,000.',
  ])
  need(w, 150)
  w.y -= 10
  w.page.drawText('RESIDENT CONTACT INFORMATION', { x: L, y: w.y, size: 9, font: f.sansBold })
  w.y -= 16
  p(['Daytime telephone:', fill(v.phone, 120), 'E-mail:', fill(v.email, 160)])
  w.y -= 8
  const sig = (label: string, name: string, y: number, xx: number) => {
    w.page.drawLine({ start: { x: xx, y }, end: { x: xx + 230, y }, thickness: 0.5 })
    w.page.drawText(`${label} ${name}`, { x: xx, y: y - 10, size: 8, font: f.sans })
    w.page.drawText(`Date: ${dt(v.signed).us}`, { x: xx + 160, y: y - 10, size: 8, font: f.sans })
  }
  sig('Owner / Agent:', v.agent ?? v.owner, w.y - 20, L)
  v.residents.forEach((r, i) => sig('Resident:', r.full, w.y - 20 - (i + 1) * 34, L + (i % 2) * 0))
  footers(
    w,
    f.sans,
    (i, n) => `RA-14  Page ${i} of ${n}   Resident initials ______  Owner initials ______`,
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.residents,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.unit}, ${v.city}, CA ${v.zip}`,
      leaseType: v.fixed ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.fixed ? v.end : null,
      terminationDateText: v.fixed && v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueNum,
      maxGuestStayDays: v.guestDays,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.noticeAt,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription: `payable in advance on the ${v.dueDay} day of each calendar month`,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      nsfPolicy: `Resident shall pay $${plain(v.nsf)} for each check returned unpaid for non-sufficient funds, and after one returned check Owner may require all future payments by money order or cashier's check.`,
      depositReturnDays: 21,
      depositReturnCondition:
        'Within 21 days after Resident vacates the Premises, Owner shall furnish Resident an itemized statement of any deductions, with the balance of the deposit.',
      _notes: [
        'Premises address is assembled from separate Street / Unit / City / ZIP blanks.',
        'Late charge is a flat amount (lateFeePercentage null). Owner notice address in clause 13 is the mailing address. Resident contact sits in a contact block above the signatures and belongs to the first resident.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'california_rental_council',
  title: 'California rental-council form "Rental Agreement and/or Lease" with term check boxes',
  exercises:
    'California association-style form, lease / month-to-month check boxes, address in separate blanks, payment-method check boxes, owner plus optional agent',
  docs: [
    {
      name: 'ca_council_lease_san_diego',
      build: () =>
        build({
          owner: 'Rosalind Featherstone',
          agent: null,
          residents: [person('Tobias', 'Wexford'), person('Marisol', 'Quintanilla')],
          street: '4410 Adams Avenue',
          unit: 'Apt 3',
          city: 'San Diego',
          zip: '92116',
          fixed: true,
          start: '2027-01-01',
          end: '2027-12-31',
          rent: 2675,
          dueDay: '1st',
          dueNum: 1,
          payee: 'Rosalind Featherstone',
          payAt: '3021 Upas Street, San Diego, CA 92104',
          checks: { personal: true, cashier: true, mo: false, cash: false, eft: 'Zelle' },
          methods: ['Check', "Cashier's Check", 'Zelle'],
          grace: 5,
          late: 75,
          nsf: 25,
          deposit: 2675,
          noticeAt: '3021 Upas Street, San Diego, CA 92104',
          phone: '(619) 555-0143',
          email: 'tobias.wexford@example.com',
          guestDays: 14,
          signed: '2026-12-10',
          notes: [
            'Individual owner, no managing agent (the blank is empty): managementCompany null. Zelle is checked but no Zelle number is printed (zelleNumber null).',
          ],
        }),
    },
    {
      name: 'ca_council_month_to_month_sacramento_scan',
      scan: { dpi: 200, rotate: 1.6, contrast: 0.72, noise: 12, seed: 1101, quality: 55 },
      build: () =>
        build({
          owner: 'Larkspur Holdings LLC',
          agent: 'Capitol Valley Property Services',
          residents: [person('Henrietta', 'Obi')],
          street: '2219 K Street',
          unit: 'Unit B',
          city: 'Sacramento',
          zip: '95816',
          fixed: false,
          start: '2026-12-15',
          end: null,
          rent: 1840,
          dueDay: '15th',
          dueNum: 15,
          payee: 'Capitol Valley Property Services',
          payAt: '1010 Howe Avenue, Suite 204, Sacramento, CA 95825',
          checks: { personal: true, cashier: false, mo: true, cash: false, eft: null },
          methods: ['Check', 'Money Order'],
          grace: 3,
          late: 60,
          nsf: 30,
          deposit: 1840,
          noticeAt: 'P.O. Box 254418, Sacramento, CA 95865',
          phone: '(916) 555-0126',
          email: null,
          guestDays: 10,
          signed: '2026-12-08',
          notes: [
            'Month-to-month box checked; the lease start/end blanks are empty. Rent paid to the managing agent at its office suite; notices go to a P.O. box (mailingAddress). Resident e-mail blank (null).',
          ],
        }),
    },
  ],
}
