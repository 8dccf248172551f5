import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * Throwaway PostgreSQL databases and schemas beside the one a URL names. That URL is only used
 * for one statement at a time on a connection of its own (CREATE DATABASE cannot run in a
 * transaction or a pool's session), so nobody's data in it is touched.
 */
export type Throwaway = { name: string; drop: () => Promise<void> }

/** A new database `<prefix>_<pid>_<time>_<random>` on the server `serverUrl` names (a run's
 * leftover, if it was killed, says which run it was); `url` is its connection string. With
 * `template`, a copy of that database, which nobody may be connected to. */
export const createThrowawayDatabase = async (
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<Throwaway & { url: string }> => {
  const name = `${prefix}_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`
  await administer(
    serverUrl,
    `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
  )
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    drop: () => administer(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

/** A new schema `<prefix>_<random>` in the database `url` names, open it with that search path.
 * Random, as one process makes many within a millisecond. */
export const createThrowawaySchema = async (url: string, prefix: string): Promise<Throwaway> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await administer(url, `create schema ${name}`)
  return { name, drop: () => administer(url, `drop schema if exists ${name} cascade`) }
}

const administer = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
