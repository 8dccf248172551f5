import {
  PdfWriter,
  at,
  fontsFor,
  flow,
  fill,
  clause,
  checkbox,
  footers,
  need,
  dt,
  person,
  plain,
  type Person,
  type Built,
} from '../lib'
import type { Template } from '../template'

type V = {
  landlord: string
  tenants: Person[]
  occupants: Person[]
  premises: string
  start: string
  end: string | null
  rent: number
  dueOr: string | null
  dueDay: number
  prorated: number | null
  methods: { check: boolean; mo: boolean; cc: boolean; other: string | null }
  methodNames: string[]
  recipient: string
  recipientPhone: string | null
  payAddress: string
  hours: string | null
  deposit: number
  graceOr: string | null
  grace: number
  late: string
  latePct: number | null
  guests: number | null
  noticeLandlord: string
  noticePrefix?: string
  noticeTenant: string
  tenantPhone: string | null
  tenantEmail: string | null
  broker: string | null
  brokerAddr: string | null
  signed: string
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const S = 9.5
  const o = { size: S }
  w.page.drawText('GOLDEN STATE RENTAL HOUSING ASSOCIATION', {
    x: w.margin,
    y: w.y,
    size: 8,
    font: f.sansBold,
  })
  w.y -= 14
  const t = 'RESIDENTIAL LEASE OR MONTH-TO-MONTH RENTAL AGREEMENT'
  w.page.drawText(t, {
    x: (w.width - w.bold.widthOfTextAtSize(t, 12)) / 2,
    y: w.y,
    size: 12,
    font: w.bold,
  })
  w.y -= 12
  const s2 = '(For use in California. Form RL-CA, Revised 03/25)'
  w.page.drawText(s2, {
    x: (w.width - f.italic.widthOfTextAtSize(s2, 8)) / 2,
    y: w.y,
    size: 8,
    font: f.italic,
  })
  w.y -= 20
  flow(
    w,
    f,
    [
      'Date',
      fill(v.signed, 80),
      ', at',
      fill(at(v.premises.split(', ').slice(-2, -1), 0), 80),
      ', California.',
    ],
    o,
  )
  const names = v.tenants.map((p) => p.full).join(' and ')
  clause(
    w,
    f,
    '1. PROPERTY:',
    [
      'A.',
      fill(v.landlord, 120),
      '("Landlord") rents to',
      fill(names, 160),
      '("Tenant") and Tenant rents from Landlord, the real property and improvements described as:',
      fill(v.premises, 200),
      '("Premises").',
    ],
    o,
  )
  flow(
    w,
    f,
    [
      'B. The Premises are for the sole use as a personal residence by the following named person(s) only:',
      fill(v.occupants.length ? v.occupants.map((p) => p.full).join(', ') : null, 150),
      '(in addition to the Tenant named above).',
    ],
    { ...o, x: w.margin + 14 },
  )
  clause(
    w,
    f,
    '2. TERM:',
    [
      'The term begins on (date)',
      fill(dt(v.start).long, 90),
      '("Commencement Date"). (Check A or B):',
    ],
    o,
  )
  need(w, 40)
  checkbox(w.page, f, w.margin + 14, w.y, v.end === null, '', S)
  flow(
    w,
    f,
    [
      'A. Month-to-Month: and continues as a month-to-month tenancy. Tenant may terminate the tenancy by giving written notice at least 30 days prior to the intended termination date. Landlord may terminate the tenancy by giving written notice as provided by law.',
    ],
    { ...o, x: w.margin + 30 },
  )
  checkbox(w.page, f, w.margin + 14, w.y, v.end !== null, '', S)
  flow(
    w,
    f,
    [
      'B. Lease: and shall terminate on (date)',
      fill(v.end ? dt(v.end).long : null, 90),
      'at 11:59 p.m. Tenant shall vacate the Premises upon termination of the Agreement, unless Landlord and Tenant have extended this Agreement in writing or signed a new agreement.',
    ],
    { ...o, x: w.margin + 30 },
  )
  clause(
    w,
    f,
    '3. RENT:',
    [
      '"Rent" shall mean all monetary obligations of Tenant to Landlord under the terms of the Agreement, except security deposit.',
    ],
    o,
  )
  const oo = { ...o, x: w.margin + 14 }
  flow(
    w,
    f,
    [
      'A. Tenant agrees to pay $',
      fill(plain(v.rent), 60),
      'per month for the term of the Agreement.',
    ],
    oo,
  )
  flow(
    w,
    f,
    [
      'B. Rent is payable in advance on the 1st (or',
      fill(v.dueOr, 30),
      ') day of each calendar month, and is delinquent on the next day.',
    ],
    oo,
  )
  flow(
    w,
    f,
    [
      "C. If Commencement Date falls on any day other than the day Rent is payable under paragraph 3B, and Tenant has paid one full month's Rent in advance of Commencement Date, Rent for the second calendar month shall be prorated based on a 30-day period. Prorated Rent: $",
      fill(v.prorated === null ? null : plain(v.prorated), 50),
      '.',
    ],
    oo,
  )
  flow(w, f, ['D. PAYMENT: Rent shall be paid by the following method(s):'], oo)
  need(w, 16)
  let x = w.margin + 28
  x = checkbox(w.page, f, x, w.y, v.methods.check, 'personal check', S)
  x = checkbox(w.page, f, x, w.y, v.methods.mo, 'money order', S)
  x = checkbox(w.page, f, x, w.y, v.methods.cc, "cashier's check", S)
  x = checkbox(w.page, f, x, w.y, v.methods.other !== null, 'other', S)
  if (v.methods.other)
    w.page.drawText(v.methods.other, { x: x - 6, y: w.y, size: S, font: f.mono, color: undefined })
  w.y -= S * 1.8
  flow(
    w,
    f,
    [
      'to (name)',
      fill(v.recipient, 120),
      '(phone)',
      fill(v.recipientPhone, 70),
      'at (address)',
      fill(v.payAddress, 180),
      ', (or at any other location subsequently specified by Landlord in writing to Tenant) between the hours of',
      fill(v.hours, 120),
      'on business days.',
    ],
    { ...oo, x: w.margin + 28 },
  )
  clause(
    w,
    f,
    '4. SECURITY DEPOSIT:',
    [
      'A. Tenant agrees to pay $',
      fill(plain(v.deposit), 60),
      "as a security deposit. Security deposit will be held by Owner. B. All or any portion of the security deposit may be used, as reasonably necessary, to: (1) cure Tenant's default in payment of Rent, late charges, non-sufficient funds fees or other sums due; (2) repair damage, excluding ordinary wear and tear, caused by Tenant or by a guest of Tenant; (3) clean Premises, if necessary, upon termination of the tenancy. SECURITY DEPOSIT SHALL NOT BE USED BY TENANT IN LIEU OF PAYMENT OF LAST MONTH'S RENT. C. No interest will be paid on the security deposit unless required by local law. D. Within 21 days after Tenant vacates the Premises, Landlord shall furnish Tenant an itemized statement indicating the amount of any security deposit received and the basis for its disposition, and return any remaining portion of the security deposit to Tenant.",
    ],
    o,
  )
  clause(
    w,
    f,
    '5. LATE CHARGE; RETURNED CHECKS:',
    [
      'Tenant acknowledges that late payment of Rent or issuance of a returned check may cause Landlord to incur costs and expenses, the exact amounts of which are extremely difficult and impractical to determine. If any installment of Rent due from Tenant is not received by Landlord within 5 (or',
      fill(v.graceOr, 25),
      ') calendar days after the date due, Tenant shall pay to Landlord an additional sum of',
      fill(v.late, 60),
      'as a Late Charge, which shall be deemed additional Rent.',
      'If any check is returned for non-sufficient funds ("NSF"), Tenant shall pay Landlord $25.00 for the first returned check and $35.00 for each additional returned check, and Landlord may require Tenant to pay all future Rent by money order or cashier\'s check.',
    ],
    o,
  )
  clause(
    w,
    f,
    '6. PARKING AND STORAGE:',
    [
      'Parking and storage are not included in the Rent unless agreed in writing. Tenant shall not store any flammable materials or explosives on the Premises.',
    ],
    o,
  )
  clause(
    w,
    f,
    '7. UTILITIES:',
    [
      'Tenant agrees to pay for all utilities and services, except the following, which shall be paid for by Landlord: water and trash.',
    ],
    o,
  )
  clause(
    w,
    f,
    '8. CONDITION OF PREMISES:',
    [
      'Tenant has examined the Premises and all furniture, furnishings, appliances, landscaping and fixtures, including smoke detector(s). Tenant shall complete and return the Move In Inspection Checklist to Landlord within 3 days after the Commencement Date.',
    ],
    o,
  )
  clause(
    w,
    f,
    '9. GUESTS:',
    [
      'Tenant shall not allow any one guest to stay on the Premises more than',
      fill(v.guests, 25),
      "consecutive days, or more than twice that number in any six-month period, without Landlord's prior written consent.",
    ],
    o,
  )
  clause(
    w,
    f,
    '10. PETS:',
    [
      "No animal or pet shall be kept on or about the Premises without Landlord's prior written consent, except as agreed to in an attached pet addendum or as required by law.",
    ],
    o,
  )
  clause(
    w,
    f,
    '11. RULES; NOISE:',
    [
      "Tenant shall comply with all rules and regulations of any homeowners' association and shall not disturb, annoy, endanger or interfere with other tenants of the building or neighbors.",
    ],
    o,
  )
  clause(
    w,
    f,
    '12. MAINTENANCE:',
    [
      'Tenant shall properly use, operate and safeguard the Premises, and shall immediately notify Landlord, in writing, of any problem, malfunction or damage. Tenant shall water the garden and keep the Premises clean and sanitary.',
    ],
    o,
  )
  clause(
    w,
    f,
    '13. ENTRY:',
    [
      "Tenant shall make the Premises available to Landlord or Landlord's representative for the purpose of entering to make necessary or agreed repairs. A 24-hour written notice shall be reasonable and sufficient notice.",
    ],
    o,
  )
  clause(
    w,
    f,
    '14. NOTICE:',
    [
      'Notices may be served at the following address, or at any other location subsequently designated:',
    ],
    o,
  )
  need(w, 60)
  const y0 = w.y
  flow(w, f, ['Landlord:', fill((v.noticePrefix ?? '') + v.noticeLandlord, 150)], {
    ...o,
    width: 230,
  })
  const yL = w.y
  w.y = y0
  flow(
    w,
    f,
    [
      'Tenant:',
      fill(v.noticeTenant, 150),
      'Tel.',
      fill(v.tenantPhone, 90),
      'Email',
      fill(v.tenantEmail, 120),
    ],
    { ...o, x: w.margin + 250, width: 218 },
  )
  w.y = Math.min(w.y, yL)
  clause(
    w,
    f,
    '15. ENTIRE AGREEMENT:',
    [
      'The foregoing terms and conditions are intended by the parties as a final, complete and exclusive expression of their Agreement with respect to its subject matter. If any provision of the Agreement is held to be ineffective or invalid, the remaining provisions will nevertheless be given full force and effect.',
    ],
    o,
  )
  need(w, 160)
  w.y -= 10
  for (const p of v.tenants) {
    flow(w, f, ['Tenant', fill(null, 170), 'Date', fill(dt(v.signed).us, 70)], o)
    w.page.drawText(`(${p.full})`, { x: w.margin + 40, y: w.y + 4, size: 7, font: f.italic })
    w.y -= 6
  }
  flow(w, f, ['Landlord', fill(null, 170), 'Date', fill(dt(v.signed).us, 70)], o)
  w.page.drawText(`(${v.landlord})`, { x: w.margin + 40, y: w.y + 4, size: 7, font: f.italic })
  w.y -= 10
  flow(w, f, ['Real Estate Broker / Property Manager (Leasing Firm)', fill(v.broker, 150)], o)
  flow(w, f, ['Address', fill(v.brokerAddr, 250)], o)
  footers(
    w,
    w.regular,
    (i, n) =>
      `Tenant's Initials ( ____ ) ( ____ )     Landlord's Initials ( ____ )     RL-CA REVISED 3/25 (PAGE ${i} OF ${n})`,
  )
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay,
      maxGuestStayDays: v.guests,
      managementCompany: v.broker,
      housingProvider: v.landlord,
      mailingAddress: v.noticeLandlord,
      acceptedPaymentMethods: v.methodNames,
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: 25,
      nsfFeeAdditional: 35,
      proratedRent: v.prorated,
      rentDueDescription: v.dueOr
        ? `payable in advance on the 1st (or ${v.dueOr}) day of each calendar month`
        : 'payable in advance on the 1st day of each calendar month',
      paymentRecipient: v.recipient,
      paymentAddress: v.payAddress,
      officeHours: v.hours ? `between the hours of ${v.hours} on business days` : null,
      nsfPolicy:
        'If any check is returned for non-sufficient funds ("NSF"), Tenant shall pay Landlord $25.00 for the first returned check and $35.00 for each additional returned check, and Landlord may require Tenant to pay all future Rent by money order or cashier\'s check.',
      depositReturnDays: 21,
      depositReturnCondition:
        'Within 21 days after Tenant vacates the Premises, Landlord shall furnish Tenant an itemized statement indicating the amount of any security deposit received and the basis for its disposition, and return any remaining portion of the security deposit to Tenant',
      _notes: [],
    },
  }
}

export const template: Template = {
  id: 'california_association',
  title:
    'California association-style lease / month-to-month form with typed fills, check boxes and a notice clause carrying the tenant contacts',
  exercises:
    'California association-style form, fixed-term and month-to-month, check boxes, filled blanks, tenant contacts in the notice clause, 1–2 tenants',
  docs: [
    {
      name: 'ca_assoc_lease_los_angeles',
      build: async () => {
        const b = await build({
          landlord: 'Hollis Okonkwo-Reyes',
          tenants: [person('Marisol', 'Vance')],
          occupants: [person('Teo', 'Vance')],
          premises: '1148 N Alvarado Street, Unit 3, Los Angeles, CA 90026',
          start: '2026-09-01',
          end: '2027-08-31',
          rent: 2875,
          dueOr: null,
          dueDay: 1,
          prorated: null,
          methods: { check: true, mo: false, cc: true, other: null },
          methodNames: ['Check', "Cashier's Check"],
          recipient: 'Hollis Okonkwo-Reyes',
          recipientPhone: '(323) 555-0148',
          payAddress: '2210 Sunset Boulevard, Suite 5, Los Angeles, CA 90026',
          hours: null,
          deposit: 2875,
          graceOr: null,
          grace: 5,
          late: '$95.00',
          latePct: null,
          guests: 10,
          noticeLandlord: '2210 Sunset Boulevard, Suite 5, Los Angeles, CA 90026',
          noticeTenant: 'the Premises',
          tenantPhone: '(213) 555-0193',
          tenantEmail: 'marisol.vance@example.com',
          broker: null,
          brokerAddr: null,
          signed: '2026-08-14',
        })
        b.truth._notes.push(
          'Fixed term (box B checked). The "or __" blanks next to the 1st and the 5 days are left empty, so rent is due on the 1st and the grace period is 5 days. The late charge is a flat $95.00, so lateFeePercentage is null.',
          "One additional occupant is named in paragraph 1B. The tenant's phone and email appear only in the Notice paragraph.",
          'No leasing firm is filled in, so managementCompany is null; prorated rent and payment hours are blank (null).',
        )
        return b
      },
    },
    {
      name: 'ca_assoc_month_to_month_oakland',
      build: async () => {
        const b = await build({
          landlord: 'Fernwood Lane Partners, LP',
          tenants: [person('Desmond', 'Achebe'), person('Yuki', 'Harrington')],
          occupants: [],
          premises: '3921 Telegraph Avenue, Apt 12, Oakland, CA 94609',
          start: '2026-10-15',
          end: null,
          rent: 2340,
          dueOr: '5th',
          dueDay: 5,
          prorated: 1248,
          methods: { check: false, mo: true, cc: true, other: null },
          methodNames: ['Money Order', "Cashier's Check"],
          recipient: 'Bayline Property Services, Inc.',
          recipientPhone: '(510) 555-0172',
          payAddress: 'P.O. Box 20417, Oakland, CA 94620',
          hours: '9:00 a.m. and 4:00 p.m.',
          deposit: 3510,
          graceOr: '3',
          grace: 3,
          late: '6% of the Rent due',
          latePct: 6,
          guests: null,
          noticePrefix: 'c/o Bayline Property Services, Inc., ',
          noticeLandlord: '1970 Broadway, Suite 820, Oakland, CA 94612',
          noticeTenant: '3921 Telegraph Avenue, Apt 12, Oakland, CA 94609',
          tenantPhone: '(510) 555-0126',
          tenantEmail: 'dachebe@example.net',
          broker: 'Bayline Property Services, Inc.',
          brokerAddr: '1970 Broadway, Suite 820, Oakland, CA 94612',
          signed: '2026-10-02',
        })
        b.truth._notes.push(
          'Month-to-month (box A checked), so endDate is null. Rent is due on the 1st "or 5th": the filled blank overrides the printed 1st, so rentDueDay is 5. The grace "5 (or 3)" is 3 days.',
          'Late charge is 6% of the Rent due. Two tenants; the occupants line is left blank, so additionalOccupants is null.',
          "Rent is payable to the manager at a P.O. box (paymentAddress); notices go to the manager's suite (mailingAddress). The guest-stay blank is empty (null).",
          'Prorated rent $1,248.00 is stated for the partial month.',
        )
        return b
      },
    },
  ],
}
