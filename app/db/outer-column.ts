import { type Column, getTableName, type SQL, sql } from 'drizzle-orm';

/**
 * A column of the outer query, named with its table, for a subquery written in `sql`: a select
 * from one table writes the columns of its `sql` fields bare (`"id"`, not `"orders"."id"`), and a
 * bare name inside a subquery means the subquery's own column of that name. `where "order_id" =
 * "id"` then compares each step with itself and the answer belongs to no order in particular.
 * This name survives that rewriting, because it is an identifier, not a column.
 * `lint/outer-columns.test.ts` refuses a subquery that names another table's column otherwise.
 */
export function outerColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
