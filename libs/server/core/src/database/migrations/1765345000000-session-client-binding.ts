import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The browser a session was signed in from: the SHA-256 of the value the web app keeps for its
 * origin (null: a client that sends none).
 */
export class SessionClientBinding1765345000000 implements MigrationInterface {
  name = 'SessionClientBinding1765345000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "session" ADD "client_binding" character(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "session" DROP COLUMN "client_binding"`);
  }
}
