import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { flipOrder } from './page';

/**
 * Keyset paging newest first on a query builder: rows ordered by `timeColumn`, ties by `idColumn`
 * (both ascending on a backward page), after the `[micros, id]` position when one is given, at most
 * `limit` rows. Each row comes with its time in whole microseconds, as the next cursor needs it:
 * a cursor must not lose the precision the column keeps.
 */
export async function newestFirst<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  page: {
    timeColumn: string;
    idColumn: string;
    after?: readonly [micros: string, id: string];
    backward: boolean;
    limit: number;
  },
): Promise<Array<{ entity: T; micros: string }>> {
  const micros = `(extract(epoch from ${page.timeColumn}) * 1000000)::bigint`;
  if (page.after) {
    const [at, id] = page.after;
    query.andWhere(
      `(${micros}, ${page.idColumn}) ${flipOrder('<', page.backward)} (CAST(:keysetAt AS bigint), CAST(:keysetId AS uuid))`,
      { keysetAt: at, keysetId: id },
    );
  }
  const direction = page.backward ? 'ASC' : 'DESC';
  const { entities, raw } = await query
    .addSelect(micros, 'keyset_micros')
    .orderBy(page.timeColumn, direction)
    .addOrderBy(page.idColumn, direction)
    .limit(page.limit)
    .getRawAndEntities<{ keyset_micros: string }>();
  return entities.map((entity, n) => ({ entity, micros: String(raw[n]!.keyset_micros) }));
}
