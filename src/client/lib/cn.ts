import { clsx, type ClassValue } from 'clsx'

/** Joins class names; conditional parts drop out. */
export const cn = (...values: ClassValue[]) => clsx(values)
