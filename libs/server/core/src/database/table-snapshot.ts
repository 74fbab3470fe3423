import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { QueryRunner } from 'typeorm';

/** Rows fetched from the snapshot's cursor at a time, and inserted per statement on load. */
const BATCH_ROWS = 1000;

export interface DumpedTable {
  table: string;
  rows: number;
  /** SHA-256 of the table's file (one JSON row per line). */
  sha256: string;
}

/** The rows a query on the runner answers. */
export async function selectRows<T>(runner: QueryRunner, sql: string, parameters?: unknown[]): Promise<T[]> {
  return (await runner.query(sql, parameters)) as T[];
}

/** The tables of the current schema, each before every table that references it. */
export async function tablesInDependencyOrder(runner: QueryRunner): Promise<string[]> {
  const tables = (
    await selectRows<{ name: string }>(
      runner,
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
    )
  ).map((t) => t.name);
  const edges = await selectRows<{ child: string; parent: string }>(
    runner,
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
       FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema() AND c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const edge of edges) parents.get(unquote(edge.child))?.add(unquote(edge.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('The tables reference each other in a cycle: no order loads them.');
    for (const t of ready) {
      ordered.push(t);
      placed.add(t);
    }
  }
  return ordered;
}

/**
 * Writes every row of `table` to `file` as one JSON object per line, through a cursor of the
 * runner's transaction (run it inside a REPEATABLE READ transaction for one consistent snapshot).
 * Values stay as PostgreSQL rendered them (bigints are never rounded through JavaScript numbers).
 */
export async function dumpTable(runner: QueryRunner, table: string, file: string): Promise<DumpedTable> {
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const hash = createHash('sha256');
  let rows = 0;
  const cursor = `dump_${table}`;
  await runner.query(`DECLARE "${cursor}" NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM "${table}" t`);
  try {
    for (;;) {
      const batch = await selectRows<{ r: string }>(runner, `FETCH ${BATCH_ROWS} FROM "${cursor}"`);
      if (batch.length === 0) break;
      const text = batch.map((row) => `${row.r}\n`).join('');
      hash.update(text);
      rows += batch.length;
      if (!out.write(text)) await once(out, 'drain');
    }
  } finally {
    await runner.query(`CLOSE "${cursor}"`);
    out.end();
    await once(out, 'close');
  }
  return { table, rows, sha256: hash.digest('hex') };
}

/** The lines of a dumped table file, checked against the row count and hash recorded with it. */
export async function* dumpedRows(file: string, expected: DumpedTable): AsyncGenerator<string> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    hash.update(`${line}\n`);
    rows++;
    yield line;
  }
  if (rows !== expected.rows || hash.digest('hex') !== expected.sha256) {
    throw new Error(`${expected.table}: the backup's rows do not match what it recorded (damaged or changed)`);
  }
}

/**
 * Inserts the rows of a dumped table into the (empty) table of the same name, with its own
 * triggers off. A table that
 * references itself is inserted in one statement, so the order of its rows does not matter
 * (foreign keys are checked at the end of each statement).
 */
export async function loadTable(runner: QueryRunner, table: string, rows: AsyncIterable<string>): Promise<number> {
  const columns = (
    await selectRows<{ name: string }>(
      runner,
      `SELECT column_name AS name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
        ORDER BY ordinal_position`,
      [table],
    )
  ).map((c) => `"${c.name}"`);
  const [selfReference] = await selectRows<{ n: string }>(
    runner,
    `SELECT count(*) AS n FROM pg_constraint WHERE contype = 'f' AND conrelid = $1::regclass AND confrelid = conrelid`,
    [`"${table}"`],
  );
  const perStatement = Number(selfReference?.n ?? 0) > 0 ? Infinity : BATCH_ROWS;
  const list = columns.join(', ');
  const insert = (batch: string[]) =>
    runner.query(
      `INSERT INTO "${table}" (${list}) SELECT ${list} FROM json_populate_recordset(NULL::"${table}", $1::json)`,
      [`[${batch.join(',')}]`],
    );
  // The rows are restored as they were: triggers that keep derived values (counters) stay off.
  await runner.query(`ALTER TABLE "${table}" DISABLE TRIGGER USER`);
  let loaded = 0;
  let batch: string[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= perStatement) {
      await insert(batch);
      loaded += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await insert(batch);
    loaded += batch.length;
  }
  await runner.query(`ALTER TABLE "${table}" ENABLE TRIGGER USER`);
  // Sequences behind serial columns continue after the restored rows.
  const serials = await selectRows<{ name: string }>(
    runner,
    `SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND column_default LIKE 'nextval(%'`,
    [table],
  );
  for (const { name } of serials) {
    await runner.query(
      `SELECT setval(pg_get_serial_sequence($1, $2), (SELECT coalesce(max("${name}"), 0) + 1 FROM "${table}"), false)`,
      [`"${table}"`, name],
    );
  }
  return loaded;
}
