import { rgb } from 'pdf-lib'
import {
  PdfWriter,
  fontsFor,
  flow,
  checkbox,
  footers,
  need,
  dt,
  plain,
  person,
  BLUE,
  GREY,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  landlord: string
  tenants: Person[]
  unit: string | null
  number: string
  street: string
  city: string
  postal: string
  premises: string
  noticeAddr: string
  emailOk: boolean
  tenantEmail: string | null
  tenantPhone: string | null
  start: string
  end: string | null
  base: number
  parking: number
  payTo: string
  methods: string
  methodNames: string[]
  deposit: number
  partial: number | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const L = w.margin - 18
  const R = w.width - w.margin + 18
  const W = R - L
  const section = (t: string) => {
    need(w, 60)
    w.page.drawRectangle({ x: L, y: w.y - 5, width: W, height: 17, color: rgb(0.2, 0.2, 0.2) })
    w.page.drawText(t, { x: L + 6, y: w.y, size: 10, font: w.bold, color: rgb(1, 1, 1) })
    w.y -= 24
  }
  const box = (label: string, value: string | null, x: number, wd: number) => {
    w.page.drawRectangle({
      x,
      y: w.y - 26,
      width: wd,
      height: 30,
      borderWidth: 0.6,
      borderColor: rgb(0, 0, 0),
    })
    w.page.drawText(label, { x: x + 3, y: w.y - 5, size: 6.5, font: w.regular, color: GREY })
    if (value)
      w.page.drawText(value, { x: x + 4, y: w.y - 20, size: 10, font: f.mono, color: BLUE })
  }
  const rowDone = () => (w.y -= 44)
  w.page.drawText('Residential Tenancy Agreement', { x: L, y: w.y, size: 17, font: w.bold })
  w.y -= 14
  w.page.drawText(
    'Province of Ontario — for use with the Residential Tenancies Act, 2006 (private landlords)',
    { x: L, y: w.y, size: 8, font: w.regular },
  )
  w.y -= 22
  section('1. Parties to the Agreement')
  box("Landlord's legal name", v.landlord, L, W)
  rowDone()
  v.tenants.forEach((t, i) => {
    box(`Tenant ${i + 1} — Last name`, t.last, L, W / 2)
    box('First name', t.first, L + W / 2, W / 2)
    rowDone()
  })
  section('2. Rental Unit')
  box('Unit (e.g. unit 1 or basement)', v.unit, L, 90)
  box('Street number', v.number, L + 90, 80)
  box('Street name', v.street, L + 170, W - 170)
  rowDone()
  box('City/Town', v.city, L, 200)
  box('Province', 'Ontario', L + 200, 120)
  box('Postal code', v.postal, L + 320, W - 320)
  rowDone()
  section('3. Contact Information')
  flow(w, f, ['Address for giving notices or documents to the Landlord:'], {
    size: 9,
    x: L,
    width: W,
  })
  box('Unit / street number and name / PO box / city / province / postal code', v.noticeAddr, L, W)
  rowDone()
  need(w, 30)
  flow(
    w,
    f,
    [
      "Both the landlord and tenant agree to receive notices and documents by email, where allowed by the Landlord and Tenant Board's Rules of Procedure:",
    ],
    { size: 8.5, x: L, width: W },
  )
  w.y -= 4
  let x = checkbox(w.page, f, L + 10, w.y, v.emailOk, 'Yes', 9)
  checkbox(w.page, f, x, w.y, !v.emailOk, 'No', 9)
  w.y -= 10
  box('Tenant email address for notices', v.tenantEmail, L, W / 2)
  box('Tenant telephone (optional)', v.tenantPhone, L + W / 2, W / 2)
  rowDone()
  section('4. Term of Tenancy Agreement')
  box('This tenancy starts on (yyyy/mm/dd)', dt(v.start).ymdSlash, L, 200)
  rowDone()
  w.page.drawText('This tenancy agreement is for (select one):', {
    x: L,
    y: w.y,
    size: 9,
    font: w.regular,
  })
  w.y -= 16
  x = checkbox(
    w.page,
    f,
    L + 10,
    w.y,
    v.end !== null,
    'a fixed length of time ending on (yyyy/mm/dd):',
    9,
  )
  if (v.end)
    w.page.drawText(dt(v.end).ymdSlash, { x: x, y: w.y, size: 10, font: f.mono, color: BLUE })
  w.y -= 16
  checkbox(w.page, f, L + 10, w.y, v.end === null, 'a monthly tenancy', 9)
  w.y -= 16
  checkbox(w.page, f, L + 10, w.y, false, 'other (such as daily, weekly, please specify):', 9)
  w.y -= 14
  section('5. Rent')
  const o = { size: 9, x: L, width: W }
  flow(
    w,
    f,
    [
      'a) Rent is to be paid on the',
      { v: 'first', min: 40 },
      '(e.g., first, second, last) day of each month.',
    ],
    o,
  )
  flow(w, f, ['b) The tenant will pay the following rent:'], o)
  const money: [string, string][] = [
    ['Base rent for the rental unit', plain(v.base)],
    ['Parking (if applicable)', v.parking ? plain(v.parking) : ''],
    ['Other services and utilities', ''],
    ['Total Rent (Lawful Rent)', plain(v.base + v.parking)],
  ]
  for (const [k, val] of money) {
    need(w, 16)
    w.page.drawText(k, {
      x: L + 20,
      y: w.y,
      size: 9,
      font: k.startsWith('Total') ? w.bold : w.regular,
    })
    w.page.drawText('$', { x: L + 250, y: w.y, size: 9, font: w.regular })
    w.page.drawLine({
      start: { x: L + 258, y: w.y - 2 },
      end: { x: L + 360, y: w.y - 2 },
      thickness: 0.5,
    })
    if (val) w.page.drawText(val, { x: L + 262, y: w.y, size: 10, font: f.mono, color: BLUE })
    w.y -= 16
  }
  flow(w, f, ['c) Rent is payable to:', { v: v.payTo, min: 120 }], o)
  flow(w, f, ['d) Rent will be paid using the following methods:', { v: v.methods, min: 120 }], o)
  flow(
    w,
    f,
    [
      'e) If the first rental period (e.g., month) is a partial period, the tenant will pay a partial rent of $',
      { v: v.partial === null ? null : plain(v.partial), min: 50 },
      'on',
      { v: v.partial === null ? null : dt(v.start).ymdSlash, min: 60 },
      '.',
    ],
    o,
  )
  flow(
    w,
    f,
    [
      "f) If the tenant's cheque is returned because of non-sufficient funds (NSF), the tenant will have to pay the landlord's administration charge of $",
      { v: '20.00', min: 30 },
      "plus any NSF charges made by the landlord's bank.",
    ],
    o,
  )
  section('6. Deposits')
  flow(
    w,
    f,
    [
      'Rent deposit: the tenant will pay a rent deposit of $',
      { v: plain(v.deposit), min: 50 },
      '. This can only be applied to the rent for the last rental period of the tenancy. Interest is paid on the deposit every year, at the guideline rate.',
    ],
    o,
  )
  flow(w, f, ['Key deposit: none. A landlord cannot require a damage deposit.'], o)
  section('7. Services and Utilities')
  flow(
    w,
    f,
    [
      'Included in the lawful rent: gas, water, heat, one parking space (if a parking amount is shown above). The tenant is responsible for electricity and tenant insurance.',
    ],
    o,
  )
  section('8. Signatures')
  for (const t of v.tenants) {
    need(w, 34)
    w.y -= 10
    w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
    w.page.drawText(`Tenant: ${t.first} ${t.last}`, { x: L, y: w.y - 10, size: 8, font: w.regular })
    w.page.drawText(`Date: ${dt(v.signed).ymdSlash}`, {
      x: L + 260,
      y: w.y - 10,
      size: 8,
      font: w.regular,
    })
    w.y -= 24
  }
  need(w, 34)
  w.y -= 10
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: L + 220, y: w.y }, thickness: 0.5 })
  w.page.drawText(`Landlord: ${v.landlord}`, { x: L, y: w.y - 10, size: 8, font: w.regular })
  footers(w, w.regular, (i, n) => `Residential Tenancy Agreement (Ontario) — Page ${i} of ${n}`, {
    align: 'left',
  })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).ymdSlash : null,
      monthlyRent: v.base + v.parking,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      housingProvider: v.landlord,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.methodNames,
      nsfFeeFirst: 20,
      proratedRent: v.partial,
      rentDueDescription: 'on the first day of each month',
      paymentRecipient: v.payTo,
      nsfPolicy:
        "If the tenant's cheque is returned because of non-sufficient funds (NSF), the tenant will have to pay the landlord's administration charge of $20.00 plus any NSF charges made by the landlord's bank.",
      _notes: [
        'Ontario boxed form: tenant names in separate Last name / First name boxes; the rental unit split over Unit / Street number / Street name / City / Province / Postal code boxes (premisesAddress joins them). Dates are yyyy/mm/dd.',
        "monthlyRent is the Total Rent (Lawful Rent) line. securityDeposit is the rent deposit (last month's rent); Ontario has no damage deposit and no deposit-return period, so depositReturnDays is null.",
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'ontario_tenancy',
  title: 'Ontario residential tenancy agreement (boxed government-style form, private landlord)',
  exercises:
    'Ontario boxed tenancy form, Last/First name boxes, address split over boxes, yyyy/mm/dd dates, rent deposit',
  docs: [
    {
      name: 'on_tenancy_agreement_toronto',
      build: () =>
        build({
          landlord: 'Kensington Gardens Rentals Inc.',
          tenants: [person('Aurelie', 'Tremblay'), person('Nikhil', 'Banerjee')],
          unit: '1207',
          number: '88',
          street: 'Spadina Avenue',
          city: 'Toronto',
          postal: 'M5T 2J7',
          premises: 'Unit 1207, 88 Spadina Avenue, Toronto, Ontario M5T 2J7',
          noticeAddr: '200 Bay Street, Suite 2800, Toronto, ON M5J 2J2',
          emailOk: true,
          tenantEmail: 'aurelie.tremblay@example.ca',
          tenantPhone: '(416) 555-0139',
          start: '2026-09-01',
          end: '2027-08-31',
          base: 2250,
          parking: 125,
          payTo: 'Kensington Gardens Rentals Inc.',
          methods: 'post-dated cheques',
          methodNames: ['Check'],
          deposit: 2375,
          partial: null,
          signed: '2026-08-05',
          notes: [
            'Total rent = base rent $2,250.00 + parking $125.00 = $2,375.00. Post-dated cheques are recorded as Check. Partial-period blanks are empty.',
          ],
        }),
    },
    {
      name: 'on_tenancy_agreement_ottawa_scan',
      scan: { dpi: 150, rotate: 2.8, contrast: 0.7, noise: 22, seed: 613, quality: 55 },
      build: () =>
        build({
          landlord: 'Gabriel Fontaine-Ouellet',
          tenants: [person('Moira', 'Callaghan')],
          unit: null,
          number: '47',
          street: 'Fourth Avenue',
          city: 'Ottawa',
          postal: 'K1S 2L1',
          premises: '47 Fourth Avenue, Ottawa, Ontario K1S 2L1',
          noticeAddr: 'PO Box 4127, Station E, Ottawa, ON K1S 5B2',
          emailOk: false,
          tenantEmail: null,
          tenantPhone: '(613) 555-0158',
          start: '2026-11-15',
          end: null,
          base: 1895,
          parking: 0,
          payTo: 'Gabriel Fontaine-Ouellet',
          methods: 'Interac e-Transfer',
          methodNames: ['Bank Transfer'],
          deposit: 1895,
          partial: 1010.67,
          signed: '2026-11-02',
          notes: [
            'Scanned (rotated about 3 degrees, noisy, washed out). Monthly tenancy, so no end date. No unit box. Email consent is "No" and the email box is empty.',
            'Interac e-Transfer is recorded as Bank Transfer. Partial rent for the first (partial) month is stated.',
          ],
        }),
    },
  ],
}
