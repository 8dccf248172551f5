import { rgb } from 'pdf-lib'
import { person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, columnText, gutterRows } from '../parts'

type V = {
  landlord: string
  manager: { name: string; office: string; hours: string } | null
  noticeAttn: string | null
  noticeAddr: string
  landlordTel: string
  tenants: { p: Person; tel: string; email: string }[]
  occupants: Person[]
  unit: string
  term: { kind: 'fixed'; start: string; end: string } | { kind: 'periodic'; start: string }
  rent: number
  deposit: number
  extras: string
  payText: string
  methods: string[]
  payee: string
  payAt: string | null
  nsf: number
  utilities: string
  pets: string
  parking: string
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ landscape: true, margin: 30, size: 7.6 })
  const { f } = k
  const top = k.w.height - 30
  k.w.page.drawRectangle({
    x: k.L - 4,
    y: top - 8,
    width: k.W + 8,
    height: 24,
    color: rgb(0.16, 0.24, 0.2),
  })
  k.w.page.drawText('RENTAL AGREEMENT', {
    x: k.L + 4,
    y: top - 1,
    size: 13,
    font: f.sansBold,
    color: rgb(1, 1, 1),
  })
  const sub =
    'Residential tenancy in Manitoba  \u00b7  one page  \u00b7  both sides keep a signed copy'
  k.w.page.drawText(sub, {
    x: k.L + k.W - 4 - f.sans.widthOfTextAtSize(sub, 7.6),
    y: top,
    size: 7.6,
    font: f.sans,
    color: rgb(1, 1, 1),
  })
  const panelW = k.W * 0.33
  const bodyTop = top - 24
  k.w.y = bodyTop
  k.w.page.drawText('AT A GLANCE', { x: k.L, y: k.w.y, size: 8.6, font: f.sansBold })
  k.w.y -= 13
  const fixed = v.term.kind === 'fixed'
  gutterRows(
    k,
    [
      ['Landlord', v.landlord],
      [
        'Property manager',
        v.manager
          ? `${v.manager.name}, ${v.manager.office}; open ${v.manager.hours}`
          : 'none \u2014 the landlord manages',
      ],
      [
        'Address for notices to the landlord',
        `${v.noticeAttn ? v.noticeAttn + ', ' : ''}${v.noticeAddr}; tel. ${v.landlordTel}`,
      ],
      ...v.tenants.map(
        (t, i) =>
          [
            v.tenants.length > 1 ? `Tenant ${i + 1}` : 'Tenant',
            `${t.p.full} \u2014 ${t.tel} \u2014 ${t.email}`,
          ] as [string, string],
      ),
      [
        'Others living in the unit',
        v.occupants.length ? andList(v.occupants.map((o) => o.full)) : 'none',
      ],
      ['Rental unit', v.unit],
      [
        'Type of tenancy',
        v.term.kind === 'fixed'
          ? `Fixed term from ${v.term.start} to ${v.term.end}`
          : `Periodic (month to month) starting ${v.term.start}`,
      ],
      ['Rent', `${usd(v.rent)} per month`],
      ['Security deposit', usd(v.deposit)],
      ['Other monthly charges (not rent)', v.extras],
    ],
    { size: 8.2, labelW: 74, width: panelW, labelFont: f.sansBold, noBreak: true },
  )
  const panelBottom = k.w.y
  const bx = k.L + panelW + 14
  k.w.page.drawLine({
    start: { x: bx - 7, y: bodyTop + 8 },
    end: { x: bx - 7, y: 118 },
    thickness: 0.8,
    color: rgb(0.16, 0.24, 0.2),
  })
  k.w.y = bodyTop
  const due = 'on or before the first day of every month'
  const nsf = `The Landlord may charge ${usd(v.nsf)} for a cheque or pre-authorized debit that is returned NSF.`
  const ret =
    'with interest at the rate set by regulation, within 14 days after the tenancy ends, less any amount the Tenant agrees to in writing or the Residential Tenancies Branch orders'
  columnText(
    k,
    [
      {
        head: '1. Rent.',
        text: `The Tenant pays rent ${due}. Rent does not include the other monthly charges listed at the left.`,
      },
      { head: '2. Paying.', text: v.payText },
      {
        head: '3. Late rent.',
        text: 'If rent is not paid by the end of the day it is due, a late payment fee of $30.00 applies, plus $5.00 for each day after the first, to a maximum of $100.00 for any one month, as the regulation allows.',
      },
      { head: '4. Returned payments.', text: nsf },
      {
        head: '5. Security deposit.',
        text: `The security deposit is not more than half of one month\u2019s rent. The Landlord will return the security deposit ${ret}.`,
      },
      { head: '6. Utilities.', text: v.utilities },
      {
        head: '7. Guests.',
        text: 'Only the people named at the left may live in the unit. A guest may not stay more than twenty-one (21) days in any six-month period without the Landlord\u2019s written consent.',
      },
      { head: '8. Pets.', text: v.pets },
      { head: '9. Parking and plug-ins.', text: v.parking },
      {
        head: '10. Entry.',
        text: 'The Landlord will give at least 24 hours\u2019 written notice, stating the reason, before entering, except in an emergency.',
      },
      {
        head: '11. Notices.',
        text: 'Notices to the Landlord go to the address for notices at the left. Notices to the Tenant may be delivered to the unit or e-mailed to the address at the left.',
      },
      {
        head: '12. Rent increases.',
        text: 'Rent may be increased only once in twelve months, on at least three months\u2019 written notice.',
      },
      {
        head: '13. Ending the tenancy.',
        text: fixed
          ? 'This fixed-term tenancy ends on the last day of the term unless both sides agree in writing to renew it. The Tenant must give at least one full rental period\u2019s written notice if the Tenant will not renew.'
          : 'The Tenant may end this tenancy with at least one full rental period\u2019s written notice, ending on the last day of a rental month. The Landlord may end it only as the Residential Tenancies Act allows.',
      },
      {
        head: '14. Insurance and alarms.',
        text: 'The Tenant carries tenant\u2019s insurance and tests the smoke alarm monthly. No smoking or vaping indoors.',
      },
    ],
    { cols: 2, gutter: 14, size: 8.5, x: bx, width: k.L + k.W - bx, bottom: 124 },
  )
  if (k.w.doc.getPageCount() !== 1) throw new Error('one-page agreement ran onto a second page')
  const sigTop = Math.min(panelBottom, k.w.y, 116)
  if (sigTop < 70) throw new Error('no room for the signature strip')
  k.w.page.drawLine({
    start: { x: k.L, y: sigTop },
    end: { x: k.L + k.W, y: sigTop },
    thickness: 0.8,
  })
  const signers = [
    `Landlord: ${v.manager ? `${v.landlord}, by ${v.manager.name}` : v.landlord}`,
    ...v.tenants.map((t) => `Tenant: ${t.p.full}`),
  ]
  const cw = k.W / signers.length
  signers.forEach((s, i) => {
    const x = k.L + i * cw
    k.w.page.drawLine({
      start: { x, y: sigTop - 34 },
      end: { x: x + cw - 16, y: sigTop - 34 },
      thickness: 0.5,
    })
    k.w.page.drawText(s, { x, y: sigTop - 44, size: 7, font: f.sans })
    k.w.page.drawText(`Date signed: ${v.signed}`, { x, y: sigTop - 54, size: 7, font: f.sans })
  })
  const first = v.tenants[0]
  if (!first) throw new Error('no tenant')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.tenants.map((t) => t.p),
      additionalOccupants: v.occupants.length ? v.occupants : null,
      tenantEmail: first.email,
      tenantPhone: first.tel,
      premisesAddress: v.unit,
      leaseType: fixed ? 'fixed-term' : 'month-to-month',
      startDate: v.term.start,
      endDate: v.term.kind === 'fixed' ? v.term.end : null,
      terminationDateText: v.term.kind === 'fixed' ? v.term.end : null,
      monthlyRent: v.rent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      maxGuestStayDays: 21,
      managementCompany: v.manager?.name ?? null,
      housingProvider: v.landlord,
      mailingAddress: v.noticeAddr,
      acceptedPaymentMethods: v.methods,
      gracePeriodDays: null,
      nsfFeeFirst: v.nsf,
      rentDueDescription: due,
      paymentRecipient: v.payee,
      paymentAddress: v.payAt,
      officeHours: v.manager?.hours ?? null,
      nsfPolicy: nsf,
      depositReturnDays: 14,
      depositReturnCondition: ret,
      _notes: [
        'One-page landscape agreement: a dark title band, an "at a glance" panel on the left (labels in a ruled gutter: landlord, property manager with office and hours or none, address for notices with phone, each tenant with phone and e-mail on one line, others living in the unit, rental unit, type of tenancy with YYYY-MM-DD dates, rent, deposit, other monthly charges), fourteen numbered terms with run-in heads in two columns to the right, and a signature strip across the foot with YYYY-MM-DD dates.',
        'rentDueDescription is the due phrase of term 1; rentDueDay 1. The late fee applies as soon as rent is unpaid at the end of the due day, so gracePeriodDays is null (flat fee with a daily add-on and cap; lateFeePercentage null). nsfPolicy is term 4. Guests "twenty-one (21) days in any six-month period". Parking, plug-in and pet charges in the panel are not rent. terminationDateText is the end date as written (YYYY-MM-DD). mailingAddress is the address for notices (an attention line before it is not part of it).',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'manitoba_one_page_landscape',
  title: 'Manitoba one-page landscape rental agreement with an at-a-glance panel',
  exercises:
    'landscape page with a dark title band, a left panel of ruled label rows (a married couple as landlord with a rural box number for notices, or a numbered company with a property manager whose office and hours sit in the panel and notices in its care; each tenant with phone and e-mail on one line; others living in the unit; unit with the side or suite first; fixed term or periodic with YYYY-MM-DD dates; rent; half-month deposit; parking, plug-in and pet charges that are not rent), fourteen numbered run-in terms in two columns (rent due on or before the first day of every month, e-Transfer and post-dated cheques to the owners with no place of payment, or pre-authorized debit and cheques payable to the manager at its office, late fee from the day after the due day with a daily add-on and cap, NSF sentence, 14-day deposit return with interest, utilities, guests per six months, pets, parking and plug-ins, entry, notices, rent increases, ending), and a signature strip across the foot with YYYY-MM-DD dates',
  docs: [
    {
      name: 'tw14_mb_one_page_steinbach',
      build: () =>
        build({
          landlord: 'Lorne and Gail Hiebert',
          manager: null,
          noticeAttn: null,
          noticeAddr: 'Box 142, Niverville, MB R0A 1E0',
          landlordTel: '204-555-0144',
          tenants: [
            {
              p: person('Jaspreet', 'Sandhu'),
              tel: '204-555-0172',
              email: 'jaspreet.sandhu@example.com',
            },
            {
              p: person('Kamaljit', 'Sandhu'),
              tel: '431-555-0115',
              email: 'kamal.sandhu@example.net',
            },
          ],
          occupants: [person('Noor', 'Sandhu')],
          unit: 'Side B, 27 Elmdale Street, Steinbach, MB R5G 0Z9',
          term: { kind: 'fixed', start: '2027-07-01', end: '2028-06-30' },
          rent: 1240,
          deposit: 620,
          extras: 'pet fee $20.00 (one dog); plug-in stall $10.00 from November to March',
          payText:
            'Rent is paid by Interac e-Transfer to lghiebert@example.net or by twelve post-dated cheques payable to Lorne Hiebert or Gail Hiebert, handed over at signing. Cash is not accepted.',
          methods: ['E-Transfer', 'Check'],
          payee: 'Lorne Hiebert or Gail Hiebert',
          payAt: null,
          nsf: 20,
          utilities:
            'The Landlord pays water and sewer. The Tenant pays electricity and natural gas for Side B, which has its own meters, and the Tenant\u2019s own internet.',
          pets: 'One dog under 15 kg is allowed. The Tenant pays a pet fee each month and is responsible for any damage it causes.',
          parking:
            'One driveway space with an electrical outlet for a block heater. The plug-in charge applies from November to March only.',
          signed: '2027-06-09',
          notes: [
            'A married couple who manage their side-by-side themselves (no managementCompany); notices go to their rural box number in a nearby town (mailingAddress). Two tenants and their daughter (additionalOccupants). e-Transfer to an e-mail (E-Transfer, not a Zelle number) and post-dated cheques payable to the owners (paymentRecipient), handed over at signing (paymentAddress null). Fixed term with YYYY-MM-DD dates.',
          ],
        }),
    },
    {
      name: 'tw14_mb_one_page_portage_la_prairie',
      build: () =>
        build({
          landlord: '6512294 Manitoba Ltd.',
          manager: {
            name: 'Crescent Lake Property Services Inc.',
            office: 'Unit 4, 240 Saskatchewan Avenue West, Portage la Prairie, MB R1N 0M9',
            hours: 'Mon.\u2013Fri. 9:00\u20134:30',
          },
          noticeAttn: 'c/o Crescent Lake Property Services Inc.',
          noticeAddr: 'Unit 4, 240 Saskatchewan Avenue West, Portage la Prairie, MB R1N 0M9',
          landlordTel: '204-555-0109',
          tenants: [
            {
              p: person('Desmond', 'Okafor'),
              tel: '204-555-0186',
              email: 'desmond.okafor@example.org',
            },
          ],
          occupants: [],
          unit: 'Suite 305, 18 Tupper Street North, Portage la Prairie, MB R1N 3K2',
          term: { kind: 'periodic', start: '2027-11-01' },
          rent: 1095,
          deposit: 547.5,
          extras: 'parking stall 12 with plug-in $25.00',
          payText:
            'Rent is paid by pre-authorized debit from the Tenant\u2019s bank account on the due date, or by cheque payable to Crescent Lake Property Services Inc. delivered to its office at Unit 4, 240 Saskatchewan Avenue West, Portage la Prairie, MB R1N 0M9. e-Transfers and cash are not accepted.',
          methods: ['ACH', 'Check'],
          payee: 'Crescent Lake Property Services Inc.',
          payAt: 'Unit 4, 240 Saskatchewan Avenue West, Portage la Prairie, MB R1N 0M9',
          nsf: 25,
          utilities:
            'The Landlord pays heat, water and electricity for the suite. The Tenant pays for the Tenant\u2019s own telephone, internet and television.',
          pets: 'No pets are allowed in the building, except a service animal.',
          parking:
            'Stall 12 in the rear lot, with an electrical outlet. The parking charge is not rent and may be ended by either side on one month\u2019s notice.',
          signed: '2027-10-18',
          notes: [
            'A numbered company with a property manager (managementCompany) whose office and hours are in the panel; notices go to the landlord in care of the manager at its office (mailingAddress, the address after the c/o line), where cheques payable to the manager are also delivered (paymentAddress). One tenant, no others. Periodic month-to-month tenancy with no end date. Pre-authorized debit (ACH) and cheques; e-Transfer and cash refused. Half-month deposit ($547.50).',
          ],
        }),
    },
  ],
}
