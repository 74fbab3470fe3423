import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Latin letters with diacritics, capital and small, and what each folds to. */
const ACCENTED =
  'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćĈĉĊċČčĎďĐđÈÉÊËèéêëĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħÌÍÎÏìíîïĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłÑñŃńŅņŇňÒÓÔÕÖØòóôõöøŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųŴŵÝýÿŶŷŸŹźŻżŽž';
const PLAIN =
  'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz';

/**
 * Name search over a whole account: `search_fold` makes a name case- and accent-insensitive
 * (lower() for ASCII and whatever the collation lowers, then Latin letters with diacritics to
 * their base letter), kept beside each name in `name_folded`, and a trigram index over the
 * folded names answers "contains" without reading every row. The function is IMMUTABLE, so the
 * column and the query's text are folded alike.
 */
export class ItemSearch1764500000000 implements MigrationInterface {
  name = 'ItemSearch1764500000000';

  async up(q: QueryRunner): Promise<void> {
    if (ACCENTED.length !== PLAIN.length) throw new Error('search_fold: the two alphabets differ in length');
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE FUNCTION search_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $$ SELECT translate(lower($1), '${ACCENTED}', '${PLAIN}') $$`,
    );
    // Stored, so a search reads the folded name instead of folding every candidate again; kept by
    // a trigger on every insert and rename, whoever writes the row.
    await q.query(`ALTER TABLE "item" ADD "name_folded" text COLLATE "C"`);
    await q.query(`UPDATE "item" SET "name_folded" = search_fold("name")`);
    await q.query(`ALTER TABLE "item" ALTER COLUMN "name_folded" SET NOT NULL`);
    await q.query(
      `CREATE FUNCTION item_fold_name() RETURNS trigger LANGUAGE plpgsql
       AS $$ BEGIN NEW.name_folded := search_fold(NEW.name); RETURN NEW; END $$`,
    );
    await q.query(
      `CREATE TRIGGER "tr_item_fold_name" BEFORE INSERT OR UPDATE OF "name" ON "item" FOR EACH ROW EXECUTE FUNCTION item_fold_name()`,
    );
    await q.query(`CREATE INDEX "ix_item_name_search" ON "item" USING gin ("name_folded" gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "ix_item_name_search"`);
    await q.query(`DROP TRIGGER "tr_item_fold_name" ON "item"`);
    await q.query(`DROP FUNCTION item_fold_name()`);
    await q.query(`ALTER TABLE "item" DROP COLUMN "name_folded"`);
    await q.query(`DROP FUNCTION search_fold(text)`);
  }
}
