import { person, rect, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { signLine } from '../sign'

type V = {
  landlord: string
  agent: string
  agentAddr: string
  tenants: Person[]
  phone: string
  email: string
  suite: string
  street: string
  city: string
  start: string
  end: string | null
  rent: number
  deposit: number
  etransfer: string
  nsf: number
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 48, size: 9 })
  const { w, f, L, W, p } = k
  k.centre('RESIDENTIAL TENANCY AGREEMENT', 13, f.sansBold)
  k.centre('Province of Alberta \u2014 made under the Residential Tenancies Act', 8.4, f.sans)
  k.gap(6)
  const section = (t: string) => {
    rect(w.page, L, w.y - 4, W, 14, 0.85)
    w.page.drawText(t, { x: L + 4, y: w.y, size: 8.8, font: f.sansBold })
    w.y -= 22
  }
  section('PART 1  LANDLORD')
  p(`Landlord: ${v.landlord}, c/o ${v.agent} (property manager), ${v.agentAddr}`)
  section('PART 2  TENANT(S)')
  k.table(
    [['Surname', 'Given name(s)'], ...v.tenants.map((t) => [t.last.toUpperCase(), t.first])],
    [0.5, 0.5],
    { head: true },
  )
  p(`Telephone: ${v.phone}     E-mail: ${v.email}`)
  section('PART 3  RENTAL PREMISES')
  p(`${v.suite}, ${v.street}`)
  p(`${v.city}`)
  section('PART 4  TERM')
  p(
    v.end
      ? `[X] Fixed term: starts ${v.start} and ends ${v.end}.    [ ] Periodic (monthly)`
      : `[ ] Fixed term    [X] Periodic (monthly): starts ${v.start} and runs month to month.`,
  )
  section('PART 5  RENT')
  p(
    `Rent: ${usd(v.rent)} per month, due on the first (1st) day of each month. Rent includes heat and water; the tenant pays electricity.`,
  )
  p(
    `Pay rent by Interac e-Transfer to ${v.etransfer}, or by post-dated cheques payable to ${v.landlord} delivered to the property manager. Cash is not accepted.`,
  )
  p(
    `A cheque or pre-authorized payment returned by the tenant\u2019s bank incurs a charge of ${usd(v.nsf)}.`,
  )
  section('PART 6  SECURITY DEPOSIT')
  p(
    `Security deposit: ${usd(v.deposit)} (not more than one month\u2019s rent). The landlord will return the security deposit, with interest as the Act requires and less deductions in a written statement, within 10 days after the tenant gives up possession.`,
  )
  section('PART 7  OTHER TERMS')
  p(
    'No smoking of any substance in the premises. One parking stall included. Guests may not stay longer than 14 consecutive days. An inspection report is completed at move-in and move-out.',
  )
  k.gap(4)
  p(`Signed at ${v.city.split(',')[0]} on ${v.signed}.`)
  signLine(k, `Landlord / agent: ${v.agent} for ${v.landlord}`, L, 300)
  for (const t of v.tenants) signLine(k, `Tenant: ${t.full}`, L + W - 200, 200)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      tenantEmail: v.email,
      tenantPhone: v.phone,
      premisesAddress: `${v.street}, ${v.suite}, ${v.city}`,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 14,
      managementCompany: v.agent,
      housingProvider: v.landlord,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['E-Transfer', 'Check'],
      zelleNumber: null,
      rentDueDescription: 'due on the first (1st) day of each month',
      paymentRecipient: v.landlord,
      paymentAddress: v.agentAddr,
      nsfPolicy: `A cheque or pre-authorized payment returned by the tenant\u2019s bank incurs a charge of ${usd(v.nsf)}.`,
      nsfFeeFirst: v.nsf,
      depositReturnDays: 10,
      depositReturnCondition:
        'with interest as the Act requires and less deductions in a written statement, within 10 days after the tenant gives up possession',
      _notes: [
        'Alberta sectioned form; dates in ISO form. Tenants in a Surname (capitals) / Given name table; truth in natural order.',
        'The landlord is named "c/o" the property manager, so notices and post-dated cheques go to the manager\u2019s address; cheques are payable to the landlord (paymentRecipient).',
        'Premises on two lines with the suite before the street; the truth writes street, suite, city as elsewhere in this batch.',
        'Interac e-Transfer gives E-Transfer; cheques give Check. The e-Transfer address is not a Zelle target (zelleNumber null). No late fee is stated.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'alberta_tenancy',
  title: 'Alberta residential tenancy agreement in shaded parts',
  exercises:
    'Canadian sectioned form, landlord c/o a property manager, Surname/Given name table, suite before the street on its own line, ISO dates, fixed vs periodic by [X], Interac e-Transfer and post-dated cheques, 10-day deposit return with interest, no late fee',
  docs: [
    {
      name: 'tw4_ab_tenancy_agreement_calgary',
      build: () =>
        build({
          landlord: 'Beltline Heritage Rentals Ltd.',
          agent: 'Chinook Arch Property Management',
          agentAddr: '600 6 Avenue SW, Suite 1800, Calgary, AB T2P 0S5',
          tenants: [person('Mehmet', 'Yildirim'), person('Chantal', 'Beaulieu')],
          phone: '(403) 555-0145',
          email: 'mehmet.yildirim@example.com',
          suite: 'Suite 305',
          street: '1215 17 Avenue SW',
          city: 'Calgary, AB T2T 0B6',
          start: '2027-09-01',
          end: '2028-08-31',
          rent: 1875,
          deposit: 1875,
          etransfer: 'rent@chinookarch.example.com',
          nsf: 35,
          signed: '2027-08-16',
          notes: ['Fixed term; two tenants.'],
        }),
    },
    {
      name: 'tw4_ab_tenancy_agreement_edmonton_scan',
      scan: {
        dpi: 150,
        rotate: -2.0,
        shear: 0.015,
        contrast: 0.85,
        noise: 12,
        seed: 7781,
        quality: 50,
      },
      build: () =>
        build({
          landlord: 'Gurpreet Sandhu-Marchand',
          agent: 'River Valley Rental Management',
          agentAddr: '10180 101 Street NW, Suite 1220, Edmonton, AB T5J 3S4',
          tenants: [person('Tobias', 'Lindgren')],
          phone: '(780) 555-0163',
          email: 't.lindgren@example.org',
          suite: 'Unit 2',
          street: '10939 83 Avenue NW',
          city: 'Edmonton, AB T6G 0T9',
          start: '2027-11-01',
          end: null,
          rent: 1290,
          deposit: 1000,
          etransfer: 'payments@rivervalleyrm.example.net',
          nsf: 25,
          signed: '2027-10-18',
          notes: ['Periodic (monthly) tenancy with no end date; one tenant.'],
        }),
    },
  ],
}
