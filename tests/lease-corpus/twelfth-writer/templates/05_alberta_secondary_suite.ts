import { rgb } from 'pdf-lib'
import { dt, ordinal, person, wrapText, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit, type Kit } from '../../third-writer/kit'
import { captioned, hanging, heading, pageNumbers, room, signPair } from '../parts'

type V = {
  formNo: string
  landlord: string
  landlordKind: string
  serviceAddr: string
  landlordTel: string
  landlordEmail: string
  agent: { name: string; office: string; tel: string; hours: string } | null
  tenants: { p: Person; tel: string; email: string }[]
  occupants: { p: Person; note: string }[]
  premises: string
  suite: string
  start: string
  end: string | null
  rent: number
  deposit: number
  utilities: string
  payee: string
  payText: string
  methods: string[]
  payAt: string | null
  dueDay: { words: string; n: number }
  lateDay: { words: string; n: number; afterDue: boolean }
  late: string
  nsf: number
  guests: { words: string; n: number }
  laundry: string
  signed: string
  signer: string
  notes: string[]
}

const cad = (n: number) =>
  '$' + n.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Label and typed value on one line inside a box; the value wraps under itself. */
const row = (k: Kit, label: string, value: string, tab = 150) => {
  const lines = wrapText(value, k.f.mono, 9, k.W - tab - 4)
  k.w.page.drawText(label, { x: k.L, y: k.w.y, size: 7.8, font: k.f.sansBold })
  lines.forEach((l, i) =>
    k.w.page.drawText(l, { x: k.L + tab, y: k.w.y - i * 11, size: 9, font: k.f.mono }),
  )
  k.w.y -= Math.max(1, lines.length) * 11 + 3.5
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ serif: false, margin: 58, size: 9 })
  const { f } = k
  k.w.y = k.w.height - 50
  k.w.page.drawRectangle({
    x: k.L - 8,
    y: k.w.y - 30,
    width: k.W + 16,
    height: 44,
    color: rgb(0.93, 0.93, 0.93),
  })
  k.line('RESIDENTIAL TENANCY AGREEMENT \u2014 SECONDARY SUITE', 14, f.sansBold)
  k.line(
    `Alberta \u00b7 Residential Tenancies Act \u00b7 Dates are written YYYY-MM-DD \u00b7 Amounts are in Canadian dollars \u00b7 ${v.formNo}`,
    7.6,
    f.sans,
  )
  k.gap(14)
  const due = `on the ${v.dueDay.words} (${ordinal(v.dueDay.n)}) day of each month`
  const box = (cap: string, body: () => void) =>
    captioned(k, cap, () => {
      body()
      k.w.y += 2
    })
  box('PART 1 \u2014 LANDLORD', () => {
    row(k, 'Landlord', `${v.landlord} (${v.landlordKind})`)
    row(k, 'Address for service', v.serviceAddr)
    row(k, 'Telephone / e-mail', `${v.landlordTel} / ${v.landlordEmail}`)
    row(k, 'Property manager', v.agent ? `${v.agent.name}, ${v.agent.office}` : 'None')
    if (v.agent) row(k, 'Manager telephone / hours', `${v.agent.tel} / ${v.agent.hours}`)
  })
  box('PART 2 \u2014 TENANT(S) AND OTHER OCCUPANTS', () => {
    v.tenants.forEach((t, i) =>
      row(k, `Tenant ${i + 1}`, `${t.p.full}  \u00b7  ${t.tel}  \u00b7  ${t.email}`),
    )
    row(
      k,
      'Occupants (not tenants)',
      v.occupants.length ? v.occupants.map((o) => `${o.p.full} (${o.note})`).join('; ') : 'None',
    )
  })
  box('PART 3 \u2014 RENTAL PREMISES', () => {
    row(k, 'Address', v.premises)
    row(k, 'Description', v.suite)
  })
  box('PART 4 \u2014 TERM', () => {
    row(
      k,
      'Type (X one)',
      v.end
        ? '[X] Fixed term     [ ] Periodic (month to month)'
        : '[ ] Fixed term     [X] Periodic (month to month)',
    )
    row(k, 'Start date', dt(v.start).iso)
    row(k, 'End date (fixed term only)', v.end ? dt(v.end).iso : '\u2014')
  })
  box('PART 5 \u2014 RENT', () => {
    row(k, 'Monthly rent', `${cad(v.rent)} CAD`)
    row(k, 'Due', due)
    row(k, 'Utilities', v.utilities)
    row(k, 'Payable to', v.payee)
  })
  box('PART 6 \u2014 SECURITY DEPOSIT', () => {
    row(k, 'Amount', `${cad(v.deposit)} CAD`)
    row(
      k,
      'Held in',
      'Trust account, Parkland Prairie Credit Union (interest at the rate set by regulation)',
    )
  })
  heading(k, 'STANDARD TERMS', { size: 10.5, font: f.sansBold, rule: true })
  let n = 0
  const t = (head: string, text: string) =>
    hanging(k, `${++n}.`, head, text, { size: 8.9, indent: 22 })
  t('Rent.', `The Tenant will pay the monthly rent in Part 5 in advance, ${due}. ${v.payText}`)
  t(
    'Late payment.',
    `Rent not received by the end of the ${v.lateDay.words} (${ordinal(v.lateDay.n)}) day ${v.lateDay.afterDue ? 'after the day it is due' : 'of the month'} is late, and the Tenant will pay ${v.late}`,
  )
  const nsf = `For every payment returned NSF or stopped by the Tenant, the Tenant will pay a charge of ${cad(v.nsf)}.`
  t('Returned payments.', nsf)
  const ret =
    'with any interest owing, within ten (10) days after the Tenant gives up possession of the premises, or, if the Landlord makes deductions, return the balance with a statement of account showing the deductions within the same ten (10) days'
  t(
    'Security deposit.',
    `The Landlord will deposit the security deposit in a trust account within two banking days after receiving it and pay interest on it each year at the rate set by regulation. A move-in inspection report will be completed within one week before or after the Tenant moves in, and a move-out inspection report when the Tenant moves out; without them the Landlord may not deduct for damage. The Landlord will return the security deposit ${ret}.`,
  )
  t(
    'Shared spaces.',
    `The suite has its own entrance and kitchen. The laundry room ${v.laundry} The yard, driveway and garage are not part of the premises unless written here.`,
  )
  t(
    'Occupants and guests.',
    `Only the Tenant and the occupants in Part 2 may live in the suite. A guest may stay no more than ${v.guests.words} (${v.guests.n}) nights in any sixty (60) day period without the Landlord\u2019s written consent.`,
  )
  t(
    'Quiet and safety.',
    'The suite shares a building with the upper dwelling. No smoking, vaping or growing of cannabis inside the building. Quiet between 10:00 p.m. and 7:00 a.m. Keep the furnace room clear and do not disconnect the smoke or carbon monoxide alarms.',
  )
  t(
    'Entry.',
    'The Landlord may enter after giving at least twenty-four (24) hours\u2019 written notice stating the reason, on a day that is not a holiday and between 8:00 a.m. and 8:00 p.m., and at any time without notice in an emergency or when the Tenant consents.',
  )
  t(
    'Ending the tenancy.',
    v.end
      ? 'This fixed-term tenancy ends on the end date in Part 4 without notice from either party. Any new tenancy must be agreed in writing.'
      : 'Either party may end this periodic tenancy by notice in writing as the Residential Tenancies Act allows: the Tenant by at least one full tenancy month\u2019s notice ending on the last day of a month; the Landlord only for a reason and on the notice the Act sets out.',
  )
  t(
    'Rent increases.',
    'Rent will not be increased within twelve months of the start of the tenancy or of the last increase, and only after three full tenancy months\u2019 written notice.',
  )
  t(
    'Notices.',
    `Notices to the Landlord must be in writing and delivered or mailed to the address for service in Part 1${v.agent ? ', care of the property manager' : ''}. Notices to the Tenant are delivered to the suite or by e-mail if the Tenant agrees.`,
  )
  room(k, 140 + 30 * v.tenants.length)
  k.gap(4)
  k.p(
    `Signed at ${v.premises.split(', ').at(-2) ?? ''}, Alberta, on ${dt(v.signed).iso}. The Tenant acknowledges receiving a signed copy of this agreement and of the move-in inspection report.`,
    { size: 8.8, after: 12 },
  )
  signPair(k, [`Landlord: ${v.signer}`], [`Tenant: ${v.tenants[0]?.p.full ?? ''}`])
  if (v.tenants[1]) signPair(k, [''], [`Tenant: ${v.tenants[1].p.full}`])
  pageNumbers(
    k,
    (i, total) => `${v.formNo}  \u00b7  Page ${i} of ${total}  \u00b7  Initials: L ____  T ____`,
    {
      align: 'center',
    },
  )
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((x) => x.p),
      additionalOccupants: v.occupants.length ? v.occupants.map((o) => o.p) : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).iso : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: v.dueDay.n,
      maxGuestStayDays: v.guests.n,
      managementCompany: v.agent?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.serviceAddr,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: v.lateDay.n,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.agent?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 10,
      depositReturnCondition: ret,
      _notes: [
        'Alberta secondary-suite tenancy agreement: six ruled boxes with captions set into their top edge (landlord, tenants and occupants, premises, term with typed [X] choices, rent, deposit), label on the left and the value typed in a fixed-pitch face, then numbered standard terms with hanging numbers and signatures; ISO dates and Canadian dollars.',
        'The due day appears both in the Part 5 box and in standard term 1, written the same in both; rentDueDescription is that phrase and rentDueDay its day. "not received by the end of the [Nth] day of the month" or "\u2026 day after the day it is due": gracePeriodDays N. nsfPolicy is the returned-payment sentence. The deposit is returned "with any interest owing, within ten (10) days after \u2026" (depositReturnDays 10; the condition is the wording after "return the security deposit"). The monthly utilities charge is not rent. The trust-account credit union is not a payment account.',
        'Notices to the landlord go to the address for service in Part 1 (mailingAddress). Interac e-Transfer is E-Transfer (the e-mail it goes to is not a Zelle number); cheques are Check. Guests "nights in any sixty (60) day period". The laundry schedule is a distractor.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'alberta_secondary_suite',
  title: 'Alberta secondary-suite (basement or lower suite) residential tenancy agreement',
  exercises:
    'shaded title block with statute, date and currency notes, six captioned ruled boxes with typed values (landlord a couple living upstairs or a numbered company with a property manager and office hours, address for service, tenants each with phone and e-mail on one line, occupants or None, suite address with the suite first, description, fixed or periodic by typed [X], ISO start and end dates, rent in CAD, due on the first or the fifteenth, flat utilities share or included utilities, payee, deposit in a credit-union trust account), numbered standard terms: e-Transfer to an e-mail and post-dated cheques or e-Transfer and cheques at the manager\u2019s office, late after the third day of the month or the fifth day after the due day, NSF charge, 10-day deposit return with interest and inspection reports, shared laundry schedule, guests per sixty days, entry rules, periodic or fixed ending, notices to the address for service',
  docs: [
    {
      name: 'tw12_ab_suite_lease_red_deer',
      build: () =>
        build({
          formNo: 'Suite agreement SA-47L',
          landlord: 'Gordon Fairbairn and Leanne Fairbairn',
          landlordKind: 'owners, living in the upper dwelling',
          serviceAddr: '47 Lanford Crescent, Red Deer, AB T4R 2K8',
          landlordTel: '(403) 555-0124',
          landlordEmail: 'rent.fairbairn@example.com',
          agent: null,
          tenants: [
            {
              p: person('Owen', 'Bergstrom'),
              tel: '(403) 555-0127',
              email: 'owen.bergstrom@example.com',
            },
            {
              p: person('Marisol', 'Arcand'),
              tel: '(587) 555-0190',
              email: 'marisol.arcand@example.net',
            },
          ],
          occupants: [{ p: person('\u00c9lise', 'Bergstrom'), note: 'child, age 2' }],
          premises: 'Basement Suite, 47 Lanford Crescent, Red Deer, AB T4R 2K8',
          suite:
            'Two-bedroom legal basement suite with separate side entrance, one stall on the driveway',
          start: '2027-03-01',
          end: '2028-02-29',
          rent: 1475,
          deposit: 1475,
          utilities:
            '$135.00 per month flat share of gas, power and water, paid with rent (not rent)',
          payee: 'Leanne Fairbairn',
          payText:
            'Rent is paid by Interac e-Transfer to rent.fairbairn@example.com (no security question needed; auto-deposit is on) or by post-dated cheques payable to Leanne Fairbairn, handed to the Landlord before the start date. Cash is not accepted.',
          methods: ['E-Transfer', 'Check'],
          payAt: null,
          dueDay: { words: 'first', n: 1 },
          lateDay: { words: 'third', n: 3, afterDue: false },
          late: 'a late charge of $50.00.',
          nsf: 30,
          guests: { words: 'fourteen', n: 14 },
          laundry:
            'off the back hall is shared with the Landlord; the Tenant may use it on Tuesdays, Thursdays and Saturdays.',
          signed: '2027-02-06',
          signer: 'Gordon Fairbairn and Leanne Fairbairn',
          notes: [
            'A married couple as landlords living upstairs, with no manager: their address for service is the house itself (mailingAddress, without the suite). Rent payable to the wife by e-Transfer or post-dated cheques handed over in person, so paymentAddress is null. Two tenants and a child occupant; the first tenant\u2019s phone and e-mail from Part 2. Fixed term ending on 2028-02-29 (terminationDateText as typed). Flat $50.00 late charge after the third day.',
          ],
        }),
    },
    {
      name: 'tw12_ab_suite_lease_lethbridge_scan',
      build: () =>
        build({
          formNo: 'CEPM form RTA-S (2026)',
          landlord: '2148876 Alberta Ltd.',
          landlordKind: 'corporation, owner',
          serviceAddr: 'Suite 204, 1275 3 Avenue South, Lethbridge, AB T1J 0K1',
          landlordTel: '(403) 555-0185',
          landlordEmail: 'leasing@couleeedge.example.com',
          agent: {
            name: 'Coulee Edge Property Management Inc.',
            office: 'Suite 204, 1275 3 Avenue South, Lethbridge, AB T1J 0K1',
            tel: '(403) 555-0185',
            hours: 'Mon\u2013Fri 8:30 a.m. to 4:30 p.m.',
          },
          tenants: [
            {
              p: person('Bashir', 'Rahimi'),
              tel: '(403) 555-0149',
              email: 'bashir.rahimi@example.com',
            },
          ],
          occupants: [],
          premises: 'Lower Suite, 1918 14 Street South, Lethbridge, AB T1K 2B6',
          suite:
            'One-bedroom lower suite of a side-by-side up/down house; upper unit is let separately',
          start: '2027-11-15',
          end: null,
          rent: 1125,
          deposit: 900,
          utilities: 'Included in rent except internet',
          payee: 'Coulee Edge Property Management Inc.',
          payText:
            'Rent is paid to the property manager by Interac e-Transfer to payments@couleeedge.example.com, or by cheque payable to Coulee Edge Property Management Inc. dropped off or mailed to its office at Suite 204, 1275 3 Avenue South, Lethbridge, AB T1J 0K1. The office does not accept cash.',
          methods: ['E-Transfer', 'Check'],
          payAt: 'Suite 204, 1275 3 Avenue South, Lethbridge, AB T1J 0K1',
          dueDay: { words: 'fifteenth', n: 15 },
          lateDay: { words: 'fifth', n: 5, afterDue: true },
          late: 'a late charge of $40.00 plus $10.00 for each further day, to a maximum of $100.00 in any month.',
          nsf: 40,
          guests: { words: 'ten', n: 10 },
          laundry: 'is in the lower suite and is for the Tenant\u2019s use only.',
          signed: '2027-10-18',
          signer: '2148876 Alberta Ltd., by Coulee Edge Property Management Inc., its agent',
          notes: [
            'A numbered Alberta company owns the house and a property manager manages it (managementCompany); the address for service is the manager\u2019s office suite (mailingAddress), also where cheques are dropped off or mailed (paymentAddress); rent payable to the manager. officeHours from the Part 1 box. One tenant, no occupants. Periodic month-to-month tenancy from the 15th (end date box "\u2014"), rent due on the fifteenth (15th) day of each month (rentDueDay 15); late after the fifth day following the due day (gracePeriodDays 5), flat with a daily add-on. Utilities included.',
          ],
        }),
      scan: {
        dpi: 140,
        rotate: -0.8,
        contrast: 0.7,
        noise: 16,
        quality: 55,
        seed: 12505,
      },
    },
  ],
}
