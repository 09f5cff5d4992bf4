import ts from 'typescript';

/** A column of another table named bare inside a subquery of a `sql` template. */
export interface BareOuterColumn {
  line: number;
  /** As written: `orders.id`. */
  column: string;
}

/** The names a file gives its Drizzle tables: imported from a `*.tables` module, or made with `pgTable`. */
function tableNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /\.tables(?:\.ts)?$/.test(node.moduleSpecifier.text)
    ) {
      const named = node.importClause?.namedBindings;
      if (named && ts.isNamedImports(named))
        for (const element of named.elements) names.add(element.name.text);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      node.initializer.expression.text === 'pgTable'
    ) {
      names.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

interface Scope {
  /** The parenthesis depth the `select` was written at: its `)` at that depth ends it. */
  depth: number;
  tables: Set<string>;
  columns: { table: string; column: string; at: number }[];
}

/**
 * The columns a `sql` template names inside a `select` whose `from` and `join` do not list their
 * table. Drizzle writes a one-table select's `sql` fields with bare column names, so such a
 * column would mean the subquery's own column of that name; `outerColumn` (app/db/outer-column.ts)
 * names it with its table instead. Only identifiers the file knows as tables count: `${owner.id}`
 * is a value.
 */
export function bareOuterColumns(file: string, text: string): BareOuterColumn[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const tables = tableNames(source);
  const found: BareOuterColumn[] = [];
  const check = (template: ts.TemplateExpression) => {
    const scopes: Scope[] = [];
    let depth = 0;
    const close = (scope: Scope) => {
      for (const { table, column, at } of scope.columns) {
        if (scope.tables.has(table)) continue;
        found.push({ line: source.getLineAndCharacterOfPosition(at).line + 1, column: `${table}.${column}` });
      }
    };
    /** Ends the selects written deeper than `level`: their parenthesis has closed. */
    const closeAbove = (level: number) => {
      for (let scope = scopes.at(-1); scope && scope.depth > level; scope = scopes.at(-1)) {
        scopes.pop();
        close(scope);
      }
    };
    const read = (literal: string) => {
      for (const [token] of literal.matchAll(/\bselect\b|\(|\)/gi)) {
        if (token === '(') depth += 1;
        else if (token === ')') {
          depth -= 1;
          closeAbove(depth);
        } else scopes.push({ depth, tables: new Set(), columns: [] });
      }
    };
    read(template.head.text);
    let before = template.head.text;
    for (const span of template.templateSpans) {
      const scope = scopes.at(-1);
      const value = span.expression;
      if (scope && ts.isIdentifier(value) && /\b(?:from|join)\s*$/i.test(before))
        scope.tables.add(value.text);
      else if (
        scope &&
        ts.isPropertyAccessExpression(value) &&
        ts.isIdentifier(value.expression) &&
        tables.has(value.expression.text)
      ) {
        scope.columns.push({ table: value.expression.text, column: value.name.text, at: value.getStart() });
      }
      read(span.literal.text);
      before = span.literal.text;
    }
    closeAbove(-1);
  };
  const visit = (node: ts.Node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      node.tag.text === 'sql' &&
      ts.isTemplateExpression(node.template)
    ) {
      check(node.template);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
