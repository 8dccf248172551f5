import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe. Only its SHA-256 is ever stored (DESIGN §5). */
export const newToken = (): string => randomBytes(32).toString('base64url')

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
