import { rgb } from 'pdf-lib'
import {
  PdfWriter,
  fontsFor,
  need,
  block,
  footers,
  person,
  GREY,
  type Person,
  type Built,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'

type V = {
  owner: string
  manager: string | null
  managerAddr: string
  hours: string | null
  tenants: Person[]
  occupants: Person[]
  premises: string
  fixed: boolean
  start: string
  end: string | null
  rent: number
  dueDay: number
  prorated: number | null
  deposit: number
  fee: number | null
  late: number
  grace: number
  nsf: number
  pay: { check: boolean; mo: boolean; portal: boolean; ach: boolean; cash: boolean }
  methodNames: string[]
  phone: string | null
  email: string | null
  notes: string[]
}

const money = (n: number | null) =>
  n === null ? '' : n.toLocaleString('en-US', { minimumFractionDigits: 2 })

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const form = w.doc.getForm()
  const L = 46
  const W = w.width - 2 * L
  let k = 0
  const field = (name: string, value: string | null, x: number, y: number, width: number) => {
    const tf = form.createTextField(`${name}_${++k}`)
    if (value) tf.setText(value)
    tf.addToPage(w.page, {
      x,
      y: y - 4,
      width,
      height: 15,
      borderWidth: 0.6,
      borderColor: rgb(0.4, 0.4, 0.5),
      backgroundColor: rgb(0.91, 0.94, 1),
      textColor: rgb(0, 0, 0),
    })
    tf.setFontSize(9)
  }
  const box = (name: string, on: boolean, x: number, y: number, label: string) => {
    const cb = form.createCheckBox(`${name}_${++k}`)
    cb.addToPage(w.page, {
      x,
      y: y - 2,
      width: 10,
      height: 10,
      borderWidth: 0.6,
      borderColor: rgb(0.3, 0.3, 0.4),
      backgroundColor: rgb(0.91, 0.94, 1),
    })
    if (on) cb.check()
    w.page.drawText(label, { x: x + 14, y, size: 8.5, font: f.sans })
    return x + 14 + f.sans.widthOfTextAtSize(label, 8.5) + 14
  }
  const label = (t: string, x: number, y = w.y) =>
    w.page.drawText(t, { x, y, size: 8.5, font: f.sans })
  const sect = (t: string) => {
    need(w, 40)
    w.page.drawRectangle({ x: L, y: w.y - 4, width: W, height: 15, color: rgb(0.2, 0.3, 0.45) })
    w.page.drawText(t, { x: L + 5, y: w.y, size: 9, font: f.sansBold, color: rgb(1, 1, 1) })
    w.y -= 22
  }
  w.y = w.height - 48
  w.page.drawText('CASCADIA LANDLORD ASSOCIATION', {
    x: L,
    y: w.y,
    size: 8,
    font: f.sansBold,
    color: GREY,
  })
  w.page.drawText('Form WRA-2 (fillable)', {
    x: L + W - 90,
    y: w.y,
    size: 8,
    font: f.sans,
    color: GREY,
  })
  w.y -= 22
  w.page.drawText('Residential Rental Agreement — Washington', {
    x: L,
    y: w.y,
    size: 16,
    font: f.sansBold,
  })
  w.y -= 14
  w.page.drawText(
    'Type in the shaded fields. Dates as YYYY-MM-DD. Leave a field empty if it does not apply.',
    {
      x: L,
      y: w.y,
      size: 8,
      font: f.italic,
    },
  )
  w.y -= 20
  sect('1. Parties')
  label('Owner / Landlord', L)
  field('owner', v.owner, L + 130, w.y, W - 130)
  w.y -= 20
  label('Property manager', L)
  field('manager', v.manager, L + 130, w.y, W - 130)
  w.y -= 20
  label('Address for notices and rent', L)
  field('manager_address', v.managerAddr, L + 130, w.y, W - 130)
  w.y -= 20
  label('Office hours', L)
  field('office_hours', v.hours, L + 130, w.y, W - 130)
  w.y -= 20
  for (let i = 0; i < 3; i++) {
    label(`Tenant ${i + 1} (full name)`, L)
    field('tenant', v.tenants[i]?.full ?? null, L + 130, w.y, 200)
    w.y -= 20
  }
  label('Other occupants (not tenants)', L)
  field('occupants', v.occupants.map((p) => p.full).join(', ') || null, L + 130, w.y, W - 130)
  w.y -= 20
  label('Tenant phone', L)
  field('tenant_phone', v.phone, L + 130, w.y, 120)
  label('Tenant e-mail', L + 270)
  field('tenant_email', v.email, L + 330, w.y, W - 330)
  w.y -= 26
  sect('2. Premises and term')
  label('Premises address', L)
  field('premises', v.premises, L + 130, w.y, W - 130)
  w.y -= 20
  let x = box('term_fixed', v.fixed, L, w.y, 'Fixed term')
  box('term_mtm', !v.fixed, x, w.y, 'Month-to-month')
  w.y -= 20
  label('Start date', L)
  field('start', v.start, L + 130, w.y, 90)
  label('End date (fixed term)', L + 250)
  field('end', v.end, L + 360, w.y, 90)
  w.y -= 26
  sect('3. Money')
  const pairs: [string, string, string | null][] = [
    ['Monthly rent $', 'rent', money(v.rent)],
    ['Due on day of month', 'due', String(v.dueDay)],
    ['Prorated first month $', 'prorated', money(v.prorated)],
    ['Security deposit $', 'deposit', money(v.deposit)],
    ['Non-refundable cleaning fee $', 'fee', money(v.fee)],
    ['Late fee $', 'late', money(v.late)],
    ['Late after this many days', 'grace', String(v.grace)],
    ['Returned payment fee $', 'nsf', money(v.nsf)],
  ]
  pairs.forEach(([lab, name, val], i) => {
    const cx = i % 2 ? L + 270 : L
    label(lab, cx)
    field(name, val, cx + 150, w.y, 90)
    if (i % 2) w.y -= 20
  })
  const total = (v.prorated ?? v.rent) + v.deposit + (v.fee ?? 0)
  label('Total due at move-in $', L)
  field('total', money(total), L + 150, w.y, 90)
  w.y -= 22
  label('Rent may be paid by:', L)
  w.y -= 16
  x = L + 10
  x = box('pay_check', v.pay.check, x, w.y, 'Check')
  x = box('pay_mo', v.pay.mo, x, w.y, 'Money order')
  x = box('pay_portal', v.pay.portal, x, w.y, 'Online portal')
  x = box('pay_ach', v.pay.ach, x, w.y, 'ACH / bank transfer')
  box('pay_cash', v.pay.cash, x, w.y, 'Cash (receipt given)')
  w.y -= 24
  const terms = [
    [
      '4. Payment',
      'Rent is due in advance on the day of the month stated in section 3 and is paid to the property manager (or, if none, the owner) at the address for notices and rent in section 1. A late fee applies when rent is not received within the number of days stated after it is due. A returned check or reversed electronic payment incurs the returned payment fee.',
    ],
    [
      '5. Security deposit',
      'The deposit is held in a trust account at a Washington financial institution; its name and address are given in the move-in checklist. Within 30 days after the tenancy ends and Tenant vacates, Landlord will give Tenant a full and specific statement of the basis for retaining any of the deposit, with any refund, as required by RCW 59.18.280. No deposit may be collected unless a written checklist describing the condition of the premises is signed.',
    ],
    [
      '6. Ending the tenancy',
      "A fixed-term tenancy ends on the end date. A month-to-month tenancy may be ended by Tenant with at least 20 days' written notice before the end of a rental period, and by Landlord only for a cause allowed by law.",
    ],
    [
      '7. Guests',
      "A guest may stay no more than 14 days in any six-month period without Landlord's written consent.",
    ],
    [
      '8. Maintenance and entry',
      "Landlord shall keep the premises fit for human habitation as RCW 59.18.060 requires. Landlord may enter after at least two days' written notice (one day to show the premises) at reasonable times.",
    ],
    [
      '9. Smoking, pets, utilities',
      'No smoking inside. No pets without a pet agreement. Tenant pays electricity and internet; Landlord pays water, sewer and garbage unless stated otherwise.',
    ],
    [
      '10. Fire safety',
      'The premises have smoke detection devices as required by RCW 43.44.110. The building has no fire sprinkler system and no fire alarm system. Tenant shall maintain the smoke detectors and replace batteries.',
    ],
    [
      '11. Entire agreement',
      'This form, the move-in checklist and any signed addenda are the whole agreement. Washington law governs.',
    ],
  ]
  for (const [h, body] of terms) {
    need(w, 50)
    w.page.drawText(h ?? '', { x: L, y: w.y, size: 9, font: f.sansBold })
    w.y -= 12
    w.y = block(w.page, body ?? '', L, w.y, W, f.sans, 8.5, 1.35) - 6
  }
  need(w, 80)
  w.y -= 16
  v.tenants.concat([person('', '', 'Landlord / Agent')]).forEach((p, i) => {
    const cx = L + (i % 2) * 270
    if (i % 2 === 0 && i) w.y -= 36
    w.page.drawLine({ start: { x: cx, y: w.y }, end: { x: cx + 230, y: w.y }, thickness: 0.5 })
    w.page.drawText(p.first ? 'Tenant signature' : 'Landlord / Agent signature', {
      x: cx,
      y: w.y - 10,
      size: 7.5,
      font: f.sans,
    })
  })
  footers(w, f.sans, (i, m) => `WRA-2  ${i} of ${m}`, { size: 7 })
  form.updateFieldAppearances(f.sans)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: v.fixed ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay,
      maxGuestStayDays: 14,
      managementCompany: v.manager,
      housingProvider: v.owner,
      mailingAddress: v.managerAddr,
      acceptedPaymentMethods: v.methodNames,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      totalMoveInCost: total,
      proratedRent: v.prorated,
      paymentRecipient: v.manager ?? v.owner,
      paymentAddress: v.managerAddr,
      officeHours: v.hours,
      depositReturnDays: 30,
      depositReturnCondition:
        'Within 30 days after the tenancy ends and Tenant vacates, Landlord will give Tenant a full and specific statement of the basis for retaining any of the deposit, with any refund',
      _notes: [
        'Fillable AcroForm: every filled value is in a form field (none printed in the page text); payment methods and term type are check boxes. Dates typed as YYYY-MM-DD.',
        'Rent due day is a bare number in a field; no printed wording for it beyond the generic clause, so rentDueDescription is null.',
        'Flat late fee (lateFeePercentage null); "late after this many days" is the grace period.',
        `Total due at move-in is typed in its field (${money(total)}).`,
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'washington_fillable',
  title: 'Washington landlord-association fillable rental agreement (AcroForm)',
  exercises:
    'fillable AcroForm with values in text fields and check boxes, ISO dates, empty fields, occupants field, manager with office hours, move-in money fields',
  docs: [
    {
      name: 'wa_fillable_agreement_tacoma',
      build: () =>
        build({
          owner: 'Ruston Point Residences LLC',
          manager: 'Commencement Bay Property Management',
          managerAddr: '1201 Pacific Avenue, Suite 600, Tacoma, WA 98402',
          hours: 'Mon–Fri 8:00–4:30',
          tenants: [person('Perpetua', 'Lindgren'), person('Abdirahman', 'Warsame')],
          occupants: [person('Hodan', 'Warsame')],
          premises: '4712 N. Winnifred Street, Tacoma, WA 98407',
          fixed: true,
          start: '2027-03-15',
          end: '2028-03-31',
          rent: 2350,
          dueDay: 1,
          prorated: 1288.71,
          deposit: 2000,
          fee: 250,
          late: 75,
          grace: 5,
          nsf: 35,
          pay: { check: true, mo: false, portal: true, ach: true, cash: false },
          methodNames: ['Check', 'Online Portal', 'ACH'],
          phone: '(253) 555-0148',
          email: 'p.lindgren@example.org',
          notes: [
            'Prorated rent for 17 days of March at $2,350.00/31 = $1,288.71; total at move-in $3,538.71 (prorated rent, deposit, cleaning fee).',
          ],
        }),
    },
    {
      name: 'wa_fillable_month_to_month_bellingham',
      build: () =>
        build({
          owner: 'Saoirse Blackwood-Imura',
          manager: null,
          managerAddr: '2114 Eldridge Avenue, Bellingham, WA 98225',
          hours: null,
          tenants: [person('Ignatius', 'Rukundo')],
          occupants: [],
          premises: '1315 Garden Street, Unit 4, Bellingham, WA 98225',
          fixed: false,
          start: '2027-01-01',
          end: null,
          rent: 1380,
          dueDay: 1,
          prorated: null,
          deposit: 1000,
          fee: null,
          late: 50,
          grace: 3,
          nsf: 30,
          pay: { check: true, mo: true, portal: false, ach: false, cash: false },
          methodNames: ['Check', 'Money Order'],
          phone: null,
          email: 'ignatius.rukundo@example.net',
          notes: [
            'Month-to-month: end date field empty. No property manager: rent is paid to the owner at the address for notices and rent. Prorated rent and fee fields empty; total at move-in $2,380.00.',
          ],
        }),
    },
  ],
}
