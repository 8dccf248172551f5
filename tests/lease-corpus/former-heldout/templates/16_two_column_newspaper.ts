import { PdfWriter, fontsFor, footers, dt, usd, person, type Person, type Built } from '../lib'
import type { Template } from '../template'

type V = {
  heading: string
  landlord: string
  agent: string | null
  noticeAddr: string
  tenants: Person[]
  tenantPhone: string
  tenantEmail: string | null
  occupants: Person[]
  premises: string
  start: string
  end: string | null
  rent: number
  deposit: number
  latePct: number | null
  lateFlat: number | null
  grace: number
  nsf: number
  returnDays: number
  guests: number
  statute: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const w = await PdfWriter.create(true)
  const f = await fontsFor(w)
  const L = w.margin
  const R = w.width - w.margin
  const t = v.heading
  w.page.drawText(t, {
    x: (w.width - w.bold.widthOfTextAtSize(t, 15)) / 2,
    y: w.y,
    size: 15,
    font: w.bold,
  })
  w.y -= 10
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: R, y: w.y }, thickness: 0.8 })
  w.y -= 4
  w.page.drawLine({ start: { x: L, y: w.y }, end: { x: R, y: w.y }, thickness: 0.3 })
  w.y -= 16
  const names = v.tenants.map((p) => p.full).join(' and ')
  const late =
    v.latePct !== null
      ? `a late fee of ${v.latePct}% of the monthly rent`
      : `a late fee of ${usd(v.lateFlat!)}`
  const paras = [
    `PARTIES. This lease is between ${v.landlord}${v.agent ? `, acting through its managing agent ${v.agent}` : ''} ("Landlord"), and ${names} ("Tenant"). If more than one person signs as Tenant, each is responsible for the full rent and all other obligations.`,
    `PREMISES. Landlord rents to Tenant the dwelling unit at ${v.premises}, with the appliances now in it.`,
    v.occupants.length
      ? `OCCUPANTS. Besides Tenant, only ${v.occupants.map((o) => o.full).join(' and ')} may live in the premises.`
      : 'OCCUPANTS. Only Tenant may live in the premises.',
    v.end
      ? `TERM. This lease begins ${dt(v.start).long} and ends ${dt(v.end).long}. If Tenant stays after that date with Landlord's consent, the tenancy becomes month to month.`
      : `TERM. This tenancy begins ${dt(v.start).long} and runs from month to month. Either party may end it by written notice given at least one full rental period in advance, as required by law.`,
    `RENT. Tenant will pay rent of ${usd(v.rent)} a month. Rent is due on the first day of each month and must be paid by check or money order delivered or mailed to Landlord at the notice address below.`,
    `LATE RENT. If rent is more than ${v.grace} days late, Tenant will pay ${late}. Tenant will pay ${usd(v.nsf)} for any check that is returned unpaid.`,
    `SECURITY DEPOSIT. Tenant has paid a security deposit of ${usd(v.deposit)}. Landlord will return the deposit, or deliver an itemized list of damages with the balance, within ${v.returnDays} days after Tenant moves out, provided Tenant gives a forwarding address in writing.`,
    `GUESTS. A guest may not stay more than ${v.guests} days in a row without Landlord's written consent.`,
    'UTILITIES. Tenant pays for electricity, gas, telephone and internet. Landlord pays for water, sewer and trash collection.',
    'CARE OF PREMISES. Tenant will keep the premises clean and safe, will not damage them, and will promptly tell Landlord about any needed repair. Landlord will keep the premises fit for living and in reasonable repair.',
    "ENTRY. Landlord may enter at reasonable times after giving at least 24 hours' notice, or at any time in an emergency.",
    'PETS. No animals may be kept in the premises without a written pet agreement.',
    'SMOKE DETECTORS. Tenant will test the smoke detectors monthly and replace batteries as needed.',
    `NOTICES. Notices to Landlord must be in writing and sent to ${v.noticeAddr}. Notices to Tenant may be given at the premises${v.tenantEmail ? ` or by e-mail to ${v.tenantEmail}` : ''}. Tenant's daytime telephone is ${v.tenantPhone}.`,
    `STATUTORY NOTICE. ${v.statute}`,
    'ENTIRE AGREEMENT. This lease is the entire agreement between Landlord and Tenant. No promise not written here is binding. Changes must be in writing signed by both.',
  ]
  w.columns(paras, 9.5)
  // the columns leave y at the foot of the right column; the signatures go on their own page
  w.newPage()
  w.page.drawText('SIGNATURES', { x: L, y: w.y, size: 11, font: w.bold })
  w.y -= 40
  const col = (R - L) / 2
  const y0 = w.y
  ;[...v.tenants.map((p) => `Tenant — ${p.full}`), `Landlord — ${v.agent ?? v.landlord}`].forEach(
    (s, i) => {
      const x = L + (i % 2) * col
      const y = y0 - Math.floor(i / 2) * 40
      w.page.drawLine({ start: { x, y }, end: { x: x + col - 20, y }, thickness: 0.5 })
      w.page.drawText(`${s}      Date: ${dt(v.signed).us}`, {
        x,
        y: y - 10,
        size: 7.5,
        font: w.regular,
      })
    },
  )
  footers(w, f.italic, (i, n) => `page ${i} of ${n}`)
  return {
    pdf: await w.save(),
    truth: {
      tenants: v.tenants,
      additionalOccupants: v.occupants.length ? v.occupants : [],
      tenantEmail: v.tenantEmail,
      tenantPhone: v.tenantPhone,
      premisesAddress: v.premises,
      leaseType: v.end ? 'fixed-term' : 'month-to-month',
      startDate: v.start,
      endDate: v.end,
      terminationDateText: v.end ? dt(v.end).long : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: v.guests,
      managementCompany: v.agent,
      housingProvider: v.landlord,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: ['Check', 'Money Order'],
      lateFeePercentage: v.latePct,
      gracePeriodDays: v.grace,
      nsfFeeFirst: v.nsf,
      rentDueDescription: 'due on the first day of each month',
      paymentRecipient: v.landlord,
      paymentAddress: v.noticeAddr,
      nsfPolicy: `Tenant will pay ${usd(v.nsf)} for any check that is returned unpaid.`,
      depositReturnDays: v.returnDays,
      depositReturnCondition: `return the deposit, or deliver an itemized list of damages with the balance, within ${v.returnDays} days after Tenant moves out, provided Tenant gives a forwarding address in writing`,
      _notes: [
        'Whole lease set in two newspaper columns under a full-width title; the text of a clause can continue from the foot of the left column to the top of the right one.',
        'Tenant phone (and e-mail, if any) appear only in the NOTICES clause.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'two_column_newspaper',
  title: 'Plain-English lease set entirely in two newspaper columns',
  exercises:
    'plain-English lease set entirely in two newspaper columns, fixed-term and month-to-month, occupants, contacts in the notices clause',
  docs: [
    {
      name: 'two_column_lease_ann_arbor_mi',
      build: () =>
        build({
          heading: 'RESIDENTIAL LEASE — STATE OF MICHIGAN',
          landlord: 'Huron River Rentals LLC',
          agent: 'Washtenaw Campus Property Services',
          noticeAddr: '301 E Liberty Street, Suite 500, Ann Arbor, MI 48104',
          tenants: [person('Cosima', 'Fairbanks'), person('Anders', 'Lindgren')],
          tenantPhone: '(734) 555-0124',
          tenantEmail: 'cosima.fairbanks@example.edu',
          occupants: [],
          premises: '1023 Packard Street, Unit C, Ann Arbor, MI 48104',
          start: '2026-08-25',
          end: '2027-08-20',
          rent: 2350,
          deposit: 3525,
          latePct: null,
          lateFlat: 45,
          grace: 5,
          nsf: 30,
          returnDays: 30,
          guests: 7,
          statute:
            'NOTICE: Michigan law establishes rights and obligations for parties to rental agreements. This agreement is required to comply with the Truth in Renting Act. If you have a question about the interpretation or legality of a provision of this agreement, you may want to seek assistance from a lawyer or other qualified person.',
          signed: '2026-04-02',
          notes: [
            "Student-style term (late August to late August). Signed months before the start. Managing agent named in the parties clause; rent and notices go to the agent's suite. Flat late fee: lateFeePercentage null.",
          ],
        }),
    },
    {
      name: 'two_column_lease_milwaukee_wi_month_to_month',
      build: () =>
        build({
          heading: 'RENTAL AGREEMENT (MONTH TO MONTH) — WISCONSIN',
          landlord: 'Ruth Ann Szymanski',
          agent: null,
          noticeAddr: 'P.O. Box 510284, Milwaukee, WI 53203',
          tenants: [person('Octavio', 'Reyes-Balderas')],
          tenantPhone: '(414) 555-0167',
          tenantEmail: null,
          occupants: [person('Paloma', 'Reyes'), person('Emiliano', 'Reyes')],
          premises: '2517 S Kinnickinnic Avenue, Lower, Milwaukee, WI 53207',
          start: '2026-10-01',
          end: null,
          rent: 1195,
          deposit: 1195,
          latePct: 5,
          lateFlat: null,
          grace: 5,
          nsf: 25,
          returnDays: 21,
          guests: 10,
          statute:
            'The landlord must give the tenant a check-in sheet at the start of the tenancy and the tenant has 7 days to complete and return it. Wisconsin Administrative Code ATCP 134 governs security deposits and other rental practices.',
          signed: '2026-09-20',
          notes: [
            'Month-to-month (no end date). The landlord is an individual with a P.O. box. Two occupants besides the tenant. The lower flat of a duplex ("Lower").',
          ],
        }),
    },
  ],
}
