import { dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, freshPage, heading, pageNumbers, runningHead, sign } from '../parts'

type Guarantor = { p: Person; for: Person; addr: string; phone: string; email: string }

type V = {
  owner: string
  mgr: string
  mgrOffice: string
  lockbox: string
  payee: string
  tenants: Person[]
  phone: string
  email: string
  premises: string
  start: string
  end: string
  rent: number
  deposit: number
  lateDay: number
  latePct: number
  nsf: [number, number]
  utilities: string
  guarantors: Guarantor[]
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 60, size: 9.2 })
  const { w, f, p, L, W } = k
  const art = (t: string) => heading(k, t, { size: 9.6, font: f.sansBold })
  const sub = (n: string, text: string) => p([n, text], { x: L + 4, width: W - 4 })
  k.centre(v.mgr.toUpperCase(), 11, f.sansBold)
  k.centre(`${v.mgrOffice}`, 8, f.sans)
  k.gap(10)
  k.centre('RESIDENTIAL LEASE AND GUARANTY', 14, f.sansBold)
  k.gap(4)
  art('ARTICLE 1 \u2014 PARTIES AND PREMISES')
  sub('1.1', `Landlord: ${v.owner}, by its managing agent ${v.mgr} ("Manager").`)
  sub('1.2', `Tenant: ${andList(v.tenants.map((t) => t.full))}, jointly and severally.`)
  sub(
    '1.3',
    `Premises: ${v.premises}, including the appliances listed on the move-in condition report.`,
  )
  sub(
    '1.4',
    `Guarantor${v.guarantors.length > 1 ? 's' : ''}: the person${v.guarantors.length > 1 ? 's' : ''} signing the Guaranty at the end of this Lease. A Guarantor is not a Tenant and has no right to occupy the Premises.`,
  )
  art('ARTICLE 2 \u2014 TERM')
  sub(
    '2.1',
    `The term begins ${dt(v.start).long} and ends ${dt(v.end).long}. Tenant shall vacate by 12:00 noon on the last day unless a renewal has been signed.`,
  )
  sub(
    '2.2',
    'If Tenant holds over without a renewal, Tenant is a month-to-month tenant at 125% of the monthly rent until Tenant leaves or a renewal is signed.',
  )
  art('ARTICLE 3 \u2014 RENT')
  sub(
    '3.1',
    `Monthly rent is ${usd(v.rent)}, payable in advance on or before the 1st day of each month.`,
  )
  sub(
    '3.2',
    `Rent may be paid by automatic monthly ACH debit (autopay) if Tenant signs Manager\u2019s autopay authorization. Otherwise rent shall be paid by check or money order payable to "${v.payee}" and mailed to Manager\u2019s payment processing center, ${v.lockbox}. Manager does not accept cash. Payments mailed to the office address are forwarded and are not received until they reach the processing center.`,
  )
  sub(
    '3.3',
    `Rent received after the ${v.lateDay === 3 ? '3rd' : `${v.lateDay}th`} day of the month is late, and Tenant shall pay a late charge equal to ${v.latePct}% of the monthly rent.`,
  )
  sub(
    '3.4',
    `Returned payments: ${usd(v.nsf[0])} for the first returned payment and ${usd(v.nsf[1])} for each returned payment after that during the term. After any returned payment Manager may cancel autopay and require certified funds.`,
  )
  art('ARTICLE 4 \u2014 SECURITY DEPOSIT')
  sub(
    '4.1',
    `Tenant has deposited ${usd(v.deposit)} as security, which does not exceed two months\u2019 rent as Mo. Rev. Stat. \u00a7 535.300 requires.`,
  )
  sub(
    '4.2',
    'Landlord shall return the deposit within thirty (30) days after the tenancy ends, less itemized damages and unpaid rent, together with a written list of any deductions. Tenant may attend the move-out inspection if Tenant asks for it in writing.',
  )
  art('ARTICLE 5 \u2014 USE AND OCCUPANCY')
  sub(
    '5.1',
    'Only Tenant may live in the Premises. Guests may not stay more than ten (10) consecutive nights.',
  )
  sub('5.2', `Utilities: ${v.utilities}`)
  sub(
    '5.3',
    'No pets, waterbeds or space heaters without written consent. No smoking anywhere on the property.',
  )
  art('ARTICLE 6 \u2014 MAINTENANCE, ENTRY AND DEFAULT')
  sub(
    '6.1',
    'Tenant shall keep the Premises clean, report needed repairs promptly through the Manager\u2019s maintenance line, and pay for damage caused by Tenant or Tenant\u2019s guests.',
  )
  sub(
    '6.2',
    'Manager may enter at reasonable hours after 24 hours\u2019 notice, or at once in an emergency.',
  )
  sub(
    '6.3',
    'If Tenant fails to pay rent when due or breaks any other term, Landlord may end this Lease and recover possession as Missouri law allows, and may recover reasonable attorney\u2019s fees.',
  )
  art('ARTICLE 7 \u2014 NOTICES')
  sub(
    '7.1',
    `Notices to Landlord go to Manager at ${v.mgrOffice}; rent does not. Notices to Tenant go to the Premises, and a copy may be e-mailed to ${v.email} or texted to ${v.phone}.`,
  )
  k.gap(6)
  p('TENANT AND LANDLORD HAVE SIGNED THIS LEASE ON THE DATES BELOW.', {
    font: f.sansBold,
    size: 8.6,
  })
  k.gap(2)
  sign(k, `${v.owner}, by ${v.mgr}, Manager`, { width: 320, under: [`Date: ${dt(v.signed).long}`] })
  for (const t of v.tenants)
    sign(k, `Tenant: ${t.full}`, { width: 320, under: [`Date: ${dt(v.signed).long}`] })
  freshPage(k)
  k.centre('GUARANTY OF LEASE', 13, f.sansBold)
  k.gap(4)
  p(
    `In consideration of Landlord\u2019s entering into the Lease above for ${v.premises}, each undersigned Guarantor unconditionally guarantees to Landlord the full payment of rent and all other sums due under the Lease, and the performance of every obligation of the Tenant named beside the Guarantor\u2019s signature, for the term of the Lease and any renewal or holdover. Landlord need not first proceed against the Tenant. This Guaranty is not affected by any extension or change of the Lease agreed with the Tenant. The Guarantor waives notice of default and acceptance.`,
  )
  for (const g of v.guarantors) {
    k.gap(6)
    sign(k, `Guarantor: ${g.p.full}, for Tenant ${g.for.full}`, {
      width: 320,
      under: [
        `Home address: ${g.addr}`,
        `Phone: ${g.phone}    E-mail: ${g.email}`,
        `Date: ${dt(v.signed).long}`,
      ],
    })
  }
  runningHead(k, `Lease \u2014 ${v.premises}`)
  pageNumbers(k, (i, n) => `${i} of ${n}`, { align: 'right' })
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: v.premises,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 10,
      managementCompany: v.mgr,
      housingProvider: v.owner,
      mailingAddress: v.mgrOffice,
      acceptedPaymentMethods: ['ACH', 'Check', 'Money Order'],
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.lateDay,
      nsfFeeFirst: v.nsf[0],
      nsfFeeAdditional: v.nsf[1],
      rentDueDescription: 'payable in advance on or before the 1st day of each month',
      paymentRecipient: v.payee,
      paymentAddress: v.lockbox,
      depositReturnDays: 30,
      depositReturnCondition:
        'within thirty (30) days after the tenancy ends, less itemized damages and unpaid rent, together with a written list of any deductions',
      _notes: [
        'Lease in articles with sub-numbered clauses; the Guaranty is on a page of its own. Guarantors (with home addresses, phones and e-mails) are never tenants.',
        'The managing agent\u2019s office (header and notices clause) is the notice address, mailingAddress; rent goes only to the payment processing center P.O. box, paymentAddress. The payee is written in quotation marks.',
        'ACH autopay, check and money order; cash refused. Late "received after the Nth day": gracePeriodDays N; percentage of monthly rent.',
        'The returned-payment clause is a label with two amounts, not a sentence: nsfPolicy null; nsfFeeFirst and nsfFeeAdditional as stated.',
        'The holdover rate (125%) is a distractor.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'missouri_guaranty',
  title: 'Missouri managed lease in articles with a separate guaranty page',
  exercises:
    'articles with sub-numbered clauses, owner "by its managing agent", office address for notices vs payment processing P.O. box for rent, payee in quotation marks, ACH autopay or check/money order, percentage late charge after the 3rd or 5th, returned-payment fee first/later as a label, guaranty page with guarantors\u2019 home addresses, phones and e-mails as distractors, holdover rate distractor, contacts in the notices clause',
  docs: [
    {
      name: 'tw5_mo_guaranty_lease_columbia',
      build: () =>
        build({
          owner: 'Rollins Field Apartments, LLC',
          mgr: 'Boone County Residential Management, Inc.',
          mgrOffice: '1100 Business Loop 70 W, Suite 5, Columbia, MO 65202',
          lockbox: 'P.O. Box 7140, Columbia, MO 65205',
          payee: 'BCRM \u2013 Rollins Field',
          tenants: [person('Calloway', 'Nwachukwu'), person('Brisa', 'Tamayo-Lindgren')],
          phone: '(573) 555-0144',
          email: 'calloway.n@example.com',
          premises: '806 Rollins Street, Apt. 3B, Columbia, MO 65201',
          start: '2027-08-01',
          end: '2028-07-31',
          rent: 1180,
          deposit: 1180,
          lateDay: 3,
          latePct: 5,
          nsf: [35, 50],
          utilities:
            'Tenant pays electricity to Columbia Water & Light; Landlord pays water, sewer and trash.',
          guarantors: [
            {
              p: person('Chidinma', 'Nwachukwu'),
              for: person('Calloway', 'Nwachukwu'),
              addr: '4418 Brentwood Court, Florissant, MO 63033',
              phone: '(314) 555-0191',
              email: 'chidinma.nwachukwu@example.net',
            },
            {
              p: person('Evert', 'Lindgren'),
              for: person('Brisa', 'Tamayo-Lindgren'),
              addr: '19 Prairie View Lane, Lee\u2019s Summit, MO 64063',
              phone: '(816) 555-0126',
              email: 'evert.lindgren@example.org',
            },
          ],
          signed: '2027-04-03',
          notes: [
            'Two student tenants, each with a parent guarantor; the first guarantor shares the first tenant\u2019s surname.',
          ],
        }),
    },
    {
      name: 'tw5_mo_guaranty_lease_springfield',
      build: () =>
        build({
          owner: 'Ozark Heights Housing LP',
          mgr: 'Queen City Property Services',
          mgrOffice: '300 S Jefferson Avenue, Suite 1104, Springfield, MO 65806',
          lockbox: 'P.O. Box 11820, Springfield, MO 65808',
          payee: 'Queen City Property Services',
          tenants: [person('Marguerite', 'Odhiambo')],
          phone: '(417) 555-0158',
          email: 'm.odhiambo@example.org',
          premises: '2714 S Fremont Avenue, Unit 12, Springfield, MO 65804',
          start: '2027-11-01',
          end: '2028-10-31',
          rent: 965,
          deposit: 1450,
          lateDay: 5,
          latePct: 10,
          nsf: [30, 45],
          utilities: 'Tenant pays City Utilities for electricity, gas and water.',
          guarantors: [
            {
              p: person('Raymond', 'Sixkiller'),
              for: person('Marguerite', 'Odhiambo'),
              addr: '88 Cedar Ridge Road, Branson, MO 65616',
              phone: '(417) 555-0133',
              email: 'rsixkiller@example.com',
            },
          ],
          signed: '2027-10-12',
          notes: [
            'One tenant and one guarantor with a different surname; the payee is the managing agent itself.',
          ],
        }),
    },
  ],
}
