import { dt, moneyWords, person, usd, type Built, type Person } from '../../former-heldout/lib'
import type { Template } from '../../former-heldout/template'
import { kit } from '../../third-writer/kit'
import { andList, boxRow, heading, pageNumbers, sign } from '../parts'

type V = {
  owner: string
  agent: string
  agentAddr: string
  agentAddrWritten: string
  hours: string
  residents: { p: Person; phone: string; email: string }[]
  premises: string
  origDate: string
  origStart: string
  origEnd: string
  oldRent: number
  newStart: string
  newEnd: string | null
  newRent: number
  deposit: number
  garage: number | null
  signed: string
  notes: string[]
}

const build = async (v: V): Promise<Built> => {
  const k = await kit({ margin: 60, size: 9.4 })
  const { f, p, L, W } = k
  k.w.page.drawText(v.agent, { x: L, y: k.w.y, size: 10, font: f.sansBold })
  k.w.page.drawText(`Managing agent for ${v.owner}`, {
    x: L,
    y: k.w.y - 11,
    size: 7.8,
    font: f.sans,
  })
  const a = v.agentAddrWritten
  k.w.page.drawText(a, {
    x: L + W - f.sans.widthOfTextAtSize(a, 7.8),
    y: k.w.y,
    size: 7.8,
    font: f.sans,
  })
  k.gap(34)
  k.centre(
    v.newEnd
      ? 'LEASE RENEWAL AND EXTENSION ADDENDUM'
      : 'ADDENDUM \u2014 CONVERSION TO MONTH-TO-MONTH',
    13,
    f.sansBold,
  )
  k.gap(4)
  p(
    `This Addendum is made ${dt(v.signed).long} and amends the Residential Lease dated ${dt(v.origDate).long} (the "Lease") between ${v.owner}, by its managing agent ${v.agent} ("Landlord"), and ${andList(v.residents.map((r) => r.p.full))} ("Resident"), for the dwelling at ${v.premises}.`,
  )
  heading(k, 'A. The Lease as it stands', { size: 9.8, font: f.sansBold })
  boxRow(k, [
    {
      label: 'Current term',
      lines: [`${dt(v.origStart).us} \u2013 ${dt(v.origEnd).us}`],
      width: 0.5,
    },
    { label: 'Current monthly rent', lines: [usd(v.oldRent)], width: 0.5 },
  ])
  k.gap(6)
  heading(k, 'B. What changes', { size: 9.8, font: f.sansBold })
  p(
    v.newEnd
      ? `1. Term. The term of the Lease is extended from ${dt(v.newStart).long} through ${dt(v.newEnd).long} (the "Renewal Term").`
      : `1. Term. When the current term ends, the tenancy continues from month to month beginning ${dt(v.newStart).long}, until either party ends it with written notice given at least two full rental periods in advance.`,
  )
  p(
    `2. Rent. Beginning ${dt(v.newStart).long}, monthly rent is ${moneyWords(v.newRent, 'title')}, payable in advance on or before the first day of each month.` +
      (v.garage
        ? ` The detached garage stall remains ${usd(v.garage)} per month, billed separately and not part of rent.`
        : ''),
  )
  p(
    '3. Late rent. Rent received after the fourth (4th) day of the month is late, and Resident shall pay a late fee of eight percent (8%) of the overdue rent, as Minn. Stat. \u00a7 504B.177 permits.',
  )
  p(
    `4. Payment. Rent is paid through the resident portal by ACH from a checking account, or by personal check or money order payable to ${v.agent} and left in the drop box at the management office, ${v.agentAddrWritten}.`,
  )
  heading(k, 'C. What stays the same', { size: 9.8, font: f.sansBold })
  p(
    `5. Security deposit. Landlord continues to hold the security deposit of ${usd(v.deposit)}. No additional deposit is required. Landlord will return the deposit with interest as the statute requires, less lawful deductions explained in writing, within twenty-one (21) days after the tenancy ends and Resident gives a forwarding address.`,
  )
  p(
    '6. Returned payments. The returned-payment charge in section 7 of the Lease ($30.00 per item) continues to apply. 7. All other terms of the Lease remain in full force.',
  )
  p(
    `8. Manager and notices. The person authorized to manage the premises and to accept notices and service for Landlord is ${v.agent}, ${v.agentAddrWritten} (office hours ${v.hours}).`,
  )
  heading(k, 'D. Signatures', { size: 9.8, font: f.sansBold })
  sign(k, `Landlord: ${v.owner}, by ${v.agent}, its managing agent`, {
    width: 300,
    under: [`Date: ${dt(v.signed).us}`],
  })
  for (const r of v.residents)
    sign(k, `Resident: ${r.p.full}`, {
      width: 300,
      under: [`Tel. ${r.phone} \u00b7 ${r.email}`, `Date: ${dt(v.signed).us}`],
    })
  pageNumbers(k, (i, n) => `Addendum to Lease dated ${dt(v.origDate).us} \u2014 ${i}/${n}`, {
    align: 'left',
  })
  const first = v.residents[0]
  if (!first) throw new Error('no resident')
  return {
    pdf: await k.w.save(),
    truth: {
      tenants: v.residents.map((r) => r.p),
      tenantEmail: first.email,
      tenantPhone: first.phone,
      premisesAddress: v.premises,
      leaseType: v.newEnd ? 'fixed-term' : 'month-to-month',
      startDate: v.newStart,
      endDate: v.newEnd,
      terminationDateText: v.newEnd ? dt(v.newEnd).long : null,
      monthlyRent: v.newRent,
      securityDeposit: v.deposit,
      rentDueDay: 1,
      managementCompany: v.agent,
      housingProvider: v.owner,
      mailingAddress: v.agentAddr,
      acceptedPaymentMethods: ['Online Portal', 'ACH', 'Check', 'Money Order'],
      lateFeePercentage: 8,
      gracePeriodDays: 4,
      nsfFeeFirst: 30,
      rentDueDescription: 'payable in advance on or before the first day of each month',
      paymentRecipient: v.agent,
      paymentAddress: v.agentAddr,
      officeHours: v.hours,
      nsfPolicy: null,
      depositReturnDays: 21,
      depositReturnCondition:
        'with interest as the statute requires, less lawful deductions explained in writing, within twenty-one (21) days after the tenancy ends and Resident gives a forwarding address',
      _notes: [
        'Renewal addendum that restates the parties and the premises: the current term and current rent in section A are distractors; the truth is the new term (startDate the first day of the renewal) and the new rent in words and figures.',
        'Owner LLC by its managing agent: housingProvider the owner, managementCompany the agent, whose office (the floor or suite written before the street; truth after it) is both the notice address and the drop box for rent (paymentAddress); checks payable to the agent (paymentRecipient).',
        'Late "received after the fourth (4th) day": gracePeriodDays 4; 8% of the overdue rent. The returned-payment charge is referred to the original Lease with its amount in parentheses, not a sentence of this addendum: nsfPolicy null, nsfFeeFirst 30.',
        'The deposit clause says "return the deposit with interest \u2026": depositReturnCondition is the wording after it; 21 days.',
        'Residents\u2019 phones and e-mails only under their signature lines (the first resident\u2019s are tenantPhone and tenantEmail). No guest clause.',
        ...v.notes,
      ],
    },
  }
}

export const template: Template = {
  id: 'minnesota_renewal_addendum',
  title: 'Minnesota lease renewal / month-to-month conversion addendum from a managing agent',
  exercises:
    'addendum restating the original lease date, parties and premises, current term and rent in boxes as distractors, new term fixed or month to month, new rent in title-case words and figures, garage stall apart from rent, 8% late fee after the 4th, returned-payment charge only by reference to the original lease, portal ACH or check/money order to the agent\u2019s drop box, deposit carried over with interest and 21-day return, statutory manager disclosure with office hours, contacts under signature lines',
  docs: [
    {
      name: 'tw6_mn_renewal_addendum_rochester',
      build: () =>
        build({
          owner: 'Zumbro Commons Apartments LLC',
          agent: 'Kasson Ridge Property Services',
          agentAddr: '20 3rd Street SW, 5th Floor, Rochester, MN 55902',
          agentAddrWritten: '5th Floor, 20 3rd Street SW, Rochester, MN 55902',
          hours: 'Mon\u2013Fri 9 a.m.\u20135 p.m., Sat 10 a.m.\u20131 p.m.',
          residents: [
            {
              p: person('Gudrun', 'Eskildsen'),
              phone: '(507) 555-0135',
              email: 'gudrun.eskildsen@example.com',
            },
            {
              p: person('Kofi', 'Amankwah-Reid'),
              phone: '(507) 555-0162',
              email: 'kofi.ar@example.org',
            },
          ],
          premises: '1850 Zumbro Drive NE, Apt 307, Rochester, MN 55906',
          origDate: '2026-07-22',
          origStart: '2026-09-01',
          origEnd: '2027-08-31',
          oldRent: 1395,
          newStart: '2027-09-01',
          newEnd: '2028-08-31',
          newRent: 1460,
          deposit: 1395,
          garage: 65,
          signed: '2027-06-28',
          notes: [
            'Twelve-month renewal; garage stall $65 is not rent. The deposit stays at the old rent amount.',
          ],
        }),
    },
    {
      name: 'tw6_mn_renewal_addendum_st_cloud_scan',
      build: () =>
        build({
          owner: 'Granite City Flats, LLC',
          agent: 'North Star Residential Management, Inc.',
          agentAddr: '400 W St. Germain Street, Suite 210, St. Cloud, MN 56301',
          agentAddrWritten: 'Suite 210, 400 W St. Germain Street, St. Cloud, MN 56301',
          hours: 'weekdays 8:00 a.m. to 4:30 p.m.',
          residents: [
            {
              p: person('Ambrose', 'Tillotson-Kaur'),
              phone: '(320) 555-0118',
              email: 'a.tillotsonkaur@example.net',
            },
          ],
          premises: '925 5th Avenue S, Unit 12, St. Cloud, MN 56301',
          origDate: '2026-04-30',
          origStart: '2026-06-01',
          origEnd: '2027-05-31',
          oldRent: 1010,
          newStart: '2027-06-01',
          newEnd: null,
          newRent: 1065,
          deposit: 950,
          garage: null,
          signed: '2027-03-29',
          notes: [
            'Conversion to month to month after the fixed term: leaseType month-to-month, endDate and terminationDateText null. One resident, no garage.',
          ],
        }),
      scan: {
        dpi: 150,
        rotate: -1.1,
        contrast: 0.55,
        noise: 8,
        lighting: 0.12,
        quality: 50,
        seed: 6606,
      },
    },
  ],
}
