import { promisify } from 'node:util'
import { inflateRaw } from 'node:zlib'
import { IMPORT_WRONG_TYPE } from '../../../../shared/schemas/tenant-import'
import { AppError } from '../../../http/errors'
import { sniffType } from '../../../storage/sniff'

/**
 * What a spreadsheet upload really is, decided by its bytes, never by its name:
 * .xlsx is a zip (PK), .xls an OLE compound file (D0 CF 11 E0), .csv text without NUL bytes.
 */
export type SpreadsheetKind = 'xlsx' | 'xls' | 'csv'

/**
 * An xlsx inflates many times over; past this the upload is treated as a zip bomb. 50,000 tenants
 * of 11 columns unpack to about 30 MB of XML; a workbook whose shared strings alone unpack to
 * 95 MB from 232 KB is not a tenant list.
 */
export const MAX_UNCOMPRESSED_BYTES = 60 * 1024 * 1024
const MAX_ZIP_ENTRIES = 2_000

export const PASSWORD_PROTECTED =
  'This workbook is password-protected. Remove the password in Excel (File › Info › Protect Workbook), save, and upload it again.'
export const DAMAGED =
  'The file could not be read as a spreadsheet; it may be damaged. Open it in Excel, save it again, and upload that copy.'
const TOO_LARGE_INSIDE =
  'The workbook is too large once unpacked (over 60 MB). Split it into smaller files, or save it as CSV.'

const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte)

/**
 * The kind of spreadsheet, after an xlsx's zip has been checked against bombs. The inflating runs
 * on libuv's thread pool, so a bomb is refused without holding the event loop.
 */
export const detectSpreadsheet = async (bytes: Buffer): Promise<SpreadsheetKind> => {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    await checkXlsxZip(bytes)
    return 'xlsx'
  }
  if (startsWith(bytes, OLE_MAGIC)) return 'xls'
  // Images and PDFs can lack NUL bytes in their first kilobytes; they are still not CSV.
  if (!bytes.includes(0) && !sniffType(bytes)) return 'csv'
  throw new AppError(415, `${IMPORT_WRONG_TYPE}.`)
}

type ZipEntry = {
  name: string
  flags: number
  method: number
  compressedSize: number
  size: number
  localOffset: number
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50
const CENTRAL_FILE_HEADER = 0x02014b50
const LOCAL_FILE_HEADER = 0x04034b50

const damaged = () => new AppError(400, DAMAGED)

const readCentralDirectory = (bytes: Buffer): ZipEntry[] => {
  // The end record sits in the last 22 bytes plus at most a 64 KB comment.
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i
      break
    }
  }
  if (end < 0) throw damaged()
  const count = bytes.readUInt16LE(end + 10)
  const offset = bytes.readUInt32LE(end + 16)
  // Zip64 markers: no genuine 10 MB workbook needs them.
  if (count === 0xffff || offset === 0xffffffff) throw new AppError(400, TOO_LARGE_INSIDE)
  if (count > MAX_ZIP_ENTRIES) throw damaged()
  const entries: ZipEntry[] = []
  let at = offset
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw damaged()
    const nameLength = bytes.readUInt16LE(at + 28)
    const extraLength = bytes.readUInt16LE(at + 30)
    const commentLength = bytes.readUInt16LE(at + 32)
    entries.push({
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    })
    at += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

const inflateRawAsync = promisify(inflateRaw)

/** Inflates an entry with a hard cap, so a size the directory understates cannot blow up memory. */
const checkEntry = async (bytes: Buffer, entry: ZipEntry) => {
  const at = entry.localOffset
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_FILE_HEADER) throw damaged()
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28)
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) throw damaged()
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw damaged()
    return
  }
  if (entry.method !== 8) throw damaged()
  let inflated: Buffer
  try {
    inflated = await inflateRawAsync(data, { maxOutputLength: Math.max(1, entry.size) })
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new AppError(400, TOO_LARGE_INSIDE)
    throw damaged()
  }
  if (inflated.length !== entry.size) throw damaged()
}

/**
 * An xlsx is a zip holding an Office workbook. Refuses other zips (a .docx renamed .xlsx),
 * encrypted entries, and archives that unpack past MAX_UNCOMPRESSED_BYTES — by the directory's
 * figures and by really inflating each entry under that cap.
 */
const checkXlsxZip = async (bytes: Buffer) => {
  const entries = readCentralDirectory(bytes)
  const names = new Set(entries.map((entry) => entry.name))
  if (!names.has('[Content_Types].xml') || ![...names].some((name) => name.startsWith('xl/'))) {
    throw new AppError(415, `${IMPORT_WRONG_TYPE}.`)
  }
  if (entries.some((entry) => entry.flags & 1)) throw new AppError(400, PASSWORD_PROTECTED)
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0)
  if (declared > MAX_UNCOMPRESSED_BYTES) throw new AppError(400, TOO_LARGE_INSIDE)
  for (const entry of entries) await checkEntry(bytes, entry)
}
