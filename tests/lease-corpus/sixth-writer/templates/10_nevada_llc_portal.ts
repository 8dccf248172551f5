import { rgb } from 'pdf-lib'
import { dt, numberWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, heading, pageNumbers, room, runningHead, sign } from '../parts'

type V = {
  llc: string
  office: string
  hours: string
  portal: string
  member: string
  tenants: Person[]
  occupants: { p: Person; age: number }[]
  premises: string
  start: string
  months: number | null
  end: string | null
  rent: number
  deposit: number
  cleaning: number
  emergency: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 56, size: 9.2 })
  const { f, p, L } = k
  k.w.page.drawRectangle({
    x: 0,
    y: k.w.height - 70,
    width: k.w.width,
    height: 70,
    color: rgb(0.18, 0.22, 0.3),
  })
  k.w.page.drawText(v.llc, {
    x: L,
    y: k.w.height - 34,
    size: 13,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  k.w.page.drawText(`${v.office}  \u2022  ${v.portal}`, {
    x: L,
    y: k.w.height - 50,
    size: 8,
    font: f.sans,
    color: rgb(0.9, 0.9, 0.9),
  })
  k.w.y = k.w.height - 104
  k.centre(v.end ? 'RESIDENTIAL LEASE' : 'MONTH-TO-MONTH RENTAL AGREEMENT', 14, f.sansBold)
  k.gap(4)
  const sec = (t: string) => heading(k, t, { size: 9.4, font: f.sansBold, bar: 0.9 })
  p(
    `${v.llc}, a Nevada limited liability company ("Owner"), rents to ${andList(v.tenants.map((t) => t.full))} ("Tenant") the residence at ${v.premises} (the "Residence") on the terms below, dated ${dt(v.signed).long}.`,
  )
  sec('1  Term')
  p(
    v.end && v.months
      ? `For ${numberWords(v.months)} (${v.months}) months beginning ${dt(v.start).long} and ending ${dt(v.end).long}.`
      : `Month to month beginning ${dt(v.start).long}. Either party may end the tenancy with at least thirty (30) days\u2019 written notice, as NRS 40.251 provides.`,
  )
  sec('2  Occupants and guests')
  if (v.occupants.length)
    k.table(
      [['Other occupant', 'Age'], ...v.occupants.map((o) => [o.p.full, String(o.age)])],
      [0.6, 0.2],
      { size: 8.6, head: true },
    )
  p(
    (v.occupants.length
      ? 'Only Tenant and the occupants listed above may reside in the Residence. '
      : 'Only Tenant may reside in the Residence. ') +
      'A guest staying more than five (5) nights in a row needs Owner\u2019s written approval.',
  )
  sec('3  Rent and how it is paid')
  p(
    `Rent is ${usd(v.rent)} per month, due on the first (1st) day of each month. All rent is paid electronically through Owner\u2019s resident portal at ${v.portal}, either by one-time ACH debit from a bank account or by scheduled automatic ACH payments. Owner does not accept cash, checks or money orders at any time, and no rent may be mailed or delivered to the office.`,
  )
  p(
    `Rent is late if it has not been paid by 5:00 p.m. on the third (3rd) day after it is due. A late fee equal to five percent (5%) of the monthly rent is then charged, as NRS 118A.210 permits. A charge of $25.00 applies to any electronic payment that is returned or reversed.`,
  )
  sec('4  Deposits and fees')
  p(
    `Security deposit: ${usd(v.deposit)}. Cleaning fee (non-refundable, not part of the security deposit): ${usd(v.cleaning)}. Within thirty (30) days after the end of the tenancy, Owner shall mail to Tenant the balance of the security deposit, if any, with an itemized accounting of any deductions, to the forwarding address Tenant provides.`,
  )
  sec('5  Utilities, care and rules')
  p(
    'Tenant pays all utilities. Tenant keeps the desert landscaping free of weeds, protects pipes from freezing by keeping the heat on at 55\u00b0F or more when away, and follows the community rules. No smoking indoors. No pets without a pet addendum.',
  )
  sec('6  Entry')
  p(
    'Owner may enter on twenty-four (24) hours\u2019 notice during normal business hours, or at any time in an emergency.',
  )
  sec('7  Manager disclosure and notices')
  p(
    `Owner manages the Residence itself. Owner\u2019s office, at ${v.office}, open ${v.hours}, is the place for notices and demands to Owner. Maintenance requests go through the portal. Tenant\u2019s emergency contact (for Owner\u2019s use only; not a party): ${v.emergency}.`,
  )
  room(k, 130)
  sec('8  Signatures')
  sign(k, `${v.llc}, by ${v.member}, Manager`, { width: 300, under: [`Date: ${dt(v.signed).us}`] })
  for (const t of v.tenants)
    sign(k, `Tenant: ${t.full}`, { width: 300, under: [`Date: ${dt(v.signed).us}`] })
  runningHead(k, `${v.llc} \u2014 ${v.premises}`)
  pageNumbers(k, (i, n) => `${i}/${n}`, { align: 'right' })
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: null,
      tenantPhone: null,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 5,
      housingProvider: v.llc,
      mailingAddress: v.office,
      acceptedPaymentMethods: ['Online Portal', 'ACH'],
      lateFeePercentage: 5,
      gracePeriodDays: 3,
      nsfFeeFirst: 25,
      rentDueDescription: 'due on the first (1st) day of each month',
      paymentRecipient: null,
      paymentAddress: null,
      officeHours: v.hours,
      nsfPolicy:
        'A charge of $25.00 applies to any electronic payment that is returned or reversed.',
      depositReturnDays: 30,
      depositReturnCondition: null,
      _notes: [
        'Self-managed LLC owner with a dark banner header; the LLC\u2019s manager who signs is a person, not a management company (managementCompany null). The office (notices) is mailingAddress.',
        'Rent only through the portal by ACH; cash, checks and money orders refused and nothing mailed: paymentRecipient and paymentAddress null.',
        'Late "not paid by 5:00 p.m. on the third (3rd) day after it is due": gracePeriodDays 3; 5% of the monthly rent.',
        'Nevada deposit clause "shall mail to Tenant \u2026 the balance of the security deposit" (no "return the deposit" wording): depositReturnCondition null, depositReturnDays 30, as in the fourth batch\u2019s Nevada leases. The non-refundable cleaning fee is not a deposit.',
        'The lease gives no phone or e-mail for the tenants: tenantPhone and tenantEmail null. The emergency contact is a distractor.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'nevada_llc_portal',
  title: 'Nevada self-managed LLC rental agreement with portal-only rent',
  exercises:
    'dark banner header, self-managed LLC signing by its manager, month to month or "for six (6) months beginning \u2026 and ending \u2026", occupants table with ages, portal-only ACH rent with every other method refused and no payee or address, late at 5 p.m. on the third day after due with 5%, returned electronic payment sentence, security deposit "mailed" with an itemized accounting (no return wording), non-refundable cleaning fee, no tenant phone or e-mail anywhere, emergency contact distractor, office hours in the manager disclosure',
  docs: [
    {
      name: 'tw6_nv_llc_rental_carson_city',
      build: () =>
        build({
          llc: 'Eagle Valley Homes LLC',
          office: '1802 N Carson Street, Suite 108, Carson City, NV 89701',
          hours: 'Monday\u2013Thursday 9:00 a.m.\u20134:00 p.m.',
          portal: 'www.eaglevalleyhomes.example.com/residents',
          member: 'Corinna Lazzaretti',
          tenants: [person('Wendell', 'Abiodun-Marsh'), person('Greta', 'Solberg')],
          occupants: [
            { p: person('Tobiah', 'Abiodun-Marsh'), age: 12 },
            { p: person('Linnea', 'Solberg'), age: 4 },
          ],
          premises: '2715 Mountain Park Drive, Carson City, NV 89706',
          start: '2027-05-01',
          months: null,
          end: null,
          rent: 1845,
          deposit: 2200,
          cleaning: 250,
          emergency: 'Harald Solberg, (775) 555-0103',
          signed: '2027-04-19',
          notes: [
            'Month to month: endDate and terminationDateText null. Two tenants and two child occupants with ages.',
          ],
        }),
    },
    {
      name: 'tw6_nv_llc_rental_elko',
      build: () =>
        build({
          llc: 'Ruby Range Rentals, LLC',
          office: '540 Idaho Street, 2nd Floor, Elko, NV 89801',
          hours: 'weekdays 8 a.m. to 5 p.m.',
          portal: 'pay.rubyrangerentals.example.net',
          member: 'Amos Etcheverry',
          tenants: [person('Perpetua', 'Mallinckrodt')],
          occupants: [],
          premises: '1236 Sewell Drive, Unit C, Elko, NV 89801',
          start: '2027-03-01',
          months: 6,
          end: '2027-08-31',
          rent: 1310,
          deposit: 1310,
          cleaning: 175,
          emergency: 'Osric Mallinckrodt, (208) 555-0121',
          signed: '2027-02-15',
          notes: [
            'Six-month fixed term stated as a length with its end date. One tenant, no occupants.',
          ],
        }),
    },
  ],
}
