import postcss from 'postcss';
import ts from 'typescript';

/**
 * The build's check that every class name written in app/ is in a stylesheet the site ships:
 * Bootstrap is compiled from a subset of its utilities (decision 024), and a
 * class the markup uses but the subset leaves out simply does nothing, with no error anywhere.
 * Run by `class-check-plugin.ts` on the client build's CSS; plain functions, so tests can call them.
 */

/**
 * Classes that are only hooks, written in the markup but styled by no stylesheet of ours, on purpose.
 * Each needs its reason; anything else unknown fails the build.
 */
export const hookClasses: Readonly<Record<string, string>> = {
  // The browser tests drop files on it by this name (tests/e2e/pictures.spec.ts).
  'picture-dropzone': 'the Edit Images drop zone, a test hook (its look is Bootstrap utilities)',
  // react-bootstrap's Carousel writes it (Bootstrap's script reads it); the first slide, shown
  // before the carousel's chunk loads, writes the same markup so nothing changes when it takes over.
  slide: "the home carousel's first-slide placeholder, as react-bootstrap's Carousel writes it",
};

/** A class name as the markup writes it; a value computed at run time is `unknown`. */
export interface WrittenClass {
  name: string;
  /** `file:line` where it is written. */
  where: string;
}

export interface ClassProblem {
  where: string;
  name: string;
  reason: 'unknown' | 'not-whole';
}

const unknownPart = '\u0000';
// More combinations than this from one expression: something to split up, not to enumerate.
const maxValues = 64;

type Values = string[];

/**
 * react-bootstrap builds class names from these props (`<Button variant="outline-danger">` is
 * `btn-outline-danger`); `bg` and `text` on a Badge are utility classes, the ones a subset drops.
 */
const componentClassProps: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Alert: { variant: 'alert-' },
  Badge: { bg: 'bg-', text: 'text-' },
  Button: { variant: 'btn-', size: 'btn-' },
  'Card.Img': { variant: 'card-img-' },
  'Dropdown.Toggle': { variant: 'btn-', size: 'btn-' },
  Spinner: { animation: 'spinner-' },
  Table: { size: 'table-' },
};

function product(parts: Values[]): Values {
  let out: Values = [''];
  for (const part of parts) {
    const next: Values = [];
    for (const head of out) for (const tail of part) next.push(head + tail);
    out = next.length > maxValues ? [unknownPart] : next;
  }
  return out;
}

/** The strings an expression can be, as far as literals tell; `unknownPart` stands for the rest. */
function valuesOf(node: ts.Node, constants: ReadonlyMap<string, ts.Expression[]>, depth = 0): Values {
  if (depth > 8) return [unknownPart];
  const values = (child: ts.Node) => valuesOf(child, constants, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return values(node.expression);
  if (ts.isConditionalExpression(node)) return [...values(node.whenTrue), ...values(node.whenFalse)];
  if (ts.isTemplateExpression(node)) {
    const parts: Values[] = [[node.head.text]];
    for (const span of node.templateSpans) parts.push(values(span.expression), [span.literal.text]);
    return product(parts);
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.PlusToken) return product([values(node.left), values(node.right)]);
    // `cond && 'a'` adds nothing when cond is false (React drops false and null from strings here).
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return ['', ...values(node.right)];
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
      return [...values(node.left), ...values(node.right)];
    }
  }
  // `className={navLinkClass}`: NavLink calls it; what it returns is the class.
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return values(node.body);
  // A constant of the same module (every one of that name: scopes are not followed).
  const initializers = ts.isIdentifier(node) ? constants.get(node.text) : undefined;
  if (initializers) return initializers.flatMap((initializer) => values(initializer));
  return [unknownPart];
}

/** Each whole class name in the possible values; a name built around a run-time part is `not-whole`. */
function namesIn(values: Values): { name: string; whole: boolean }[] {
  const names: { name: string; whole: boolean }[] = [];
  for (const value of values) {
    for (const token of value.split(/\s+/)) {
      if (token === '' || token === unknownPart) continue;
      const whole = !token.includes(unknownPart);
      names.push({ name: whole ? token : token.replaceAll(unknownPart, '…'), whole });
    }
  }
  return names;
}

function tagName(name: ts.JsxTagNameExpression): string {
  return name.getText();
}

/** Every class name a module writes: `className` props and properties, `*Class` constants, `classList` calls, react-bootstrap's class props. */
export function classesInSource(
  fileName: string,
  text: string,
): { written: WrittenClass[]; notWhole: WrittenClass[] } {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = new Map<string, ts.Expression[]>();
  const written: WrittenClass[] = [];
  const notWhole: WrittenClass[] = [];
  const where = (node: ts.Node) =>
    `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const record = (node: ts.Node, values: Values, prefix = '') => {
    for (const { name, whole } of namesIn(values)) {
      (whole ? written : notWhole).push({ name: prefix + name, where: where(node) });
    }
  };

  const collectConstants = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, [...(constants.get(node.name.text) ?? []), node.initializer]);
    }
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(source);

  const isClassName = (name: string) => name === 'className' || /ClassName$/.test(name);
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.initializer) {
      const attribute = node.name.getText(source);
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      const element = node.parent.parent;
      const prefix =
        ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)
          ? componentClassProps[tagName(element.tagName)]?.[attribute]
          : undefined;
      if (value && isClassName(attribute)) record(node, valuesOf(value, constants));
      else if (value && prefix !== undefined) record(node, valuesOf(value, constants), prefix);
    } else if (ts.isPropertyAssignment(node) && isClassName(node.name.getText(source))) {
      record(node, valuesOf(node.initializer, constants));
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'className'
    ) {
      record(node, valuesOf(node.right, constants));
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isPropertyAccessExpression(node.expression.expression) &&
      node.expression.expression.name.text === 'classList'
    ) {
      for (const argument of node.arguments) record(node, valuesOf(argument, constants));
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /Class(Name|es)?$/.test(node.name.text)
    ) {
      if (node.initializer) record(node, valuesOf(node.initializer, constants));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { written, notWhole };
}

/** Every class name a selector of these stylesheets names. */
export function classesInCss(stylesheets: readonly string[]): Set<string> {
  const classes = new Set<string>();
  for (const css of stylesheets) {
    postcss.parse(css).walkRules((rule) => {
      // Attribute selectors' values may hold dots (`[href$=".pdf"]`): not classes.
      const selector = rule.selector.replace(/\[[^\]]*\]/g, '');
      for (const match of selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(match[1] ?? '');
    });
  }
  return classes;
}

/** What the build refuses: class names no shipped stylesheet has (and no hook), and names not written whole. */
export function checkClasses(
  sources: readonly { fileName: string; text: string }[],
  stylesheets: readonly string[],
  hooks: Readonly<Record<string, string>> = hookClasses,
): ClassProblem[] {
  const known = classesInCss(stylesheets);
  const problems = new Map<string, ClassProblem>();
  const add = (problem: ClassProblem) => problems.set(`${problem.where} ${problem.name}`, problem);
  for (const { fileName, text } of sources) {
    const { written, notWhole } = classesInSource(fileName, text);
    for (const { name, where } of written) {
      if (!known.has(name) && !(name in hooks)) add({ where, name, reason: 'unknown' });
    }
    for (const { name, where } of notWhole) add({ where, name, reason: 'not-whole' });
  }
  return [...problems.values()];
}

/** The build's error message: one line per problem, and what to do about each kind. */
export function describeProblems(problems: readonly ClassProblem[]): string {
  const lines = problems.map(({ where, name, reason }) =>
    reason === 'unknown'
      ? `  ${where}: "${name}" is in no shipped stylesheet`
      : `  ${where}: "${name}" is built at run time; write each class name whole`,
  );
  return [
    `Class names that would do nothing (${problems.length}):`,
    ...lines,
    'Keep the Bootstrap group that makes it (app/styles/bootstrap/_config.scss, $kept-utilities), add a rule for it, or, if it is only a hook, list it with its reason in hookClasses (app/styles/class-check.ts).',
  ].join('\n');
}
