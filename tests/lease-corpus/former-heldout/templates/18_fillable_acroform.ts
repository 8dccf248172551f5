import { rgb } from 'pdf-lib'
import {
  PdfWriter,
  fontsFor,
  flow,
  footers,
  dt,
  plain,
  person,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  state: string
  landlord: string
  landlordAddr: string
  landlordPhone: string
  manager: string | null
  tenants: Person[]
  tenantPhone: string
  tenantEmail: string
  occupants: string
  occupantList: Person[] | null
  premises: string
  start: string
  end: string | null
  rent: number
  due: string
  deposit: number
  lateFee: string
  latePct: number | null
  grace: string
  nsf: string
  nsfNum: number | null
  methods: { check: boolean; mo: boolean; ach: boolean; portal: boolean; cash: boolean }
  methodNames: string[]
  returnDays: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(false)
  const f = await fontsFor(w)
  const form = w.doc.getForm()
  const L = w.margin - 10
  const R = w.width - w.margin + 10
  let n = 0
  const field = (label: string, value: string | null, x: number, y: number, wd: number, h = 16) => {
    w.page.drawText(label, { x, y: y + h + 2, size: 7, font: w.bold })
    const tf = form.createTextField(`f${++n}_${label.replace(/\W+/g, '_').slice(0, 30)}`)
    if (value) tf.setText(value)
    tf.addToPage(w.page, {
      x,
      y,
      width: wd,
      height: h,
      borderColor: rgb(0.4, 0.4, 0.6),
      backgroundColor: rgb(0.93, 0.95, 1),
      borderWidth: 0.6,
    })
    tf.setFontSize(9)
  }
  const box = (label: string, checked: boolean, x: number, y: number) => {
    const cb = form.createCheckBox(`c${++n}_${label.replace(/\W+/g, '_')}`)
    cb.addToPage(w.page, {
      x,
      y,
      width: 10,
      height: 10,
      borderColor: rgb(0.3, 0.3, 0.5),
      borderWidth: 0.6,
    })
    if (checked) cb.check()
    w.page.drawText(label, { x: x + 14, y: y + 2, size: 8.5, font: w.regular })
  }
  w.page.drawText(`${v.state.toUpperCase()} RESIDENTIAL RENTAL AGREEMENT`, {
    x: L,
    y: w.y,
    size: 14,
    font: w.bold,
  })
  w.y -= 12
  w.page.drawText('Fillable form — type in the shaded fields. Rev. 2026-01', {
    x: L,
    y: w.y,
    size: 7.5,
    font: f.italic,
  })
  let y = w.y - 38
  const W = R - L
  field('LANDLORD / OWNER', v.landlord, L, y, W * 0.5 - 6)
  field('PROPERTY MANAGER (IF ANY)', v.manager, L + W * 0.5, y, W * 0.5)
  y -= 36
  field('LANDLORD ADDRESS FOR NOTICES AND PAYMENTS', v.landlordAddr, L, y, W * 0.7 - 6)
  field('LANDLORD PHONE', v.landlordPhone, L + W * 0.7, y, W * 0.3)
  y -= 36
  v.tenants.forEach((t, i) => {
    field(`TENANT ${i + 1} FULL NAME`, t.full, L, y, W * 0.5 - 6)
    if (i === 0) {
      field('TENANT PHONE', v.tenantPhone, L + W * 0.5, y, W * 0.2 - 6)
      field('TENANT E-MAIL', v.tenantEmail, L + W * 0.7, y, W * 0.3)
    }
    y -= 36
  })
  field('OTHER OCCUPANTS', v.occupants || null, L, y, W)
  y -= 36
  field('RENTAL PROPERTY ADDRESS (INCLUDING UNIT)', v.premises, L, y, W)
  y -= 40
  w.page.drawText('TERM', { x: L, y: y + 8, size: 9, font: w.bold })
  box('Fixed term', v.end !== null, L + 40, y + 6)
  box('Month-to-month', v.end === null, L + 120, y + 6)
  y -= 30
  field('START DATE (MM/DD/YYYY)', dt(v.start).us, L, y, W / 3 - 6)
  field('END DATE (MM/DD/YYYY)', v.end ? dt(v.end).us : null, L + W / 3, y, W / 3 - 6)
  field('DATE SIGNED', dt(v.signed).us, L + (2 * W) / 3, y, W / 3)
  y -= 36
  field('MONTHLY RENT ($)', plain(v.rent), L, y, W / 4 - 6)
  field('RENT DUE ON DAY', v.due, L + W / 4, y, W / 4 - 6)
  field('SECURITY DEPOSIT ($)', plain(v.deposit), L + W / 2, y, W / 4 - 6)
  field('DEPOSIT RETURNED WITHIN (DAYS)', String(v.returnDays), L + (3 * W) / 4, y, W / 4)
  y -= 36
  field('LATE FEE', v.lateFee || null, L, y, W / 3 - 6)
  field('CHARGED AFTER (DAYS)', v.grace || null, L + W / 3, y, W / 3 - 6)
  field('RETURNED CHECK FEE ($)', v.nsf || null, L + (2 * W) / 3, y, W / 3)
  y -= 30
  w.page.drawText('PAYMENT METHODS', { x: L, y: y + 2, size: 9, font: w.bold })
  box('Check', v.methods.check, L + 100, y)
  box('Money order', v.methods.mo, L + 160, y)
  box('ACH', v.methods.ach, L + 240, y)
  box('Online portal', v.methods.portal, L + 290, y)
  box('Cash', v.methods.cash, L + 380, y)
  y -= 26
  w.y = y
  flow(
    w,
    f,
    [
      "TERMS. Tenant agrees to pay the monthly rent in advance on the day shown above. The deposit will be returned within the number of days shown above after Tenant vacates, less lawful itemized deductions. A late fee, if shown, is charged when rent is more than the number of days shown late. Only the tenants and occupants listed above may live at the property. Landlord may enter with 24 hours' notice except in an emergency. Tenant shall keep the property clean and sanitary, and shall not sublet. This agreement, together with any attached rules, is the entire agreement of the parties.",
    ],
    { size: 8.5, x: L, width: W, leading: 1.4 },
  )
  footers(
    w,
    w.regular,
    (i, k) => `${v.state} Residential Rental Agreement — fillable — page ${i} of ${k}`,
  )
  form.updateFieldAppearances(f.sans)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupantList,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).us : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: parseInt(v.due, 10),
      managementCompany: v.manager,
      housingProvider: v.landlord,
      mailingAddress: v.landlordAddr,
      acceptedPaymentMethods: v.methodNames,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace ? parseInt(v.grace, 10) : null,
      nsfFeeFirst: v.nsfNum,
      rentDueDescription: v.due,
      paymentRecipient: v.manager ?? v.landlord,
      paymentAddress: v.landlordAddr,
      depositReturnDays: v.returnDays,
      depositReturnCondition:
        'returned within the number of days shown above after Tenant vacates, less lawful itemized deductions',
      _notes: [
        'Fillable PDF: the values live in AcroForm text fields and check boxes (not flattened). The page content holds only the captions; the values are in the field values and their appearance streams.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'fillable_acroform',
  title: 'Fillable (AcroForm) residential rental agreement with typed fields and check boxes',
  exercises: 'fillable AcroForm agreement with values in form fields and check boxes, empty fields',
  docs: [
    {
      name: 'fillable_rental_agreement_portland_or',
      build: () =>
        build({
          state: 'Oregon',
          landlord: 'Willamette Bungalow Rentals LLC',
          landlordAddr: '1020 SW Taylor Street, Suite 640, Portland, OR 97205',
          landlordPhone: '(503) 555-0118',
          manager: 'Rose City Residential Management',
          tenants: [person('Juniper', 'Castellanos'), person('Emeric', 'Dufresne')],
          tenantPhone: '(971) 555-0145',
          tenantEmail: 'juniper.c@example.com',
          occupants: 'Odile Dufresne',
          occupantList: [person('Odile', 'Dufresne')],
          premises: '3416 SE Belmont Street, Unit 5, Portland, OR 97214',
          start: '2026-09-01',
          end: '2027-08-31',
          rent: 2045,
          due: '1',
          deposit: 2045,
          lateFee: '5% of monthly rent',
          latePct: 5,
          grace: '4',
          nsf: '35.00',
          nsfNum: 35,
          methods: { check: true, mo: false, ach: true, portal: true, cash: false },
          methodNames: ['Check', 'ACH', 'Online Portal'],
          returnDays: 31,
          signed: '2026-08-18',
          notes: [
            "Payments and notices go to the address in the landlord-address field, which is the manager's suite; paymentRecipient is the property manager.",
          ],
        }),
    },
    {
      name: 'fillable_rental_agreement_salt_lake_city_ut',
      build: () =>
        build({
          state: 'Utah',
          landlord: 'Ezekiel Thornquist',
          landlordAddr: 'PO Box 581220, Salt Lake City, UT 84158',
          landlordPhone: '(801) 555-0173',
          manager: null,
          tenants: [person('Marisela', 'Quispe')],
          tenantPhone: '(385) 555-0120',
          tenantEmail: 'mquispe@example.net',
          occupants: '',
          occupantList: null,
          premises: '845 E 900 S, Apt 3, Salt Lake City, UT 84105',
          start: '2026-11-01',
          end: null,
          rent: 1380,
          due: '1',
          deposit: 700,
          lateFee: '$50.00',
          latePct: null,
          grace: '3',
          nsf: '',
          nsfNum: null,
          methods: { check: true, mo: true, ach: false, portal: false, cash: false },
          methodNames: ['Check', 'Money Order'],
          returnDays: 30,
          signed: '2026-10-22',
          notes: [
            'Month-to-month box checked; end date field empty. Occupants, property manager and returned-check fields are empty (null). Late fee is a flat $50.00.',
          ],
        }),
    },
  ],
}
