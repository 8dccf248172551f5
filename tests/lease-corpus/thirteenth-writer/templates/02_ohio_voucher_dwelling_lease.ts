import { clause, dt, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { boxedText, heading, pageNumbers, ruledTable, signPair } from '../parts'

type Member = { p: Person; role: string; born: string }

type V = {
  agency: string
  agencyAddr: string
  voucherNo: string
  owner: string
  ownerKind: string
  ownerAddr: string
  ownerTel: string
  manager: { name: string; addr: string; tel: string; hours: string } | null
  household: Member[]
  tenantCount: number
  tenantTel: string
  tenantEmail: string | null
  unit: string
  bedrooms: string
  start: string
  end: string
  contractRent: number
  hap: number
  deposit: number
  utilities: [string, string][]
  payee: string
  payAt: string
  methods: { text: string; list: string[] }
  lateFee: number
  graceWords: string
  grace: number
  nsf: number
  guestDays: { words: string; n: number }
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: true, margin: 62, size: 9.6 })
  const { f } = k
  k.centre('DWELLING LEASE', 15)
  k.centre(
    'for a unit rented with assistance under the Housing Choice Voucher Program',
    9.2,
    f.italic,
  )
  k.centre(
    `Participating agency: ${v.agency}, ${v.agencyAddr}  \u2014  Voucher No. ${v.voucherNo}`,
    8.2,
    k.w.regular,
  )
  k.gap(6)
  const tenants = v.household.slice(0, v.tenantCount)
  const others = v.household.slice(v.tenantCount)
  const tenantNames = tenants.map((t) => t.p.full).join(' and ')
  clause(
    k.w,
    f,
    'I. PARTIES.',
    [
      `This lease is entered into on ${dt(v.signed).long} by ${v.owner}, ${v.ownerKind} (the \u201cOwner\u201d), whose address is ${v.ownerAddr}, telephone ${v.ownerTel}, and ${tenantNames} (the \u201cTenant\u201d).${v.manager ? ` The Owner has engaged ${v.manager.name} as its managing agent for the unit; the agent\u2019s office is at ${v.manager.addr}, telephone ${v.manager.tel}, open ${v.manager.hours}.` : ''}`,
    ],
    { x: k.L, width: k.W, size: 9.6, leading: 1.36, after: 6, bottom: 56 },
  )
  clause(
    k.w,
    f,
    'II. UNIT.',
    [`The Owner leases to the Tenant the dwelling at ${v.unit} (${v.bedrooms}).`],
    { x: k.L, width: k.W, size: 9.6, leading: 1.36, after: 6, bottom: 56 },
  )
  heading(k, 'III. HOUSEHOLD COMPOSITION', { size: 10 })
  k.p(
    'Only the persons listed below, as approved by the agency, may live in the unit. Any addition to the household requires the written approval of the Owner and of the agency.',
    { size: 9.2 },
  )
  ruledTable(
    k,
    ['Name', 'Relationship to head of household', 'Date of birth'],
    v.household.map((m) => [m.p.full, m.role, m.born]),
    [0.42, 0.36, 0.22],
    { size: 8.8 },
  )
  k.p(
    `Tenant telephone: ${v.tenantTel}${v.tenantEmail ? `     Tenant e-mail: ${v.tenantEmail}` : ''}`,
    {
      size: 9.2,
      after: 8,
    },
  )
  clause(
    k.w,
    f,
    'IV. TERM.',
    [
      `The initial term of this lease begins on ${dt(v.start).long} and ends on ${dt(v.end).long}. After the initial term the lease renews for successive terms of one month unless ended as permitted by this lease, by the Tenancy Addendum and by Ohio law.`,
    ],
    { x: k.L, width: k.W, size: 9.6, leading: 1.36, after: 6, bottom: 56 },
  )
  heading(k, 'V. RENT', { size: 10 })
  const share = v.contractRent - v.hap
  ruledTable(
    k,
    ['Rent breakdown (per month)', 'Amount'],
    [
      ['Contract rent to Owner (total rent for the unit)', usd(v.contractRent)],
      [`Housing assistance payment paid by ${v.agency}`, usd(v.hap)],
      ['Tenant rent (portion paid by the Tenant)', usd(share)],
    ],
    [0.72, 0.28],
    { size: 9 },
  )
  const due = 'on the first (1st) day of each month'
  k.p(
    `The Tenant shall pay the tenant rent ${due} to ${v.payee} at ${v.payAt}. ${v.methods.text} The amount of the tenant rent and of the housing assistance payment may change when the agency re-examines the household\u2019s income; the agency will give written notice of any change, and the contract rent does not change during the initial term.`,
    { size: 9.4 },
  )
  k.p(
    `If the tenant rent is not received within ${v.graceWords} (${v.grace}) days after its due date, the Tenant shall pay a late fee of ${usd(v.lateFee)}. No late fee is charged on any part of the rent that the agency pays.`,
    { size: 9.4 },
  )
  const nsf = `A charge of ${usd(v.nsf)} will be made for any check returned unpaid by the Tenant\u2019s bank.`
  k.p(nsf, { size: 9.4, after: 8 })
  heading(k, 'VI. UTILITIES AND APPLIANCES', { size: 10 })
  ruledTable(k, ['Service', 'Paid by'], v.utilities, [0.5, 0.5], { size: 8.8 })
  const ret =
    'within thirty (30) days after the Tenant gives up possession, with a written itemized list of any amounts deducted for unpaid rent or damage beyond normal wear and tear, sent to the forwarding address the Tenant provides in writing'
  const extra: [string, string][] = [
    [
      'VII. SECURITY DEPOSIT.',
      `The Tenant has paid a security deposit of ${usd(v.deposit)}. The Owner shall return the security deposit ${ret}.`,
    ],
    [
      'VIII. VISITORS.',
      `A visitor may stay in the unit no more than ${v.guestDays.words} (${v.guestDays.n}) days in any twelve-month period. A person who stays longer is an unauthorized occupant and the agency must be told.`,
    ],
    [
      'IX. NOTICES.',
      `Notices to the Owner shall be in writing and delivered or mailed to ${v.manager ? `the managing agent at ${v.manager.addr}` : `the Owner at ${v.ownerAddr}`}. Notices to the Tenant shall be delivered to the unit.`,
    ],
    [
      'X. TENANCY ADDENDUM.',
      'The HUD Tenancy Addendum (form HUD-52641-A) is attached and is part of this lease. If any provision of this lease conflicts with the Tenancy Addendum, the Tenancy Addendum controls.',
    ],
    [
      'XI. ENDING THE TENANCY.',
      'The Owner may end the tenancy only as the Tenancy Addendum allows. The Tenant may end the tenancy after the initial term by giving the Owner and the agency at least thirty (30) days\u2019 written notice.',
    ],
  ]
  for (const [head, text] of extra)
    clause(k.w, f, head, [text], {
      x: k.L,
      width: k.W,
      size: 9.6,
      leading: 1.36,
      after: 6,
      bottom: 56,
    })
  boxedText(
    k,
    'Fair housing: the Owner does not discriminate on the basis of race, color, religion, sex, national origin, disability, familial status, ancestry or military status.',
    { size: 8.2, font: f.italic },
  )
  k.gap(10)
  signPair(
    k,
    [`Owner: ${v.owner}`, v.manager ? `by ${v.manager.name}, agent` : ''],
    [`Tenant: ${tenants[0]?.p.full ?? ''}`],
  )
  if (tenants[1]) signPair(k, [''], [`Co-tenant: ${tenants[1].p.full}`])
  pageNumbers(
    k,
    (i, n) => `Dwelling Lease \u2014 Voucher ${v.voucherNo} \u2014 page ${i} of ${n}`,
    { align: 'center' },
  )
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: tenants.map((t) => t.p),
      additionalOccupants: others.length ? others.map((o) => o.p) : null,
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantTel,
      premisesAddress: v.unit,
      leaseType: 'fixed-term',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: dt(v.end).long,
      monthlyRent: v.contractRent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guestDays.n,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.owner,
      mailingAddress: v.manager ? v.manager.addr : v.ownerAddr,
      acceptedPaymentMethods: v.methods.list,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.manager?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 30,
      depositReturnCondition: ret,
      _notes: [
        `Subsidized lease with a rent breakdown table: monthlyRent is the contract rent, the total rent for the unit (${usd(v.contractRent)}), as the table names it; the housing assistance payment and the tenant rent (${usd(share)}) are its parts and are not the monthly rent. The clause states the tenant rent is due on the first, which gives rentDueDescription and rentDueDay.`,
        'Tenants are the head of household and any co-head who signs; the other household members in the composition table are additionalOccupants. The agency is neither landlord nor manager. "within [N] days after its due date" gives gracePeriodDays. The renewal month to month after the initial term does not make the lease month-to-month. Visitors "days in any twelve-month period".',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'ohio_voucher_dwelling_lease',
  title:
    'Ohio dwelling lease for a Housing Choice Voucher unit, with a rent breakdown (contract rent, assistance, tenant rent)',
  exercises:
    'serif centred title with agency and voucher number, Roman-numeral run-in clauses, an individual owner or an LLC with a managing agent and office hours in the parties clause, household composition table (head, co-head, children, a parent) with the tenant phone and e-mail on a line under it, long dates, a rent breakdown table (contract rent, housing assistance payment, tenant rent), tenant rent due on the first payable at the owner\u2019s or agent\u2019s office by money order, check or portal, late fee within N days after the due date, returned-check charge, utilities table, 30-day itemized deposit return, visitors per twelve months, notices to owner or agent, HUD addendum reference, fair-housing box, paired signatures',
  docs: [
    {
      name: 'tw13_oh_voucher_lease_youngstown',
      build: () =>
        build({
          agency: 'Mahoning Valley Rental Assistance Authority',
          agencyAddr: '315 Federal Plaza West, Youngstown, OH 44503',
          voucherNo: 'MV-HCV-0448127',
          owner: 'Raymond J. Kowalczyk',
          ownerKind: 'an individual',
          ownerAddr: '2210 Tamarack Drive, Austintown, OH 44515',
          ownerTel: '(330) 555-0114',
          manager: null,
          household: [
            { p: person('Shanice', 'Holloway'), role: 'Head of household', born: '03/14/1991' },
            { p: person('Terrence', 'Holloway'), role: 'Co-head (spouse)', born: '11/02/1989' },
            { p: person('Jaylen', 'Holloway'), role: 'Son', born: '07/19/2015' },
            { p: person('Amara', 'Holloway'), role: 'Daughter', born: '01/30/2019' },
          ],
          tenantCount: 2,
          tenantTel: '(330) 555-0163',
          tenantEmail: 'shanice.holloway@example.com',
          unit: '418 Ravenwood Avenue, Youngstown, OH 44502',
          bedrooms: 'three bedrooms, single-family house with detached garage',
          start: '2027-04-01',
          end: '2028-03-31',
          contractRent: 1085,
          hap: 772,
          deposit: 313,
          utilities: [
            ['Gas heat and water heating', 'Tenant'],
            ['Electricity', 'Tenant'],
            ['Water, sewer and trash', 'Owner'],
            ['Range and refrigerator', 'Owner supplies'],
          ],
          payee: 'Raymond J. Kowalczyk',
          payAt: '2210 Tamarack Drive, Austintown, OH 44515',
          methods: {
            text: 'The Tenant may pay by personal check or money order, delivered or mailed; the Owner gives a receipt for every payment.',
            list: ['Check', 'Money Order'],
          },
          lateFee: 25,
          graceWords: 'five',
          grace: 5,
          nsf: 25,
          guestDays: { words: 'fourteen', n: 14 },
          signed: '2027-03-18',
          notes: [
            'An individual owner who manages the house himself (no managementCompany); his address in the parties clause is where rent is paid and where notices go. Head of household and co-head are the tenants, their two children occupants. The security deposit equals one month\u2019s tenant rent.',
          ],
        }),
    },
    {
      name: 'tw13_oh_voucher_lease_canton_scan',
      build: () =>
        build({
          agency: 'Stark Metro Voucher Services Agency',
          agencyAddr: '1400 Market Avenue North, Canton, OH 44714',
          voucherNo: 'SMV-22-30905',
          owner: 'Harbor Brick Holdings LLC',
          ownerKind: 'an Ohio limited liability company',
          ownerAddr: 'P.O. Box 2086, Massillon, OH 44648',
          ownerTel: '(330) 555-0151',
          manager: {
            name: 'Tuscarawas Street Realty Management',
            addr: '2720 Tuscarawas Street West, Suite 3, Canton, OH 44708',
            tel: '(330) 555-0109',
            hours: 'weekdays 9:00 a.m. to 4:00 p.m.',
          },
          household: [
            { p: person('Dolores', 'Vukovich'), role: 'Head of household', born: '09/08/1957' },
            {
              p: person('Kristina', 'Vukovich-Ames'),
              role: 'Daughter (live-in aide)',
              born: '02/25/1984',
            },
          ],
          tenantCount: 1,
          tenantTel: '(234) 555-0186',
          tenantEmail: null,
          unit: 'Apt. 2, 1127 Harvard Avenue NW, Canton, OH 44703',
          bedrooms: 'two bedrooms, second floor of a fourplex',
          start: '2027-08-01',
          end: '2028-07-31',
          contractRent: 860,
          hap: 642,
          deposit: 400,
          utilities: [
            ['Heat (gas)', 'Owner'],
            ['Electricity', 'Tenant'],
            ['Water and sewer', 'Owner'],
            ['Trash removal', 'Owner'],
          ],
          payee: 'Tuscarawas Street Realty Management',
          payAt: '2720 Tuscarawas Street West, Suite 3, Canton, OH 44708',
          methods: {
            text: 'Payment may be made by money order, by cashier\u2019s check or through the agent\u2019s online resident portal. Cash is not accepted at the office.',
            list: ['Money Order', "Cashier's Check", 'Online Portal'],
          },
          lateFee: 20,
          graceWords: 'three',
          grace: 3,
          nsf: 30,
          guestDays: { words: 'twenty-one', n: 21 },
          signed: '2027-07-15',
          notes: [
            'An LLC owner with a P.O. box, and a managing agent whose office is the place of payment and of notices (mailingAddress and paymentAddress the agent\u2019s office; the owner\u2019s P.O. box is a distractor). One tenant (head of household); her daughter, a live-in aide, is an occupant. No tenant e-mail is given.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: 0.6,
        shear: 0.012,
        contrast: 0.72,
        noise: 14,
        quality: 55,
        seed: 13202,
      },
    },
  ],
}
