import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph';
import { bareOuterColumns } from './outer-columns';

const root = path.resolve(import.meta.dirname, '..');

/** A made-up file of `lines`, whose placeholders are written `#{…}` here (this file holds no `sql` template). */
const file = (...lines: string[]) =>
  [
    "import { sql } from 'drizzle-orm';",
    "import { outerColumn } from '../db/outer-column';",
    "import { orderLines, orders } from './shop.tables';",
    ...lines.map((line) => line.replaceAll('#{', '${')),
  ].join('\n');

describe('outer columns in subqueries (lint/outer-columns.ts)', () => {
  it('finds a column of the outer table named bare inside a subquery, one or two levels deep', () => {
    const text = file(
      'export const forLab = sql`exists (select 1 from #{orderLines} where #{orderLines.orderId} = #{orders.id})`;',
      'export const deeper = sql`(select count(*) from #{orders}',
      '  where not exists (select from #{orderLines} where #{orderLines.orderId} = #{orders.id}))`;',
    );
    expect(bareOuterColumns('x.ts', text)).toEqual([
      { line: 4, column: 'orders.id' },
      { line: 6, column: 'orders.id' },
    ]);
  });

  it('passes outerColumn, the subquery’s own columns, a joined table, values and columns outside a select', () => {
    const text = file(
      'export const forLab = sql`exists (select 1 from #{orderLines} where #{orderLines.orderId} = #{outerColumn(orders.id)})`;',
      'export const joined = sql`(select sum(#{orderLines.quantity}) from #{orderLines} join #{orders} on #{orders.id} = #{orderLines.orderId})`;',
      'const owner = { id: 3 };',
      'export const value = sql`(select 1 from #{orderLines} where #{orderLines.orderId} = #{owner.id})`;',
      'export const plain = sql`lower(#{orders.email}) = #{orders.email}`;',
    );
    expect(bareOuterColumns('x.ts', text)).toEqual([]);
  });

  it('holds for every file of app/, server/ and scripts/', () => {
    const found = sourceFiles(root, ['app', 'server', 'scripts']).flatMap((name) =>
      bareOuterColumns(name, fs.readFileSync(path.join(root, name), 'utf8')).map(
        ({ line, column }) =>
          `${name}:${line} ${column}: name it outerColumn(${column}) (app/db/outer-column.ts)`,
      ),
    );
    expect(found).toEqual([]);
  });
});
