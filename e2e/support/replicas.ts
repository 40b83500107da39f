import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { GATEWAY_CREDENTIAL_HEADER, gatewayCredential } from '@easel/service-kit';
import platform from '../replica-platform';

export type ServiceName = 'identity' | 'catalog' | 'artist' | 'commerce' | 'community' | 'admin';

/** Replica 1 or 2 of `service`, past the gateway: its own address, where paths have no /api. */
export const replica = (service: ServiceName, n: 1 | 2) => platform.replicaUrl(service, n - 1);

/**
 * Headers of a call to a replica as the gateway forwards it, from the visitor at `ip`: a replica believes
 * X-Forwarded-For only with the gateway's credential, derived from the secret the platform keeps in its data folder.
 */
export const asForwardedFrom = (ip: string) => ({
  'x-forwarded-for': ip,
  [GATEWAY_CREDENTIAL_HEADER]: gatewayCredential(
    fs.readFileSync(path.join(platform.dataDir, 'keys', 'internal-secret'), 'utf8').trim(),
  ),
});

/** Every replica of every service, by name (identity-1 …). */
export const everyReplica = platform.replicas as { service: ServiceName; name: string; url: string }[];

/** A connection to the suite's database, to read what the services wrote; end it after. */
export async function database(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: platform.databaseUrl() });
  await client.connect();
  return client;
}

/** The mails written to `to` so far (the platform writes each to $DATA_DIR/mail without SMTP). */
export function mailsTo(to: string): string[] {
  const folder = path.join(platform.dataDir, 'mail');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .map((file) => fs.readFileSync(path.join(folder, file), 'latin1'))
    .filter((text) => text.includes(`To: ${to}`));
}

/**
 * Holds an advisory lock as a job's replica does while it has its turn, from a connection of the test's own; answers
 * the function that lets it go. Named as the services hash it: hashtext(name || schema).
 */
export async function holdTurn(name: string, schema: string): Promise<() => Promise<void>> {
  const client = await database();
  await client.query('select pg_advisory_lock(hashtext($1 || $2))', [name, schema]);
  return async () => {
    await client.query('select pg_advisory_unlock(hashtext($1 || $2))', [name, schema]);
    await client.end();
  };
}
