import {
  checkbox,
  dt,
  fill,
  person,
  plain,
  type Built,
  type Person,
} from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, heading, pageNumbers, room } from '../parts'

type V = {
  owner: string
  ownerAddr: string
  mgr: string | null
  noticeAddr: string
  tenants: Person[]
  phone: string
  email: string
  occupants: string | null
  occupantPeople: Person[]
  street: string
  unit: string | null
  city: string
  zip: string
  monthly: boolean
  start: string
  end: string | null
  rent: number
  payee: string
  payAddr: string
  portal: string | null
  boxes: { check: boolean; cash: boolean; mo: boolean; portal: boolean }
  graceDays: number
  deposit: number
  cleaning: number
  guestNights: number
  emergency: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 52, size: 9.2 })
  const { w, f, L, W, p } = k
  const sec = (t: string) => heading(k, t, { size: 9.4, font: f.sansBold, bar: 0.92 })
  w.page.drawText('WASATCH LANDLORD FORMS', { x: L, y: w.y, size: 7.5, font: f.sansBold })
  const fid = 'Form WLF-7 \u00b7 Rev. 2025'
  w.page.drawText(fid, {
    x: L + W - f.sans.widthOfTextAtSize(fid, 7.5),
    y: w.y,
    size: 7.5,
    font: f.sans,
  })
  w.y -= 22
  k.centre('UTAH RESIDENTIAL RENTAL AGREEMENT', 14, f.sansBold)
  k.centre(
    'Complete every blank. Write "N/A" or leave blank where a line does not apply.',
    7.6,
    f.sans,
  )
  k.gap(2)
  sec('1. PARTIES')
  p([
    'This Agreement is made on',
    fill(dt(v.signed).us, 70),
    'between',
    fill(v.owner, 150),
    '("Owner"),',
  ])
  p(['Owner\u2019s address:', fill(v.ownerAddr, 220)])
  p(['Property manager (if any):', fill(v.mgr, 220)])
  p(['and Tenant(s):', fill(andList(v.tenants.map((t) => t.full)), 260)])
  p(['Tenant phone:', fill(v.phone, 90), 'Tenant e-mail:', fill(v.email, 150)])
  sec('2. PROPERTY')
  p([
    'Street address:',
    fill(v.street, 140),
    'Unit:',
    fill(v.unit, 40),
    'City:',
    fill(v.city, 70),
    ', Utah ZIP',
    fill(v.zip, 40),
  ])
  p(['Other persons who may live at the Property:', fill(v.occupants, 200)])
  sec('3. TERM')
  {
    const y = w.y
    checkbox(w.page, f, L + 4, y, !v.monthly, 'Fixed term, beginning', 9.2)
  }
  p(
    [
      fill(v.monthly ? null : dt(v.start).us, 70),
      'and ending',
      fill(v.end ? dt(v.end).us : null, 70),
      '. Tenant shall give 30 days\u2019 notice if not renewing.',
    ],
    { x: L + 112, width: W - 112 },
  )
  {
    const y = w.y
    checkbox(w.page, f, L + 4, y, v.monthly, 'Month-to-month, beginning', 9.2)
  }
  p(
    [
      fill(v.monthly ? dt(v.start).us : null, 70),
      '. Either party may end it by notice given at least 15 days before the end of a rental period (Utah Code 78B-6-802).',
    ],
    { x: L + 132, width: W - 132 },
  )
  sec('4. RENT')
  p([
    'Monthly rent: $',
    fill(plain(v.rent), 60),
    'Rent is due on or before the',
    fill('1st', 24),
    'day of each month. Rent is payable to',
    fill(v.payee, 150),
    'at',
    fill(v.payAddr, 200),
    'or by the methods marked here:',
  ])
  {
    const y = w.y
    let x = L + 8
    x = checkbox(w.page, f, x, y, v.boxes.check, 'Personal check', 8.8)
    x = checkbox(w.page, f, x, y, v.boxes.cash, 'Cash (receipt given)', 8.8)
    x = checkbox(w.page, f, x, y, v.boxes.mo, 'Money order', 8.8)
    checkbox(w.page, f, x, y, v.boxes.portal, 'Online portal:', 8.8)
    w.y -= 16
  }
  p(['Portal address:', fill(v.portal, 180)], { x: L + 8, width: W - 8 })
  sec('5. LATE FEE AND RETURNED CHECKS')
  p([
    'If rent is not received within',
    fill(String(v.graceDays), 18),
    'days after the due date, Tenant shall pay a late fee of',
    fill('10', 18),
    '% of the monthly rent (not more than Utah law allows).',
  ])
  p(['Tenant shall pay', fill('$20.00', 40), 'for each check returned unpaid by the bank.'])
  sec('6. SECURITY DEPOSIT AND FEES')
  p([
    'Refundable security deposit: $',
    fill(plain(v.deposit), 60),
    'Non-refundable cleaning fee (not part of the deposit): $',
    fill(plain(v.cleaning), 50),
  ])
  p(
    'Owner will return the deposit, less lawful deductions itemized in writing, within 30 days after Tenant vacates and gives a forwarding address, as Utah Code 57-17-3 requires.',
  )
  sec('7. GUESTS')
  p([
    'A guest may not stay more than',
    fill(String(v.guestNights), 18),
    'consecutive nights without Owner\u2019s written consent.',
  ])
  sec('8. UTILITIES')
  {
    const y = w.y
    let x = L + 8
    x = checkbox(w.page, f, x, y, true, 'Tenant pays electricity', 8.8)
    x = checkbox(w.page, f, x, y, true, 'Tenant pays gas', 8.8)
    x = checkbox(w.page, f, x, y, false, 'Tenant pays water/sewer', 8.8)
    checkbox(w.page, f, x, y, false, 'Tenant pays garbage', 8.8)
    w.y -= 16
  }
  sec('9. NOTICES')
  p(['Notices to Owner shall be sent to:', fill(v.noticeAddr, 230)])
  p(['Tenant\u2019s emergency contact (not a tenant):', fill(v.emergency, 200)])
  sec('10. OTHER TERMS')
  for (const t of [
    'Tenant shall keep the Property clean and safe, shall not disturb neighbors, and shall not keep pets without a signed pet addendum.',
    'Owner may enter after 24 hours\u2019 notice, except in an emergency. Tenant shall not change locks without consent.',
    'Owner shall keep the Property in the condition required by the Utah Fit Premises Act. Tenant shall report needed repairs in writing.',
    'If Tenant stays after this Agreement ends without Owner\u2019s consent, Tenant is liable for damages as Utah law provides.',
    'This form is the entire agreement. Changes must be in writing and signed by all parties.',
  ])
    p(`\u2022 ${t}`, { x: L + 6, width: W - 6 })
  room(k, 150)
  sec('11. SIGNATURES')
  const sig = (who: string, name: string) => {
    room(k, 30)
    p([
      `${who}:`,
      fill(null, 170),
      'Printed name:',
      fill(name, 150),
      'Date:',
      fill(dt(v.signed).us, 60),
    ])
    k.gap(4)
  }
  sig('Owner/Agent', v.mgr ?? v.owner)
  for (const t of v.tenants) sig('Tenant', t.full)
  pageNumbers(
    k,
    (i, n) =>
      `WLF-7 Utah Residential Rental Agreement    Page ${i} of ${n}    Tenant initials ____`,
    {
      align: 'center',
    },
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupantPeople.length ? v.occupantPeople : null,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.unit ? `${v.unit}, ` : ''}${v.city}, Utah ${v.zip}`,
      leaseType: v.monthly ? 'month-to-month' : 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).us : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guestNights,
      managementCompany: v.mgr,
      housingProvider: v.owner,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: [
        ...(v.boxes.check ? ['Check'] : []),
        ...(v.boxes.cash ? ['Cash'] : []),
        ...(v.boxes.mo ? ['Money Order'] : []),
        ...(v.boxes.portal ? ['Online Portal'] : []),
      ],
      lateFeePercentage: 10,
      gracePeriodDays: v.graceDays,
      nsfFeeFirst: 20,
      rentDueDescription: 'due on or before the 1st day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.payAddr,
      nsfPolicy: 'Tenant shall pay $20.00 for each check returned unpaid by the bank.',
      depositReturnDays: 30,
      depositReturnCondition:
        'less lawful deductions itemized in writing, within 30 days after Tenant vacates and gives a forwarding address, as Utah Code 57-17-3 requires',
      _notes: [
        'Published fill-in form: printed labels in Helvetica, typed values in blue Courier on the blank rules, check boxes for the term, payment methods and utilities.',
        'The property is split into Street / Unit / City / ZIP blanks with "Utah" printed; the truth joins them in postal form with the state as printed.',
        'Late "not received within N days after the due date": gracePeriodDays N; 10% of the monthly rent. Unticked payment boxes are not accepted methods.',
        'The non-refundable cleaning fee is not part of the deposit. The emergency contact is a distractor.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'utah_fill_in_form',
  title: 'Utah publisher\u2019s fill-in rental agreement with typed blanks and check boxes',
  exercises:
    'typed values in a different (monospaced, blue) font on blank rules, address split over Street/Unit/City/ZIP blanks, fixed term or month-to-month by check box with the unused dates blank, property manager blank filled or empty, payment-method boxes, late within N days after due with a percentage, non-refundable fee vs deposit, emergency contact blank, signatures as blanks with printed names, tenant contacts in the parties section',
  docs: [
    {
      name: 'tw5_ut_fill_form_provo',
      build: () =>
        build({
          owner: 'Timpanogos Rentals, L.C.',
          ownerAddr: '560 E 1300 S, Orem, UT 84058',
          mgr: 'Canyon Gate Property Management',
          noticeAddr: '1425 N University Avenue, Suite 210, Provo, UT 84604',
          tenants: [
            person('Tamsin', 'Rasmussen'),
            person('Kalani', 'Fetuao'),
            person('Josephine', 'Vreeland'),
          ],
          phone: '(801) 555-0135',
          email: 'tamsin.rasmussen@example.com',
          occupants: 'N/A',
          occupantPeople: [],
          street: '1860 N 200 W',
          unit: '#204',
          city: 'Provo',
          zip: '84604',
          monthly: false,
          start: '2027-09-01',
          end: '2028-04-30',
          rent: 1650,
          payee: 'Canyon Gate Property Management',
          payAddr: '1425 N University Avenue, Suite 210, Provo, UT 84604',
          portal: 'canyongate.example.com/pay',
          boxes: { check: true, cash: false, mo: true, portal: true },
          graceDays: 3,
          deposit: 900,
          cleaning: 200,
          guestNights: 5,
          emergency: 'Darlene Rasmussen (mother), (435) 555-0197',
          signed: '2027-08-10',
          notes: [
            'Owner L.C. with its address in Orem (a distractor for notices and payment); the property manager blank is filled, and notices and rent go to the manager. Three tenants; contacts are the first tenant\u2019s. Eight-month fixed term.',
          ],
        }),
    },
    {
      name: 'tw5_ut_fill_form_ogden',
      build: () =>
        build({
          owner: 'Wendeline Sorensen',
          ownerAddr: '3310 Polk Avenue, Ogden, UT 84403',
          mgr: null,
          noticeAddr: '3310 Polk Avenue, Ogden, UT 84403',
          tenants: [person('Bartholomew', 'Ngata')],
          phone: '(801) 555-0166',
          email: 'bart.ngata@example.net',
          occupants: 'Ruby Ngata (daughter, 11)',
          occupantPeople: [person('Ruby', 'Ngata')],
          street: '2749 Jackson Avenue',
          unit: 'Basement',
          city: 'Ogden',
          zip: '84403',
          monthly: true,
          start: '2027-04-01',
          end: null,
          rent: 925,
          payee: 'Wendeline Sorensen',
          payAddr: '3310 Polk Avenue, Ogden, UT 84403',
          portal: null,
          boxes: { check: true, cash: true, mo: false, portal: false },
          graceDays: 5,
          deposit: 700,
          cleaning: 150,
          guestNights: 7,
          emergency: 'Hemi Ngata, (801) 555-0112',
          signed: '2027-03-22',
          notes: [
            'Individual owner, property manager blank left empty (managementCompany null). Month-to-month box ticked; the fixed-term dates are blank. Basement apartment: unit "Basement" as typed. One tenant and a child occupant typed in the occupants blank.',
          ],
        }),
    },
  ],
}
