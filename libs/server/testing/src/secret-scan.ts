import { DataSource } from 'typeorm';
import { SecretsService } from '@coffer/server-core';
import type { TestApp } from './create-test-app';

/**
 * Scans every JSON body a test app answered for things that must never leave the server:
 * password hashes, storage keys, stored token hashes or sealed tokens, and share tokens shown to
 * anyone but the link's owner or an account the (restricted) link lists. Answers the findings.
 */
export async function findLeakedSecrets(t: TestApp): Promise<string[]> {
  const db = t.app.get(DataSource);
  const secrets = t.app.get(SecretsService);
  const forbidden: Array<[string, string]> = [];
  for (const row of await db.query('SELECT password_hash FROM app_user'))
    forbidden.push(['password hash', row.password_hash]);
  for (const row of await db.query('SELECT storage_key FROM blob')) forbidden.push(['storage key', row.storage_key]);
  const links: Array<{
    id: string;
    owner_id: string;
    token_hash: string;
    token_sealed: string;
    password_hash: string | null;
    scope: string;
  }> = await db.query('SELECT id, owner_id, token_hash, token_sealed, password_hash, scope FROM share_link');
  const listed: Array<{ link_id: string; user_id: string }> = await db.query(
    `SELECT e.link_id, u.id AS user_id FROM share_link_email e JOIN app_user u ON u.email = e.email
     UNION SELECT link_id, user_id FROM share_link_user`,
  );
  for (const link of links) {
    forbidden.push(['token hash', link.token_hash], ['sealed token', link.token_sealed]);
    if (link.password_hash) forbidden.push(['link password hash', link.password_hash]);
  }
  const findings: string[] = [];
  for (const response of t.responses) {
    if (response.body.includes('$argon2')) findings.push(`${response.method} ${response.url}: an argon2 hash`);
    for (const [what, value] of forbidden)
      if (response.body.includes(value)) findings.push(`${response.method} ${response.url}: ${what}`);
  }
  for (const link of links) {
    const token = secrets.decrypt(link.token_sealed);
    const allowed = new Set([
      link.owner_id,
      ...(link.scope === 'restricted' ? listed.filter((l) => l.link_id === link.id).map((l) => l.user_id) : []),
    ]);
    for (const response of t.responses) {
      if (response.body.includes(token) && !(response.userId && allowed.has(response.userId))) {
        findings.push(`${response.method} ${response.url}: the token of another user's link`);
      }
    }
  }
  return findings;
}
