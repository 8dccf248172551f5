import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe. Only its SHA-256 is ever stored, so a copy of the database signs nobody in. */
export const newToken = (): string => randomBytes(32).toString('base64url')

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')
