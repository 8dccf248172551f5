import { rgb } from 'pdf-lib'
import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { boxedText, freshPage, heading, pageNumbers, sign } from '../parts'

type Mgr = { name: string; addr: string; phone: string }

type V = {
  owner: string
  oldMgr: Mgr
  newMgr: Mgr & { hours: string; remit: string }
  changeDate: string
  tenants: { p: Person; phone: string; email: string }[]
  occupants: Person[]
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  petRent: number | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 60, size: 9 })
  const { f, p } = k
  // pre-printed form of the former manager
  k.w.page.drawText(v.oldMgr.name, {
    x: k.L,
    y: k.w.y,
    size: 11,
    font: f.sansBold,
    color: rgb(0.2, 0.4, 0.35),
  })
  k.w.page.drawText(`${v.oldMgr.addr}  |  ${v.oldMgr.phone}`, {
    x: k.L,
    y: k.w.y - 11,
    size: 7.4,
    font: f.sans,
  })
  k.w.y -= 36
  k.centre('DWELLING UNIT RENTAL AGREEMENT', 13)
  k.gap(4)
  p(
    `This Rental Agreement is made between ${v.owner} ("Owner"), by its managing agent named in the heading of this form ("Agent"), and the tenant(s) signing on the last page ("Tenant"). The Tenant\u2019s telephone numbers and e-mail addresses are those written under the Tenant\u2019s signatures.`,
  )
  const s = (n: string, head: string, body: string) => {
    heading(k, `${n}  ${head}`, { size: 9.4, font: f.sansBold })
    p(body)
  }
  s(
    'I.',
    'Dwelling unit',
    `${v.premises} (the "Unit").${v.occupants.length ? ` The Unit may also be occupied by ${v.occupants.map((o) => o.full).join(' and ')}, who are not parties.` : ''}`,
  )
  s(
    'II.',
    'Term',
    `From ${dt(v.start).long} through ${dt(v.end).long}. Sixty (60) days before the end of the term, the Owner may offer a renewal at a new rent; any rent increase requires that sixty days\u2019 written notice.`,
  )
  s(
    'III.',
    'Rent',
    `The Tenant shall pay monthly rent of ${usd(v.rent)}, due on the first day of each month.${v.petRent ? ` A monthly pet fee of ${usd(v.petRent)} is payable with rent and is not rent.` : ''} Rent is paid to the Agent by check or money order, or by automatic bank debit (ACH) the Tenant authorizes on the Agent\u2019s form. Cash is accepted only at the Agent\u2019s office against a receipt.`,
  )
  s(
    'IV.',
    'Late charge',
    'Rent is late if it remains unpaid five (5) days after the due date. A late charge of five percent (5%) of the monthly rent is then due, as permitted by 25 Del. C. \u00a7 5501(d).',
  )
  s(
    'V.',
    'Returned payments',
    'The Tenant shall pay a $35.00 fee for each payment returned unpaid by the Tenant\u2019s bank.',
  )
  s(
    'VI.',
    'Security deposit',
    `The Tenant has paid a security deposit of ${usd(v.deposit)}, held in an escrow account in a federally insured bank in Delaware. The Owner shall return the security deposit, less an itemized list of damages and their costs, within twenty (20) days after the termination of this Agreement.`,
  )
  s(
    'VII.',
    'Guests',
    'No guest may remain in the Unit more than fourteen (14) days in any calendar year without the Agent\u2019s written consent.',
  )
  s(
    'VIII.',
    'Upkeep, entry and utilities',
    'The Tenant pays electricity, water and sewer. The Agent may enter on 48 hours\u2019 notice, or without notice in an emergency. The Tenant keeps the Unit clean and reports repairs in writing.',
  )
  s(
    'IX.',
    'Notices',
    'Notices to the Owner are given to the Agent at the Agent\u2019s office. Notices to the Tenant are given at the Unit.',
  )
  boxedText(
    k,
    'A summary of the Delaware Residential Landlord-Tenant Code is provided to the Tenant with this Agreement, as 25 Del. C. \u00a7 5118 requires.',
    { size: 8.2, fill: 0.94 },
  )
  // signature page: the only place for the tenants' contacts
  freshPage(k)
  heading(k, 'SIGNATURES', { size: 10.5, rule: true })
  p(`Signed ${dt(v.signed).long}.`)
  sign(k, `OWNER: ${v.owner}, by its Agent`, { width: 280 })
  for (const t of v.tenants)
    sign(k, `TENANT: ${t.p.full}`, {
      width: 280,
      under: [`Telephone: ${t.phone}`, `E-mail: ${t.email}`],
    })
  // addendum
  k.gap(10)
  heading(k, 'ADDENDUM A \u2014 CHANGE OF MANAGEMENT', { size: 10.5, rule: true })
  p(
    `The parties agree that effective ${dt(v.changeDate).long}, ${v.newMgr.name} replaces ${v.oldMgr.name} as managing agent for the Owner. From that date every reference in this Agreement to the "Agent" means ${v.newMgr.name}, and ${v.oldMgr.name} no longer accepts rent, notices or requests for this Unit.`,
  )
  p(
    `From that date: notices to the Owner are given to ${v.newMgr.name} at ${v.newMgr.addr}; office hours ${v.newMgr.hours}; telephone ${v.newMgr.phone}. Checks and money orders are made payable to ${v.newMgr.name} and mailed to ${v.newMgr.remit}. Existing ACH authorizations are transferred to the new Agent.`,
  )
  p(
    'The security deposit has been transferred to the new Agent\u2019s escrow account, and the Tenant has been notified of its location as the Code requires.',
  )
  sign(k, `OWNER: ${v.owner}`, { width: 280 })
  sign(k, `TENANT(S): ${v.tenants.map((t) => t.p.full).join(', ')}`, { width: 280 })
  pageNumbers(
    k,
    (i, n) => `Dwelling Unit Rental Agreement \u2014 ${v.premises} \u2014 page ${i} of ${n}`,
    { align: 'left' },
  )
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.newMgr.name,
      housingProvider: v.owner,
      mailingAddress: v.newMgr.addr,
      acceptedPaymentMethods: ['Check', 'Money Order', 'ACH', 'Cash'],
      lateFeePercentage: 5,
      gracePeriodDays: 5,
      nsfFeeFirst: 35,
      rentDueDescription: 'due on the first day of each month',
      paymentRecipient: v.newMgr.name,
      paymentAddress: v.newMgr.remit,
      officeHours: v.newMgr.hours,
      nsfPolicy:
        'The Tenant shall pay a $35.00 fee for each payment returned unpaid by the Tenant\u2019s bank.',
      depositReturnDays: 20,
      depositReturnCondition:
        'less an itemized list of damages and their costs, within twenty (20) days after the termination of this Agreement',
      _notes: [
        'Form printed under the former manager\u2019s heading, with roman-numbered sections; tenants\u2019 telephones and e-mails appear only on the signature page (the body says so). Addendum A, signed with the lease, replaces the manager with effect on or before the start of the term.',
        'Truth follows the addendum: managementCompany, mailingAddress, officeHours, paymentRecipient and paymentAddress (a P.O. box) are the new manager\u2019s; the former manager\u2019s name, address and phone in the heading are distractors.',
        'Methods: check, money order, ACH debit, cash at the office against a receipt \u2192 Check, Money Order, ACH, Cash.',
        '"unpaid five (5) days after the due date" and 5% of the monthly rent: gracePeriodDays 5, lateFeePercentage 5. The renewal/rent-increase sentence in II is a distractor.',
        'Deposit "return the security deposit, less an itemized list \u2026 within twenty (20) days": depositReturnCondition is the wording after "the security deposit". Guests 14 days in a calendar year.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'delaware_management_change',
  title:
    'Delaware rental agreement on a former manager\u2019s form with a change-of-management addendum',
  exercises:
    'form printed under a former manager\u2019s heading (a distractor), roman-numbered sections under bold heads, tenants\u2019 telephones and e-mails only on the signature page, occupants or none, long dates, renewal and rent-increase notice distractor, pet fee apart from rent in one, check/money order/ACH/cash at the office, 5% late charge after five days citing the Code, returned-payment sentence, 20-day deposit return with an itemized list, guest days per calendar year, statutory summary box, Addendum A naming the new manager with address, hours, phone, payee and remittance P.O. box',
  docs: [
    {
      name: 'tw8_de_rental_agreement_lewes',
      build: () =>
        build({
          owner: 'Cape Shoals Holdings LLC',
          oldMgr: {
            name: 'Breakwater Coastal Management',
            addr: '17 Kings Highway, Lewes, DE 19958',
            phone: '(302) 555-0105',
          },
          newMgr: {
            name: 'Henlopen Harbor Property Services, Inc.',
            addr: '1200 Savannah Road, Suite 4, Lewes, DE 19958',
            phone: '(302) 555-0137',
            hours: 'Monday through Friday, 9:00 a.m. to 4:00 p.m.',
            remit: 'P.O. Box 611, Lewes, DE 19958',
          },
          changeDate: '2027-09-01',
          tenants: [
            {
              p: person('Augustin', 'Mbeki-Lowry'),
              phone: '(302) 555-0152',
              email: 'augustin.ml@example.com',
            },
            { p: person('Henrietta', 'Voss'), phone: '(302) 555-0188', email: 'hvoss@example.net' },
          ],
          occupants: [],
          premises: '412 Pilottown Road, Unit B, Lewes, DE 19958',
          start: '2027-10-01',
          end: '2028-09-30',
          rent: 1875,
          deposit: 1875,
          petRent: null,
          signed: '2027-09-08',
          notes: [
            'Change effective 1 September 2027, before the start of the term and the signing date. Two tenants, no occupants.',
          ],
        }),
    },
    {
      name: 'tw8_de_rental_agreement_milford',
      build: () =>
        build({
          owner: 'Rosalind K. Fenwick',
          oldMgr: {
            name: 'Mispillion River Realty Management',
            addr: '9 North Walnut Street, Milford, DE 19963',
            phone: '(302) 555-0110',
          },
          newMgr: {
            name: 'Kent-Sussex Residential Partners LLC',
            addr: '600 North DuPont Boulevard, Milford, DE 19963',
            phone: '(302) 555-0146',
            hours: 'Mon.\u2013Thu. 8:30\u20135:00, Fri. 8:30\u201312:00',
            remit: 'P.O. Box 1402, Milford, DE 19963',
          },
          changeDate: '2027-07-01',
          tenants: [
            {
              p: person('Thaddeus', 'Okoye'),
              phone: '(302) 555-0193',
              email: 'thaddeus.okoye@example.org',
            },
          ],
          occupants: [person('Marguerite', 'Okoye'), person('Jules', 'Okoye')],
          premises: '27 Marshall Street, Milford, DE 19963',
          start: '2027-07-01',
          end: '2028-06-30',
          rent: 1425,
          deposit: 1425,
          petRent: 25,
          signed: '2027-06-21',
          notes: [
            'Change effective on the first day of the term. Individual owner; one tenant with two occupants; the monthly pet fee is not rent.',
          ],
        }),
    },
  ],
}
