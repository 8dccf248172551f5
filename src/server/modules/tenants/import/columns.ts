/**
 * Which column of a landlord's spreadsheet feeds which field: the names (firstName,
 * propertyAddress, …), the template's ('First Name', 'Lease Start', …) and the headers other
 * tools export (Buildium, MiPropertyPortal, Vantaca: FirstName, first_name, 'Tenant Name',
 * 'Move In', 'Monthly Rent', …). Headers compare without case, spaces or punctuation.
 */
export type ImportField =
  | 'firstName'
  | 'lastName'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'unit'
  | 'propertyName'
  | 'propertyAddress'
  | 'city'
  | 'state'
  | 'zipCode'
  | 'leaseStart'
  | 'leaseEnd'
  | 'rent'
  | 'securityDeposit'
  | 'openingBalance'
  | 'leaseStatus'

const ALIASES: Record<ImportField, string[]> = {
  firstName: ['firstname', 'first', 'fname', 'givenname', 'forename', 'tenantfirstname'],
  lastName: ['lastname', 'last', 'lname', 'surname', 'familyname', 'tenantlastname'],
  fullName: [
    'tenantname',
    'name',
    'fullname',
    'tenant',
    'tenantfullname',
    'primarytenant',
    'resident',
    'residentname',
  ],
  email: ['email', 'emailaddress', 'tenantemail', 'mail', 'primaryemail', 'emailid'],
  phone: [
    'phone',
    'phonenumber',
    'tenantphone',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cell',
    'cellphone',
    'telephone',
    'tel',
    'phone1',
    'primaryphone',
    'contactnumber',
  ],
  unit: [
    'unit',
    'unitnumber',
    'unitno',
    'unitnum',
    'unitname',
    'apt',
    'aptnumber',
    'apartment',
    'apartmentnumber',
    'suite',
  ],
  propertyName: ['property', 'propertyname', 'building', 'buildingname', 'complex', 'community'],
  propertyAddress: [
    'propertyaddress',
    'address',
    'address1',
    'addressline1',
    'streetaddress',
    'street',
    'premises',
    'premisesaddress',
  ],
  city: ['city', 'propertycity', 'town'],
  state: ['state', 'propertystate', 'province', 'region'],
  zipCode: ['zip', 'zipcode', 'postalcode', 'postcode', 'propertyzip', 'propertyzipcode'],
  leaseStart: [
    'leasestart',
    'leasestartdate',
    'startdate',
    'start',
    'movein',
    'moveindate',
    'commencementdate',
    'leasefrom',
    'leasebegin',
    'leasecommencement',
  ],
  leaseEnd: [
    'leaseend',
    'leaseenddate',
    'enddate',
    'end',
    'moveout',
    'moveoutdate',
    'terminationdate',
    'leaseto',
    'leaseexpiration',
    'leaseexpirationdate',
    'expirationdate',
  ],
  rent: [
    'rent',
    'monthlyrent',
    'rentamount',
    'baserent',
    'monthlyrentamount',
    'leasemonthlyrent',
    'leaserent',
    'amount',
  ],
  securityDeposit: [
    'securitydeposit',
    'deposit',
    'depositamount',
    'securitydepositamount',
    'leasesecuritydeposit',
  ],
  openingBalance: [
    'balance',
    'openingbalance',
    'currentbalance',
    'balancedue',
    'amountowed',
    'outstandingbalance',
  ],
  leaseStatus: ['leasestatus', 'status'],
}

const FIELD_BY_ALIAS = new Map(
  (Object.entries(ALIASES) as [ImportField, string[]][]).flatMap(([field, aliases]) =>
    aliases.map((alias) => [alias, field] as const),
  ),
)

/** 'First Name*', 'first_name' and 'FirstName' all read 'firstname'; hints in brackets are dropped. */
export const headerKey = (header: string) =>
  header
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .replace(/[^a-z0-9]/g, '')

export const fieldOfHeader = (header: string): ImportField | undefined =>
  FIELD_BY_ALIAS.get(headerKey(header))

/** Readable names for messages when the file's own header is not at hand. */
export const FIELD_LABELS: Record<ImportField, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  fullName: 'Tenant Name',
  email: 'Email',
  phone: 'Phone',
  unit: 'Unit',
  propertyName: 'Property',
  propertyAddress: 'Property Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  leaseStart: 'Lease Start',
  leaseEnd: 'Lease End',
  rent: 'Rent',
  securityDeposit: 'Security Deposit',
  openingBalance: 'Opening Balance',
  leaseStatus: 'Lease Status',
}

export type ColumnMap = {
  /** Field → column index and the header as the file wrote it. */
  columns: Partial<Record<ImportField, { index: number; header: string }>>
  ignored: string[]
}

/** The first column for each field wins; a second 'Email' column is reported as ignored. */
export const mapColumns = (header: string[]): ColumnMap => {
  const columns: ColumnMap['columns'] = {}
  const ignored: string[] = []
  header.forEach((text, index) => {
    if (!text) return
    const field = fieldOfHeader(text)
    if (field && !columns[field]) columns[field] = { index, header: text }
    else ignored.push(text)
  })
  return { columns, ignored }
}

/** What the file lacks to name a tenant, as a sentence, or undefined when it has it all. */
export const missingColumns = ({ columns }: ColumnMap): string | undefined => {
  const missing: string[] = []
  if (!columns.fullName && !(columns.firstName && columns.lastName)) {
    if (!columns.firstName) missing.push('First Name')
    if (!columns.lastName) missing.push('Last Name')
  }
  if (!columns.email) missing.push('Email')
  if (!missing.length) return undefined
  const list =
    missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`
  return `The spreadsheet has no ${list} column. Name the columns in the first row as in the template (First Name, Last Name, Email, Phone, Unit, Property, Lease Start, Lease End, Rent, Security Deposit).`
}
