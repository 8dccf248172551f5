import fc from 'fast-check'

/**
 * The values an attacker or a broken client sends: markup, SQL, unicode that trips encoders,
 * numbers that are not numbers, paths that climb out of folders, keys that reach prototypes.
 */
export const HOSTILE_TEXT = [
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "'; DROP TABLE tenants; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  '%_\\%',
  'a\u0000b',
  '\u0000',
  '\u202Eevil\u202C',
  'שלום עולם',
  'مرحبا',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏠',
  '\uD800',
  'x\uDC00y',
  '\uFEFF',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e309',
  '-0',
  '0x1F',
  '',
  ' ',
  '\t\r\n',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '/etc/passwd',
  'C:\\Windows\\win.ini',
  '..%2f..%2fetc%2fpasswd',
  '${7*7}{{7*7}}',
  'a\r\nSet-Cookie: hearth_admin_session=x',
  '__proto__',
  'constructor',
  '9999-99-99',
  '2026-02-30',
  '0000-00-00',
] as const

/** Strings past every limit the schemas set (200, 2,000, 4,000, 64 KB multipart fields). */
export const hugeText = fc
  .tuple(
    fc.constantFrom(201, 321, 2_001, 4_001, 70_000),
    fc.constantFrom('a', '<', "'", 'é', '👩‍👩‍👧', '\u0301'),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)))

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeText },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...HOSTILE_TEXT),
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...HOSTILE_TEXT),
      )
      .map((parts) => parts.join('')),
  },
)

/** JSON values of the wrong type for whatever field they land in. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, 0.1, -1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, -0),
  fc.double(),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  hostileString,
)

/**
 * Raw JSON fragments that reach for Object.prototype. They are spliced into bodies as text,
 * because a JS object literal would set the prototype instead of sending the key.
 */
export const POLLUTION_MEMBERS = [
  '"__proto__":{"polluted":"yes"}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"__proto__":{"isAdmin":true,"role":"admin"}',
  '"prototype":{"polluted":"yes"}',
] as const

/** Bodies that are not JSON, or not the JSON a route takes. */
export const malformedJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '[1,2',
  "{'single':'quotes'}",
  '{"a":1,}',
  'NaN',
  'undefined',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":1e999}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  'null',
  '[]',
  '"text"',
  '123',
  '{"a":'.repeat(200),
  '['.repeat(5_000) + ']'.repeat(5_000),
  // Past the 1 MB JSON limit: a 413, read no further.
  `{"note":"${'x'.repeat(1_100_000)}"}`,
)

/** Content types a JSON route does not take, and mislabelled ones. */
export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/octet-stream',
  'image/png',
  '',
  'application/json, text/plain',
  ';;;',
)

/** Filenames that try to leave the uploads folder, smuggle bytes or break headers. */
export const hostileFilename = fc.oneof(
  fc.constantFrom(
    '../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '/etc/passwd',
    'C:\\boot.ini',
    'photo.png\u0000.exe',
    '\u0000',
    '',
    '.',
    '..',
    '....//....//etc/passwd',
    'a"; filename="b.png',
    '<img src=x onerror=alert(1)>.png',
    '\u202Egnp.exe',
    'x'.repeat(5_000) + '.png',
    'CON',
    '%2e%2e%2fetc%2fpasswd',
    'lease.pdf',
    'photo.png',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
)
