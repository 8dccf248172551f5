import type { PdfWriter } from '../../fixtures/leases/pdf-writer'
import type { LeaseData } from './lease-data'
import {
  addressLine,
  cityLine,
  dateEuropean,
  dateLong,
  dateOrdinal,
  dateUs,
  dayWords,
  lastFirst,
  money,
  moneyWords,
  nameList,
  ordinal,
  payee,
  phoneDashes,
  phoneDots,
  streetLine,
} from './wording'

/** What a template wrote, field by field, as the truth file will list it; fields never set stay null. */
export class Truth {
  readonly values: Record<string, unknown> = {}
  set(field: string, value: unknown): void {
    this.values[field] = value
  }
}

export type Template = {
  name: string
  /** What the layout imitates, for the truth file's notes. */
  about: string
  serif?: boolean
  write: (w: PdfWriter, d: LeaseData, t: Truth) => void
}

const M = 72

const people = (d: LeaseData, t: Truth) => t.set('tenants', d.tenants)

/** Only for templates that print the occupants. */
const occupants = (d: LeaseData, t: Truth) => {
  if (d.occupants.length > 0) t.set('additionalOccupants', d.occupants)
}

const term = (d: LeaseData, t: Truth, endText: (iso: string) => string) => {
  t.set('startDate', d.start)
  t.set('leaseType', d.end ? 'fixed-term' : 'month-to-month')
  if (d.end) {
    t.set('endDate', d.end)
    t.set('terminationDateText', endText(d.end))
  }
}

const landlordParties = (d: LeaseData, t: Truth) => {
  t.set('housingProvider', d.landlord)
  if (d.manager) t.set('managementCompany', d.manager)
}

export const TEMPLATES: Template[] = [
  {
    name: 'california_association',
    about:
      'California association-style lease: parties sentence, numbered paragraphs, contacts under the signatures',
    serif: true,
    write: (w, d, t) => {
      w.title('RESIDENTIAL LEASE OR MONTH-TO-MONTH RENTAL AGREEMENT')
      w.paragraph(
        `Date: ${dateLong(d.start)}. ${d.landlord} ("Landlord") and ${nameList(d.tenants)} ("Tenant") agree as follows:`,
      )
      people(d, t)
      t.set('housingProvider', d.landlord)
      w.paragraph(
        `1. PROPERTY: Landlord rents to Tenant and Tenant rents from Landlord, the real property and improvements described as: ${addressLine(d.premises)} ("Premises").`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `2. TERM: The term begins on (date) ${dateLong(d.start)} ("Commencement Date"). [x] Lease: and shall terminate on (date) ${dateLong(d.end)}. Tenant shall vacate the Premises upon termination of the Agreement.`
          : `2. TERM: The term begins on (date) ${dateLong(d.start)} ("Commencement Date"). [x] Month-to-Month: and continues as a month-to-month tenancy. Tenant may terminate the tenancy by giving written notice at least 30 days prior to the intended termination date.`,
      )
      term(d, t, dateLong)
      w.paragraph(
        `3. RENT: Tenant agrees to pay ${money(d.rent)} per month for the term of the Agreement. Rent is payable in advance on the ${ordinal(d.dueDay)} day of each calendar month.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set(
        'rentDueDescription',
        `in advance on the ${ordinal(d.dueDay)} day of each calendar month`,
      )
      w.paragraph(
        `4. SECURITY DEPOSIT: Tenant agrees to pay ${money(d.deposit)} as a security deposit. No later than ${d.depositDays} days after Tenant vacates the Premises, Landlord shall furnish Tenant an itemized statement and return any remaining portion of the security deposit to Tenant.`,
      )
      t.set('securityDeposit', d.deposit)
      t.set('depositReturnDays', d.depositDays)
      t.set(
        'depositReturnCondition',
        `No later than ${d.depositDays} days after Tenant vacates the Premises, Landlord shall furnish Tenant an itemized statement and return any remaining portion of the security deposit to Tenant`,
      )
      w.paragraph(
        `5. LATE CHARGE: If any installment of Rent is not received by Landlord within ${d.graceDays} calendar days after the date due, Tenant shall pay to Landlord a late charge of ${d.latePercent}% of the monthly Rent. Tenant shall pay ${money(d.nsfFirst)} as a returned check fee for each check returned for non-sufficient funds.`,
      )
      t.set('gracePeriodDays', d.graceDays)
      t.set('lateFeePercentage', d.latePercent)
      t.set('nsfFeeFirst', d.nsfFirst)
      t.set(
        'nsfPolicy',
        `Tenant shall pay ${money(d.nsfFirst)} as a returned check fee for each check returned for non-sufficient funds.`,
      )
      w.paragraph(
        `6. NOTICE: Notices may be served at the following address, or at any other location subsequently designated: Landlord: ${addressLine(d.office)}.`,
      )
      t.set('mailingAddress', addressLine(d.office))
      w.heading('SIGNATURES', 11)
      w.row([
        ['Landlord ______________________________', M],
        ['Date ____________', 380],
      ])
      d.tenants.forEach((p, i) => {
        w.row([
          [`Tenant ${p.full}`, M],
          ['Date ____________', 380],
        ])
        if (i === 0) {
          w.row([
            [`Telephone ${d.phone}`, M],
            [`E-mail ${d.email}`, 300],
          ])
        }
      })
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'texas_association',
    about:
      'Texas association-style residential lease: labelled party block, term paragraph, notice addresses',
    write: (w, d, t) => {
      w.title('RESIDENTIAL LEASE')
      w.heading('1. PARTIES', 11)
      w.paragraph(
        `The parties to this lease are the owner of the Property, ${d.landlord} (Landlord), and ${nameList(d.tenants)} (Tenant).`,
      )
      people(d, t)
      landlordParties(d, t)
      w.heading('2. PROPERTY', 11)
      w.paragraph(
        `Landlord leases to Tenant the following real property: Address: ${addressLine(d.premises)}.`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      w.heading('3. TERM', 11)
      w.paragraph(
        d.end
          ? `A. Primary Term: The primary term of this lease begins and ends as follows: Commencement Date: ${dateLong(d.start)} Expiration Date: ${dateLong(d.end)}.`
          : `A. This lease begins on the Commencement Date of ${dateLong(d.start)} and continues on a month-to-month basis until either party gives written notice of termination.`,
      )
      term(d, t, dateLong)
      w.heading('4. RENT', 11)
      w.paragraph(
        `Monthly Rent: Tenant will pay Landlord monthly rent in the amount of ${money(d.rent)} for each full month during this lease. The first full month's rent is due on or before ${dateLong(d.start)}. Thereafter, Tenant will pay the monthly rent so that Landlord receives it on or before the first day of each month during this lease.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', 1)
      t.set('rentDueDescription', 'on or before the first day of each month')
      w.paragraph(
        `Place of Payment: Tenant will remit all amounts due to Landlord under this lease to ${payee(d)} at ${addressLine(d.office)}.`,
      )
      t.set('paymentRecipient', payee(d))
      t.set('paymentAddress', addressLine(d.office))
      w.paragraph(
        `Late Charges: If Landlord does not actually receive a rent payment in the full amount at the designated place of payment within ${d.graceDays} days after the date on which it is originally due, Tenant will pay Landlord an initial late charge equal to ${d.latePercent} percent of one month's rent.`,
      )
      t.set('gracePeriodDays', d.graceDays)
      t.set('lateFeePercentage', d.latePercent)
      w.heading('5. SECURITY DEPOSIT', 11)
      w.paragraph(
        `On or before execution of this lease, Tenant will pay a security deposit to Landlord in the amount of ${money(d.deposit)}.`,
      )
      t.set('securityDeposit', d.deposit)
      w.heading('6. NOTICES', 11)
      w.paragraph(
        'All notices under this lease must be in writing and are effective when delivered to the following addresses:',
      )
      w.row([
        ['Landlord:', M],
        [d.manager ? `${d.landlord} c/o ${d.manager}` : d.landlord, 160],
      ])
      w.row([
        ['Address:', M],
        [addressLine(d.office), 160],
      ])
      t.set('mailingAddress', addressLine(d.office))
      w.row([
        ['Tenant:', M],
        [d.tenants[0]!.full, 160],
      ])
      w.row([
        ['Phone:', M],
        [phoneDashes(d.phone), 160],
        ['E-mail:', 330],
        [d.email, 380],
      ])
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'florida_prose',
    about:
      'Florida-style prose lease: "THIS LEASE is made", amounts in words, deposit-return clause with days in words',
    serif: true,
    write: (w, d, t) => {
      w.title('RESIDENTIAL LEASE FOR SINGLE FAMILY HOME OR DUPLEX')
      w.paragraph(
        `THIS LEASE is made on ${dateOrdinal(d.start)}, between ${d.landlord}, hereinafter called the "Landlord", and ${nameList(d.tenants)}, hereinafter called the "Tenant".`,
      )
      people(d, t)
      t.set('housingProvider', d.landlord)
      w.paragraph(
        `PROPERTY RENTED. Landlord leases to Tenant the dwelling located at ${streetLine(d.premises)}, ${cityLine(d.premises)}, together with the appliances in it.`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `TERM. The term of this Lease shall begin on ${dateOrdinal(d.start)} and end on ${dateOrdinal(d.end)}.`
          : `TERM. The tenancy shall begin on ${dateOrdinal(d.start)} and shall continue from month to month.`,
      )
      term(d, t, dateOrdinal)
      w.paragraph(
        `RENT. Tenant shall pay rent of ${moneyWords(d.rent)} per month, in advance, on the ${ordinal(d.dueDay)} day of each month.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `in advance, on the ${ordinal(d.dueDay)} day of each month`)
      w.paragraph(
        `SECURITY DEPOSIT. On signing this Lease, Tenant shall pay ${moneyWords(d.deposit)} as a security deposit. The Landlord shall return the deposit within ${dayWords(d.depositDays)} days after Tenant vacates the property, or give written notice of a claim against it.`,
      )
      t.set('securityDeposit', d.deposit)
      t.set('depositReturnDays', d.depositDays)
      t.set(
        'depositReturnCondition',
        `return the deposit within ${dayWords(d.depositDays)} days after Tenant vacates the property, or give written notice of a claim against it`,
      )
      w.paragraph(
        `GUESTS. No guest may stay at the property for more than ${dayWords(d.guestDays)} days without the Landlord's written consent.`,
      )
      t.set('maxGuestStayDays', d.guestDays)
      w.paragraph(
        `NOTICES. Notices to the Landlord shall be given at ${addressLine(d.office)}. The Tenant may be reached at ${phoneDots(d.phone)} or ${d.email}.`,
      )
      t.set('mailingAddress', addressLine(d.office))
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'new_york_apartment',
    about:
      'New York apartment lease: Owner / Tenant / Apartment boxes, "LAST, First" names, rent in a term row',
    write: (w, d, t) => {
      w.title('STANDARD FORM OF APARTMENT LEASE')
      w.row(
        [
          ['Date of Lease', M],
          ['Term', 200],
          ['Beginning', 300],
          ['Ending', 420],
        ],
        9,
      )
      w.row(
        [
          [dateUs(d.start), M],
          [d.end ? 'Fixed' : 'Monthly', 200],
          [dateUs(d.start), 300],
          [d.end ? dateUs(d.end) : 'month to month', 420],
        ],
        10,
      )
      term(d, t, dateUs)
      w.gap(8)
      w.row([
        ['Owner:', M],
        [d.landlord, 170],
      ])
      t.set('housingProvider', d.landlord)
      w.row([
        ['Owner’s Address:', M],
        [addressLine(d.office), 170],
      ])
      t.set('mailingAddress', addressLine(d.office))
      d.tenants.forEach((p, i) =>
        w.row([
          [i === 0 ? 'Tenant(s):' : '', M],
          [lastFirst(p), 170],
        ]),
      )
      people(d, t)
      w.row([
        ['Apartment:', M],
        [addressLine(d.premises), 170],
      ])
      t.set('premisesAddress', addressLine(d.premises))
      w.row([
        ['Monthly Rent:', M],
        [money(d.rent), 170],
        ['Security:', 330],
        [money(d.deposit), 400],
      ])
      t.set('monthlyRent', d.rent)
      t.set('securityDeposit', d.deposit)
      w.gap(8)
      w.paragraph(
        `1. Rent. Tenant shall pay the monthly rent to Owner in advance on the first day of each month at Owner's office, or at another place Owner names.`,
      )
      t.set('paymentRecipient', d.landlord)
      t.set('rentDueDay', 1)
      t.set('rentDueDescription', 'in advance on the first day of each month')
      w.paragraph(
        `2. Security. Tenant has given security to Owner in the sum stated above. Owner will return the security within ${d.depositDays} days after the end of this Lease if Tenant fully performs this Lease.`,
      )
      t.set('depositReturnDays', d.depositDays)
      t.set(
        'depositReturnCondition',
        `return the security within ${d.depositDays} days after the end of this Lease if Tenant fully performs this Lease`,
      )
      w.paragraph(`3. Tenant's telephone: ${d.phone}. Tenant's email: ${d.email}.`)
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'illinois_term_table',
    about:
      'Chicago-style lease with a ruled summary table (Lessor, Lessee, Premises, term, rent) and rider clauses',
    write: (w, d, t) => {
      w.title('APARTMENT LEASE - UNFURNISHED')
      w.tableRow([
        ['LESSOR', M + 4],
        [d.landlord, 220],
      ])
      t.set('housingProvider', d.landlord)
      w.tableRow([
        ['LESSEE(S)', M + 4],
        [d.tenants.map((p) => p.full).join(', '), 220],
      ])
      people(d, t)
      w.tableRow([
        ['PREMISES', M + 4],
        [streetLine(d.premises), 220],
      ])
      w.tableRow([
        ['CITY / STATE / ZIP', M + 4],
        [cityLine(d.premises), 220],
      ])
      t.set('premisesAddress', addressLine(d.premises))
      w.tableRow([
        ['LEASE START DATE', M + 4],
        [dateUs(d.start), 220],
      ])
      if (d.end)
        w.tableRow([
          ['LEASE END DATE', M + 4],
          [dateUs(d.end), 220],
        ])
      else
        w.tableRow([
          ['LEASE TYPE', M + 4],
          ['Month-to-Month', 220],
        ])
      term(d, t, dateUs)
      w.tableRow([
        ['MONTHLY RENT', M + 4],
        [money(d.rent), 220],
      ])
      w.tableRow([
        ['SECURITY DEPOSIT', M + 4],
        [money(d.deposit), 220],
      ])
      t.set('monthlyRent', d.rent)
      t.set('securityDeposit', d.deposit)
      if (d.manager) {
        w.tableRow([
          ['MANAGING AGENT', M + 4],
          [d.manager, 220],
        ])
        t.set('managementCompany', d.manager)
      }
      w.tableRow([
        ['AGENT / LESSOR ADDRESS', M + 4],
        [addressLine(d.office), 220],
      ])
      t.set('mailingAddress', addressLine(d.office))
      w.gap(10)
      w.paragraph(
        `Rent is due on the ${ordinal(d.dueDay)} of each month. A late fee of ${d.latePercent}% of the rent will be charged for rent received more than ${d.graceDays} days late.`,
      )
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `${ordinal(d.dueDay)} of each month`)
      t.set('lateFeePercentage', d.latePercent)
      t.set('gracePeriodDays', d.graceDays)
      w.paragraph(`Accepted forms of payment: ${d.methods.join(', ')}.`)
      t.set('acceptedPaymentMethods', d.methods)
      w.paragraph(`Lessee contact: ${d.phone} / ${d.email}`)
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'washington_month_to_month',
    about: 'Washington month-to-month rental agreement with owner and agent blocks under headings',
    write: (w, d, t) => {
      w.title('MONTH-TO-MONTH RENTAL AGREEMENT')
      w.heading('OWNER')
      w.row([
        ['Name', M],
        [d.landlord, 170],
      ])
      t.set('housingProvider', d.landlord)
      if (d.manager) {
        w.heading('AGENT FOR OWNER')
        w.row([
          ['Name', M],
          [d.manager, 170],
        ])
        t.set('managementCompany', d.manager)
      }
      w.row([
        ['Address', M],
        [streetLine(d.office), 170],
      ])
      w.row([
        ['', M],
        [cityLine(d.office), 170],
      ])
      t.set('mailingAddress', addressLine(d.office))
      w.heading('RESIDENT(S)')
      d.tenants.forEach((p) =>
        w.row([
          ['Name', M],
          [p.full, 170],
        ]),
      )
      people(d, t)
      w.row([
        ['Phone', M],
        [phoneDashes(d.phone), 170],
      ])
      w.row([
        ['Email', M],
        [d.email, 170],
      ])
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
      w.heading('DWELLING UNIT')
      w.paragraph(`The dwelling unit is located at ${addressLine(d.premises)}.`)
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        `The tenancy commences on ${dateLong(d.start)} and continues from month to month until terminated by either party with at least twenty (20) days' written notice before the end of a rental period.`,
      )
      t.set('startDate', d.start)
      t.set('leaseType', 'month-to-month')
      w.paragraph(
        `Resident shall pay ${money(d.rent)} per month, due on the ${ordinal(d.dueDay)} day of each month. The security deposit is ${money(d.deposit)}. Within ${d.depositDays} days after termination, Owner shall give Resident a full and specific statement of the basis for retaining any of the deposit together with the balance of the deposit.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `due on the ${ordinal(d.dueDay)} day of each month`)
      t.set('securityDeposit', d.deposit)
      t.set('depositReturnDays', d.depositDays)
      t.set(
        'depositReturnCondition',
        `Within ${d.depositDays} days after termination, Owner shall give Resident a full and specific statement of the basis for retaining any of the deposit together with the balance of the deposit`,
      )
      w.paragraph(
        `Returned checks: ${money(d.nsfFirst)} for the first returned check and ${money(d.nsfAdditional)} for each additional returned check.`,
      )
      t.set('nsfFeeFirst', d.nsfFirst)
      t.set('nsfFeeAdditional', d.nsfAdditional)
      t.set(
        'nsfPolicy',
        `Returned checks: ${money(d.nsfFirst)} for the first returned check and ${money(d.nsfAdditional)} for each additional returned check.`,
      )
    },
  },
  {
    name: 'georgia_two_column',
    about: 'Georgia-style lease: a summary box at the top, then clauses in two newspaper columns',
    write: (w, d, t) => {
      w.title('LEASE FOR RESIDENTIAL PROPERTY')
      w.row([
        ['Landlord:', M],
        [d.landlord, 150],
        ['Tenant:', 330],
        [d.tenants[0]!.full, 380],
      ])
      t.set('housingProvider', d.landlord)
      t.set('tenants', [d.tenants[0]!])
      w.row([
        ['Property:', M],
        [addressLine(d.premises), 150],
      ])
      t.set('premisesAddress', addressLine(d.premises))
      w.row([
        ['Rent:', M],
        [`${money(d.rent)} per month`, 150],
        ['Deposit:', 330],
        [money(d.deposit), 380],
      ])
      t.set('monthlyRent', d.rent)
      t.set('securityDeposit', d.deposit)
      w.gap(10)
      w.columns([
        d.end
          ? `1. Term. The term of this Lease shall commence on ${dateUs(d.start)} and shall end at 11:59 p.m. on ${dateUs(d.end)}.`
          : `1. Term. This Lease commences on ${dateUs(d.start)} and renews automatically from month to month.`,
        `2. Rent. Rent shall be payable in advance on or before the ${ordinal(d.dueDay)} day of each month. Rent not received within ${d.graceDays} days of the due date is late, and Tenant shall pay a late charge of ${d.latePercent}% of the monthly rent.`,
        `3. Payment. Rent shall be paid by ${d.methods.join(' or ')}, payable to ${payee(d)}.`,
        `4. Security Deposit. The security deposit shall be returned within ${d.depositDays} days after the termination of this Lease, less any lawful deductions.`,
        `5. Guests. Tenant shall not permit any guest to stay in the Premises for more than ${d.guestDays} days in any calendar year.`,
        `6. Notices. Notices to Landlord shall be sent to ${addressLine(d.office)}. Notices to Tenant shall be sent to the Premises; Tenant may also be reached by telephone at ${d.phone}.`,
        '7. Use. The Premises shall be used only as a private residence. Tenant shall comply with all rules of any owners association.',
        '8. Repairs. Tenant shall promptly report any needed repairs in writing. Landlord shall make repairs within a reasonable time.',
      ])
      term(d, t, dateUs)
      t.set('rentDueDay', d.dueDay)
      t.set(
        'rentDueDescription',
        `in advance on or before the ${ordinal(d.dueDay)} day of each month`,
      )
      t.set('gracePeriodDays', d.graceDays)
      t.set('lateFeePercentage', d.latePercent)
      t.set('acceptedPaymentMethods', d.methods)
      t.set('paymentRecipient', payee(d))
      t.set('depositReturnDays', d.depositDays)
      t.set(
        'depositReturnCondition',
        `returned within ${d.depositDays} days after the termination of this Lease, less any lawful deductions`,
      )
      t.set('maxGuestStayDays', d.guestDays)
      t.set('mailingAddress', addressLine(d.office))
      t.set('tenantPhone', d.phone)
    },
  },
  {
    name: 'ontario_boxes',
    about:
      'Ontario-style standard form: name boxes (Last name / First name), unit and address boxes, notices address',
    write: (w, d, t) => {
      w.title('Residential Tenancy Agreement (Standard Form of Lease)')
      w.heading('1. Parties to the Agreement')
      w.row([["Landlord's Legal Name", M]], 9)
      w.row([[d.landlord, M]])
      t.set('housingProvider', d.landlord)
      w.row([['and Tenant(s)', M]], 9)
      w.row(
        [
          ['Last Name', M],
          ['First Name', 260],
        ],
        9,
      )
      d.tenants.forEach((p) =>
        w.row([
          [p.last, M],
          [p.first, 260],
        ]),
      )
      people(d, t)
      w.heading('2. Rental Unit')
      w.row(
        [
          ['Unit (e.g., unit 1 or basement unit)', M],
          ['Street Number', 260],
          ['Street Name', 360],
        ],
        8,
      )
      const [number, ...rest] = d.premises.street.split(' ')
      w.row([
        [d.premises.unit ?? '', M],
        [number!, 260],
        [rest.join(' '), 360],
      ])
      w.row(
        [
          ['City/Town', M],
          ['Province / State', 260],
          ['Postal Code', 360],
        ],
        8,
      )
      w.row([
        [d.premises.city, M],
        [d.premises.state, 260],
        [d.premises.zip, 360],
      ])
      t.set('premisesAddress', addressLine(d.premises))
      w.heading('3. Contact Information')
      w.paragraph('Address for Giving Notices or Documents to the Landlord')
      w.row([[addressLine(d.office), M]])
      t.set('mailingAddress', addressLine(d.office))
      w.paragraph(`The tenant's telephone number is ${d.phone} and email address is ${d.email}.`)
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
      w.heading('4. Term of Tenancy Agreement')
      w.paragraph(`This tenancy starts on: ${d.start} (yyyy/mm/dd)`)
      w.paragraph(
        d.end
          ? `This tenancy agreement is for: [x] a fixed length of time ending on: ${d.end}`
          : '[x] a monthly tenancy',
      )
      term(d, t, (iso) => iso)
      w.heading('5. Rent')
      w.paragraph(
        `Rent is to be paid on the ${ordinal(d.dueDay)} (e.g., first, second, last) day of each month.`,
      )
      t.set('rentDueDay', d.dueDay)
      t.set(
        'rentDueDescription',
        `on the ${ordinal(d.dueDay)} (e.g., first, second, last) day of each month`,
      )
      w.row([
        ['Base rent for the rental unit', M],
        [money(d.rent), 330],
      ])
      t.set('monthlyRent', d.rent)
      w.row([
        ['Rent is payable to:', M],
        [payee(d), 330],
      ])
      t.set('paymentRecipient', payee(d))
      w.paragraph(
        `The tenant will pay the landlord a fee of ${money(d.nsfFirst)} for each cheque returned for non-sufficient funds.`,
      )
      t.set('nsfFeeFirst', d.nsfFirst)
      t.set(
        'nsfPolicy',
        `The tenant will pay the landlord a fee of ${money(d.nsfFirst)} for each cheque returned for non-sufficient funds.`,
      )
      w.heading('6. Rent Deposit')
      w.paragraph(`The tenant will pay a rent deposit of ${money(d.deposit)}.`)
      t.set('securityDeposit', d.deposit)
    },
  },
  {
    name: 'manager_house_lease',
    about:
      'Property manager house lease: "Resident(s)", "Community", managed-by clause, move-in costs table',
    write: (w, d, t) => {
      const manager = d.manager ?? 'Harborline Realty Group'
      w.title('RESIDENT LEASE AGREEMENT')
      w.paragraph(
        `This agreement is between ${d.landlord} ("Owner"), by its managing agent ${manager} ("Management"), and the Resident(s) named below.`,
      )
      t.set('housingProvider', d.landlord)
      t.set('managementCompany', manager)
      w.heading('Resident(s)')
      d.tenants.forEach((p) => w.row([[p.full, M + 10]]))
      people(d, t)
      if (d.occupants.length > 0) {
        w.paragraph(`Other occupants: ${nameList(d.occupants)} (minor)`)
      }
      occupants(d, t)
      w.row([
        ['Community / Unit:', M],
        [addressLine(d.premises), 190],
      ])
      t.set('premisesAddress', addressLine(d.premises))
      w.row([
        ['Lease Begins:', M],
        [dateLong(d.start), 190],
      ])
      w.row([
        ['Lease Ends:', M],
        [d.end ? dateLong(d.end) : 'Month-to-Month', 190],
      ])
      term(d, t, dateLong)
      w.heading('Move-In Costs')
      const prorate = Math.round(d.rent / 2)
      w.tableRow([
        ['Prorated rent', M + 4],
        [money(prorate), 300],
      ])
      w.tableRow([
        ['Security deposit', M + 4],
        [money(d.deposit), 300],
      ])
      w.tableRow([
        ['Total due at move-in', M + 4],
        [money(prorate + d.deposit), 300],
      ])
      t.set('proratedRent', prorate)
      t.set('securityDeposit', d.deposit)
      t.set('totalMoveInCost', prorate + d.deposit)
      w.gap(6)
      w.paragraph(
        `Monthly rent of ${money(d.rent)} is due on or before the ${ordinal(d.dueDay)} day of every month and is payable to ${manager} through the resident portal or at ${addressLine(d.office)}.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `on or before the ${ordinal(d.dueDay)} day of every month`)
      t.set('paymentRecipient', manager)
      t.set('paymentAddress', addressLine(d.office))
      t.set('mailingAddress', addressLine(d.office))
      t.set('acceptedPaymentMethods', ['Online Portal'])
      w.paragraph(
        `Late fee: ${d.latePercent}% of monthly rent, charged when rent is more than ${d.graceDays} days late.`,
      )
      t.set('lateFeePercentage', d.latePercent)
      t.set('gracePeriodDays', d.graceDays)
      w.heading('Resident Contact')
      w.row([
        ['Primary phone', M],
        [d.phone, 190],
      ])
      w.row([
        ['Primary email', M],
        [d.email, 190],
      ])
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'one_page_agreement',
    about: 'One-page rental agreement: a single dense paragraph per topic, European dates',
    serif: true,
    write: (w, d, t) => {
      w.title('ONE-PAGE RENTAL AGREEMENT')
      w.paragraph(
        `${nameList(d.tenants)} (the Tenant) rents from ${d.landlord} (the Landlord) the home at ${addressLine(d.premises)} from ${dateEuropean(d.start)}${d.end ? ` until ${dateEuropean(d.end)}` : ' on a month-to-month basis'}.`,
      )
      people(d, t)
      t.set('housingProvider', d.landlord)
      t.set('premisesAddress', addressLine(d.premises))
      term(d, t, dateEuropean)
      w.paragraph(
        `The rent is ${money(d.rent)} a month, due on the ${ordinal(d.dueDay)}. The Tenant has paid a deposit of ${money(d.deposit)}, to be returned within ${d.depositDays} days of the end of the tenancy.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `due on the ${ordinal(d.dueDay)}`)
      t.set('securityDeposit', d.deposit)
      t.set('depositReturnDays', d.depositDays)
      t.set(
        'depositReturnCondition',
        `returned within ${d.depositDays} days of the end of the tenancy`,
      )
      w.paragraph(`Signed: ______________ (Tenant)   ______________ (Landlord)`)
    },
  },
  {
    name: 'notice_clause_contacts',
    about:
      'Lease whose tenant phone and email sit only in the notices clause, landlord address a P.O. box',
    write: (w, d, t) => {
      w.title('LEASE AGREEMENT')
      w.paragraph(
        `This Lease Agreement is entered into on ${dateLong(d.start)} by and between ${d.landlord} (the "Lessor") and ${nameList(d.tenants)} (jointly and severally, the "Lessee").`,
      )
      t.set('housingProvider', d.landlord)
      people(d, t)
      w.paragraph(
        `Premises. Lessor hereby leases to Lessee the residence commonly known as ${addressLine(d.premises)} (the "Premises").`,
      )
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `Term. The lease term commences on ${dateLong(d.start)} and expires on ${dateLong(d.end)}.`
          : `Term. The lease term commences on ${dateLong(d.start)} and continues month-to-month.`,
      )
      term(d, t, dateLong)
      w.paragraph(
        `Rent. Lessee shall pay monthly installments of ${money(d.rent)} on the ${ordinal(d.dueDay)} day of each month. The security deposit is ${money(d.deposit)}.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `on the ${ordinal(d.dueDay)} day of each month`)
      t.set('securityDeposit', d.deposit)
      w.paragraph(
        `Notices. Any notice to Lessor shall be mailed to ${addressLine({ ...d.office, street: `P.O. Box ${d.office.zip.slice(0, 4)}`, unit: null })}. Any notice to Lessee may be delivered to the Premises, by telephone at ${phoneDashes(d.phone)}, or by email to ${d.email}.`,
      )
      t.set(
        'mailingAddress',
        addressLine({ ...d.office, street: `P.O. Box ${d.office.zip.slice(0, 4)}`, unit: null }),
      )
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
      w.paragraph(
        `Occupancy. The Premises shall be occupied only by Lessee${d.occupants.length ? ` and ${nameList(d.occupants)}` : ''}. Guests may stay no longer than ${d.guestDays} consecutive days.`,
      )
      t.set('maxGuestStayDays', d.guestDays)
      occupants(d, t)
    },
  },
  {
    name: 'signature_page_contacts',
    about: 'Short lease whose tenant names, phones and emails appear only in the signature block',
    write: (w, d, t) => {
      w.title('RENTAL LEASE')
      w.paragraph(
        `The Landlord, ${d.landlord}, leases to the Tenant(s) signing below the premises at ${addressLine(d.premises)}.`,
      )
      t.set('housingProvider', d.landlord)
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `The lease starts ${dateUs(d.start)} and ends ${dateUs(d.end)}.`
          : `The lease starts ${dateUs(d.start)} and runs month to month.`,
      )
      term(d, t, dateUs)
      w.paragraph(
        `Rent: ${money(d.rent)} per month, due the ${ordinal(d.dueDay)} of the month. Security deposit: ${money(d.deposit)}.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `due the ${ordinal(d.dueDay)} of the month`)
      t.set('securityDeposit', d.deposit)
      w.gap(20)
      w.row([['LANDLORD', M]], 10, true)
      w.row([
        ['Signature: ______________________', M],
        ['Date: __________', 360],
      ])
      w.gap(10)
      d.tenants.forEach((p, i) => {
        w.row([[`TENANT ${i + 1}`, M]], 10, true)
        w.row([
          ['Print name:', M],
          [p.full, 150],
        ])
        if (i === 0)
          w.row([
            ['Phone:', M],
            [d.phone, 150],
            ['Email:', 330],
            [d.email, 370],
          ])
        w.row([
          ['Signature: ______________________', M],
          ['Date: __________', 360],
        ])
        w.gap(6)
      })
      people(d, t)
      t.set('tenantPhone', d.phone)
      t.set('tenantEmail', d.email)
    },
  },
  {
    name: 'dc_housing_provider_summary',
    about: 'DC-style "Housing Provider" lease: a label column with values, grace and NSF clauses',
    write: (w, d, t) => {
      w.title('RESIDENTIAL LEASE AGREEMENT - DISTRICT OF COLUMBIA')
      w.row([
        ['Housing Provider:', M],
        [d.landlord, 200],
      ])
      t.set('housingProvider', d.landlord)
      if (d.manager) {
        w.row([
          ['Property Manager:', M],
          [d.manager, 200],
        ])
        t.set('managementCompany', d.manager)
      }
      w.row([
        ['Notices to Housing Provider:', M],
        [addressLine(d.office), 220],
      ])
      t.set('mailingAddress', addressLine(d.office))
      w.row([
        ['Tenant(s):', M],
        [d.tenants.map((p) => p.full).join('; '), 200],
      ])
      people(d, t)
      w.row([
        ['Tenant Telephone:', M],
        [d.phone, 200],
      ])
      t.set('tenantPhone', d.phone)
      w.row([
        ['Rental Unit:', M],
        [addressLine(d.premises), 200],
      ])
      t.set('premisesAddress', addressLine(d.premises))
      w.row([
        ['Term:', M],
        [
          d.end
            ? `${dateLong(d.start)} through ${dateLong(d.end)}`
            : `Month-to-month from ${dateLong(d.start)}`,
          200,
        ],
      ])
      term(d, t, dateLong)
      w.row([
        ['Rent:', M],
        [`${money(d.rent)} monthly`, 200],
      ])
      w.row([
        ['Security Deposit:', M],
        [money(d.deposit), 200],
      ])
      t.set('monthlyRent', d.rent)
      t.set('securityDeposit', d.deposit)
      w.gap(8)
      w.paragraph(
        `Rent is due on the ${ordinal(d.dueDay)} day of each month. ${d.dueDay === 1 ? `Rent received after the ${ordinal(d.graceDays)} day of the month` : `Rent received more than ${d.graceDays} days after the due date`} incurs a late fee of ${d.latePercent}% of the monthly rent.`,
      )
      t.set('gracePeriodDays', d.graceDays)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `on the ${ordinal(d.dueDay)} day of each month`)
      t.set('lateFeePercentage', d.latePercent)
      w.paragraph(
        `A fee of ${money(d.nsfFirst)} will be charged for the first dishonored payment and ${money(d.nsfAdditional)} for each additional dishonored payment.`,
      )
      t.set('nsfFeeFirst', d.nsfFirst)
      t.set('nsfFeeAdditional', d.nsfAdditional)
      t.set(
        'nsfPolicy',
        `A fee of ${money(d.nsfFirst)} will be charged for the first dishonored payment and ${money(d.nsfAdditional)} for each additional dishonored payment.`,
      )
      w.paragraph(`Payments may be made by ${d.methods.join(', ')}.`)
      t.set('acceptedPaymentMethods', d.methods)
    },
  },
  {
    name: 'last_first_roster',
    about: 'Lease with a tenant roster in "LAST, First" form, an occupants list and ISO dates',
    write: (w, d, t) => {
      w.title('LEASE CONTRACT')
      w.heading('Section 1. Residents')
      w.paragraph(
        'The following persons are Residents under this Lease and are jointly responsible for it:',
      )
      d.tenants.forEach((p, i) =>
        w.row([
          [`${i + 1}.`, M],
          [lastFirst(p), M + 20],
        ]),
      )
      people(d, t)
      if (d.occupants.length > 0) {
        w.paragraph('Occupants (not Residents):')
        d.occupants.forEach((p) =>
          w.row([
            ['-', M],
            [lastFirst(p), M + 20],
          ]),
        )
      }
      occupants(d, t)
      w.heading('Section 2. Owner and Management')
      w.paragraph(
        `Owner: ${d.landlord}.${d.manager ? ` Management Company: ${d.manager}.` : ''} Office: ${addressLine(d.office)}.`,
      )
      landlordParties(d, t)
      t.set('mailingAddress', addressLine(d.office))
      w.heading('Section 3. Apartment and Term')
      w.paragraph(`Apartment address: ${addressLine(d.premises)}.`)
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `Lease term: from ${d.start} to ${d.end}.`
          : `Lease term: month-to-month beginning ${d.start}.`,
      )
      term(d, t, (iso) => iso)
      w.heading('Section 4. Rent and Charges')
      w.paragraph(
        `Monthly rent: ${money(d.rent)}, due in advance on or before the ${ordinal(d.dueDay)} day of each month. Security deposit: ${money(d.deposit)}.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set(
        'rentDueDescription',
        `in advance on or before the ${ordinal(d.dueDay)} day of each month`,
      )
      t.set('securityDeposit', d.deposit)
      w.paragraph(`Resident phone: ${phoneDots(d.phone)}`)
      t.set('tenantPhone', d.phone)
    },
  },
  {
    name: 'amounts_in_words',
    about:
      'Prose lease with every amount and day count in words and figures, ordinal dates, a guest clause',
    serif: true,
    write: (w, d, t) => {
      w.title('AGREEMENT OF LEASE')
      w.paragraph(
        `KNOW ALL PERSONS BY THESE PRESENTS that ${d.landlord}, as landlord, does hereby lease unto ${nameList(d.tenants)}, as tenant, the dwelling situated at ${addressLine(d.premises)}, upon the following terms.`,
      )
      t.set('housingProvider', d.landlord)
      people(d, t)
      t.set('premisesAddress', addressLine(d.premises))
      w.paragraph(
        d.end
          ? `The term hereof shall commence on ${dateOrdinal(d.start)} and shall terminate on ${dateOrdinal(d.end)}.`
          : `The tenancy shall commence on ${dateOrdinal(d.start)} and shall continue from month to month.`,
      )
      term(d, t, dateOrdinal)
      w.paragraph(
        `The tenant shall pay as rent the sum of ${moneyWords(d.rent)} each month, on the ${ordinal(d.dueDay)} day of the month, together with a security deposit of ${moneyWords(d.deposit)} paid upon signing.`,
      )
      t.set('monthlyRent', d.rent)
      t.set('rentDueDay', d.dueDay)
      t.set('rentDueDescription', `on the ${ordinal(d.dueDay)} day of the month`)
      t.set('securityDeposit', d.deposit)
      w.paragraph(
        `Should any rent remain unpaid for ${dayWords(d.graceDays)} days after it falls due, the tenant shall pay a late charge of ${dayWords(d.latePercent).replace(/\)$/, '%)')} percent of the rent then due.`,
      )
      t.set('gracePeriodDays', d.graceDays)
      t.set('lateFeePercentage', d.latePercent)
      w.paragraph(
        `No guest shall remain upon the premises for longer than ${dayWords(d.guestDays)} days without the landlord's consent in writing.`,
      )
      t.set('maxGuestStayDays', d.guestDays)
    },
  },
  {
    name: 'portal_payment_sheet',
    about:
      'Lease summary sheet from a portal: term table with two columns of label/value pairs, payment methods ticked',
    write: (w, d, t) => {
      const manager = d.manager ?? 'Silverleaf Management Company'
      w.title('LEASE SUMMARY')
      w.row([
        ['Resident', M],
        [d.tenants[0]!.full, 160],
        ['Start', 340],
        [dateUs(d.start), 400],
      ])
      w.row([
        ['Co-Resident', M],
        [d.tenants[1]?.full ?? 'None', 160],
        ['End', 340],
        [d.end ? dateUs(d.end) : 'Month-to-Month', 400],
      ])
      t.set('tenants', d.tenants.slice(0, 2))
      term(d, t, dateUs)
      w.row([
        ['Home', M],
        [streetLine(d.premises), 160],
      ])
      w.row([
        ['', M],
        [cityLine(d.premises), 160],
      ])
      t.set('premisesAddress', addressLine(d.premises))
      w.row([
        ['Rent', M],
        [money(d.rent), 160],
        ['Deposit', 340],
        [money(d.deposit), 400],
      ])
      t.set('monthlyRent', d.rent)
      t.set('securityDeposit', d.deposit)
      w.row([
        ['Owner', M],
        [d.landlord, 160],
      ])
      w.row([
        ['Manager', M],
        [manager, 160],
      ])
      t.set('housingProvider', d.landlord)
      t.set('managementCompany', manager)
      w.row([
        ['Resident Email', M],
        [d.email, 160],
      ])
      w.row([
        ['Resident Phone', M],
        [d.phone, 160],
      ])
      t.set('tenantEmail', d.email)
      t.set('tenantPhone', d.phone)
      w.gap(8)
      w.paragraph('How rent may be paid:')
      const all = ['Check', 'Money Order', 'Zelle', 'Online Portal', 'Cash']
      w.row(
        all.map(
          (m, i) =>
            [`${d.methods.includes(m) ? '[x]' : '[ ]'} ${m}`, M + i * 90] as [string, number],
        ),
      )
      const ticked = all.filter((m) => d.methods.includes(m))
      if (ticked.length > 0) t.set('acceptedPaymentMethods', ticked)
    },
  },
]
