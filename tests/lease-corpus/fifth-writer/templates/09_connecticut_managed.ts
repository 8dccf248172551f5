import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { freshPage, heading, pageNumbers, sign } from '../parts'

type V = {
  mgr: string
  suite: string
  street: string
  cityLine: string
  lockbox: string
  hours: string
  mgrPhone: string
  owner: string
  tenants: { p: Person; phone: string; email: string }[]
  emergency: { p: Person; phone: string }
  premises: string
  prior: { dated: string; rent: number } | null
  start: string
  end: string
  rent: number
  extra: { what: string; fee: number }
  deposit: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 60, size: 9.6 })
  const { w, f, L, p } = k
  const office = `${v.street}, ${v.suite}, ${v.cityLine}`
  // letterhead: a square mark and the company block
  w.page.drawRectangle({ x: L, y: w.y - 30, width: 34, height: 34, color: rgb(0.12, 0.3, 0.22) })
  w.page.drawText(
    v.mgr
      .split(' ')
      .map((s) => s[0])
      .join('')
      .slice(0, 3),
    {
      x: L + 5,
      y: w.y - 19,
      size: 12,
      font: f.sansBold,
      color: rgb(1, 1, 1),
    },
  )
  w.page.drawText(v.mgr, {
    x: L + 44,
    y: w.y - 4,
    size: 13,
    font: f.sansBold,
    color: rgb(0.12, 0.3, 0.22),
  })
  w.page.drawText(`${v.suite} \u00b7 ${v.street} \u00b7 ${v.cityLine} \u00b7 ${v.mgrPhone}`, {
    x: L + 44,
    y: w.y - 17,
    size: 7.8,
    font: f.sans,
  })
  w.page.drawText(`Office hours: ${v.hours}`, { x: L + 44, y: w.y - 27, size: 7.8, font: f.sans })
  w.y -= 58
  k.centre('DWELLING UNIT LEASE', 14)
  k.gap(2)
  const sec = (t: string) => heading(k, t, { size: 10, centre: true })
  p(
    `This Lease is made on ${dt(v.signed).long} by ${v.owner} ("Owner"), through its managing agent ${v.mgr} ("Agent"), and the tenant or tenants named on the signature page ("Tenant").`,
  )
  sec('1. THE PREMISES AND THE TERM')
  p(
    `(a) Owner leases to Tenant the dwelling unit at ${v.premises} (the "Premises"), with the use of the laundry room and common areas in common with other residents.`,
  )
  p(`(b) The term begins on ${dt(v.start).long} and ends on ${dt(v.end).long}.`)
  if (v.prior)
    p(
      `(c) This Lease renews Tenant\u2019s tenancy under the lease dated ${dt(v.prior.dated).long}, at ${usd(v.prior.rent)} per month. From the start of the term above the rent in section 2 applies.`,
    )
  sec('2. RENT')
  p(
    `(a) The monthly rent is ${usd(v.rent)}, payable in advance on the first day of each month. ${v.extra.what} is ${usd(v.extra.fee)} per month, invoiced separately; it is not rent.`,
  )
  p(
    `(b) Rent shall be paid to ${v.mgr}, as agent for Owner. Mail checks, cashier\u2019s checks or money orders to our payment center at ${v.lockbox}, or pay through the online resident portal. Personal checks will not be accepted after two returned payments. Please do not bring rent to the office.`,
  )
  p(
    '(c) Under Connecticut law no late charge may be imposed until rent is more than nine (9) days late. If rent is still unpaid at the end of the ninth day after it is due, a late charge of $5.00 per day will be charged from the tenth day, up to a maximum of $50.00 for any one month.',
  )
  p('(d) A charge of $25.00 will be made for each returned payment.')
  sec('3. SECURITY DEPOSIT')
  p(
    `(a) Tenant has paid a security deposit of ${usd(v.deposit)}, which Agent holds in an escrow account in a Connecticut financial institution.`,
  )
  p(
    '(b) Owner will return the security deposit, together with interest as required by Conn. Gen. Stat. \u00a7 47a-21, less the reasonable cost of damages itemized in writing, within twenty-one (21) days after Tenant vacates and provides a forwarding address in writing.',
  )
  sec('4. USE, OCCUPANCY AND GUESTS')
  p(
    '(a) Only the persons listed on the signature page as Tenant may live in the Premises. (b) No guest may stay more than fourteen (14) consecutive days without Agent\u2019s written consent. (c) Tenant shall comply with the building rules posted in the lobby and on the portal.',
  )
  sec('5. UTILITIES AND HEAT')
  p(
    'Tenant pays for electricity and cooking gas. Owner supplies heat and hot water and pays for water and sewer use. Tenant shall not use space heaters that burn fuel.',
  )
  sec('6. REPAIRS AND ENTRY')
  p(
    '(a) Tenant shall report needed repairs through the portal or by calling the Agent. (b) Agent may enter at reasonable times after reasonable notice, as Conn. Gen. Stat. \u00a7 47a-16 allows, and without notice in an emergency.',
  )
  sec('7. ASSIGNMENT, SUBLETTING AND ALTERATIONS')
  p(
    'Tenant may not assign this Lease or sublet the Premises, and may not paint, wallpaper or change locks, without Agent\u2019s prior written consent.',
  )
  sec('8. NOTICES')
  p(
    `Notices to Owner shall be given to Agent at its office, ${office}. Notices to Tenant may be delivered to the Premises or sent by e-mail to the address Tenant gives on the signature page. Rent sent to the office address is returned unprocessed.`,
  )
  sec('9. LEAD PAINT, SMOKE AND CARBON MONOXIDE DETECTORS')
  p(
    'Tenant acknowledges receipt of the federal lead-based paint disclosure and pamphlet. Smoke and carbon monoxide detectors were tested at move-in; Tenant shall test them monthly and replace batteries.',
  )
  sec('10. END OF LEASE')
  p(
    'Tenant shall leave the Premises broom-clean and return all keys and fobs to the Agent. If Tenant stays after the term without a new lease, Tenant becomes a month-to-month tenant at the rent then charged.',
  )
  sec('11. ENTIRE AGREEMENT')
  p(
    'This Lease, the signature page and any riders signed by both parties are the entire agreement. It may be changed only in writing signed by Owner or Agent and Tenant.',
  )
  freshPage(k)
  k.centre('SIGNATURE PAGE AND TENANT INFORMATION', 12)
  k.gap(6)
  k.table(
    [
      ['Tenant (printed name)', 'Telephone', 'E-mail', 'Signature'],
      ...v.tenants.map((t) => [t.p.full, t.phone, t.email, '']),
    ],
    [0.28, 0.19, 0.3, 0.23],
    { head: true, size: 8.8 },
  )
  k.table(
    [
      ['Emergency contact (not a tenant)', 'Telephone'],
      [v.emergency.p.full, v.emergency.phone],
    ],
    [0.6, 0.4],
    { head: true, size: 8.8, shade: 0.94 },
  )
  p(`Premises: ${v.premises}. Term: ${dt(v.start).us} to ${dt(v.end).us}.`, { size: 9 })
  k.gap(10)
  sign(k, `${v.owner}`, {
    width: 300,
    under: [`By ${v.mgr}, its managing agent`, `Date: ${dt(v.signed).long}`],
  })
  pageNumbers(k, (i, n) => `Lease \u2014 ${v.premises} \u2014 Page ${i} of ${n}`, {
    align: 'center',
  })
  const first = v.tenants[0]
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      tenantEmail: first?.email ?? null,
      tenantPhone: first?.phone ?? null,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.mgr,
      housingProvider: v.owner,
      mailingAddress: office,
      acceptedPaymentMethods: ['Check', "Cashier's Check", 'Money Order', 'Online Portal'],
      gracePeriodDays: 9,
      nsfFeeFirst: 25,
      rentDueDescription: 'payable in advance on the first day of each month',
      paymentRecipient: v.mgr,
      paymentAddress: v.lockbox,
      officeHours: v.hours,
      nsfPolicy: 'A charge of $25.00 will be made for each returned payment.',
      depositReturnDays: 21,
      depositReturnCondition:
        'together with interest as required by Conn. Gen. Stat. \u00a7 47a-21, less the reasonable cost of damages itemized in writing, within twenty-one (21) days after Tenant vacates and provides a forwarding address in writing',
      _notes: [
        'Three pages: letterhead with the suite written before the street, centred section headings, a separate signature page holding the tenant names, phones and e-mails in a table (the body names the tenants only as "the tenant or tenants named on the signature page").',
        'The office (suite after the street in the truth) is the notice address; rent goes only to the payment-center P.O. box. Rent is "paid to" the managing agent "as agent for Owner": paymentRecipient is the agent.',
        'Connecticut nine-day rule: gracePeriodDays 9; $5 a day capped at $50, so lateFeePercentage null.',
        'Personal checks accepted until two returned payments, so Check is listed. The emergency contact is a distractor.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'connecticut_managed',
  title: 'Connecticut managing agent\u2019s dwelling unit lease with a separate signature page',
  exercises:
    'letterhead with the suite before the street and office hours, owner "through its managing agent", rent "paid to" the agent at a payment-center P.O. box vs the office for notices, tenants named only in a signature-page table with their phones and e-mails, emergency contact row, renewal of an earlier lease with its rent as a distractor, parking or storage fee apart from rent, Connecticut nine-day late rule with a daily capped charge, returned payment sentence, 21-day deposit return with interest, centred section headings over three pages',
  docs: [
    {
      name: 'tw5_ct_managed_lease_new_haven',
      build: () =>
        build({
          mgr: 'Elm City Residential Management, LLC',
          suite: 'Suite 300',
          street: '157 Church Street',
          cityLine: 'New Haven, CT 06510',
          lockbox: 'P.O. Box 2291, Hartford, CT 06146-2291',
          hours: 'Monday through Friday, 9:00 a.m. to 5:00 p.m.',
          mgrPhone: '(203) 555-0118',
          owner: 'Wooster Square Holdings LLC',
          tenants: [
            {
              p: person('Leopoldine', 'Asante-Marsh'),
              phone: '(203) 555-0140',
              email: 'leo.asante.marsh@example.com',
            },
          ],
          emergency: { p: person('Kwabena', 'Asante'), phone: '(860) 555-0181' },
          premises: '88 Chapel Street, Apartment 2C, New Haven, CT 06513',
          prior: { dated: '2026-08-01', rent: 1725 },
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1795,
          extra: { what: 'A parking space in the rear lot', fee: 75 },
          deposit: 1795,
          signed: '2027-06-22',
          notes: ['A renewal: the earlier lease\u2019s date and rent are distractors. One tenant.'],
        }),
    },
    {
      name: 'tw5_ct_managed_lease_stamford',
      build: () =>
        build({
          mgr: 'Harbor Point Living Partners',
          suite: 'Suite 1410',
          street: '1 Landmark Square',
          cityLine: 'Stamford, CT 06901',
          lockbox: 'P.O. Box 48870, Stamford, CT 06904',
          hours: 'weekdays 8:30 a.m.\u20135:30 p.m., Saturdays 10:00 a.m.\u20131:00 p.m.',
          mgrPhone: '(203) 555-0193',
          owner: 'Shippan Avenue Realty Trust',
          tenants: [
            {
              p: person('Casimir', 'Vandersloot'),
              phone: '(203) 555-0156',
              email: 'cvandersloot@example.org',
            },
            {
              p: person('Ottoline', 'Mbatha'),
              phone: '(203) 555-0172',
              email: 'ottoline.mbatha@example.net',
            },
          ],
          emergency: { p: person('Harriet', 'Vandersloot'), phone: '(914) 555-0110' },
          premises: '415 Shippan Avenue, Unit 5, Stamford, CT 06902',
          prior: null,
          start: '2027-05-01',
          end: '2028-04-30',
          rent: 2680,
          extra: { what: 'A basement storage cage', fee: 25 },
          deposit: 5360,
          signed: '2027-04-09',
          notes: [
            'New tenancy (no prior lease). Two tenants; contacts are the first listed. The deposit is two months\u2019 rent.',
          ],
        }),
    },
  ],
}
