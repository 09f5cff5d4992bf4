import fs from 'node:fs';
import path from 'node:path';
import * as sass from 'sass-embedded';
import { describe, expect, it } from 'vitest';
import { checkClasses, classesInCss, classesInSource } from './class-check';
import { appSources } from './class-check-plugin';

/** Module text, with `#{` for a template literal's `${`, so the samples read as the code they stand for. */
const tsx = (text: string) => text.replaceAll('#{', '${');
const names = (text: string) =>
  classesInSource('example.tsx', tsx(text)).written.map((written) => written.name);

describe('the class names a module writes', () => {
  it('reads className attributes, with every branch of a condition', () => {
    expect(names('<div className="card shadow-sm" />')).toEqual(['card', 'shadow-sm']);
    expect(
      names(
        '<div className={`zone p-4 #{active ? "border-primary bg-primary-subtle" : "border-secondary-subtle"}`} />',
      ),
    ).toEqual([
      'zone',
      'p-4',
      'border-primary',
      'bg-primary-subtle',
      'zone',
      'p-4',
      'border-secondary-subtle',
    ]);
    expect(names('<ul className={`dropdown-menu#{open ? " show" : ""}`} />')).toEqual([
      'dropdown-menu',
      'show',
      'dropdown-menu',
    ]);
    expect(names('<p className={error && "text-danger"} />')).toEqual(['text-danger']);
  });

  it('reads className properties, assignments, classList calls and *Class constants', () => {
    expect(names('getRootProps({ className: "dropzone border" })')).toEqual(['dropzone', 'border']);
    expect(names('span.className = "visually-hidden";')).toEqual(['visually-hidden']);
    expect(names('element.classList.add("show", "fade");')).toEqual(['show', 'fade']);
    // A function NavLink calls: what it returns is the class, read where it is declared.
    expect(names('const linkClass = ({ isActive }) => `nav-link#{isActive ? " active" : ""}`;')).toEqual([
      'nav-link',
      'active',
      'nav-link',
    ]);
  });

  it('reads the class names react-bootstrap builds from props', () => {
    expect(names('<Button variant="outline-danger" size="sm">x</Button>')).toEqual([
      'btn-outline-danger',
      'btn-sm',
    ]);
    expect(names('<Badge bg="warning" text="dark">x</Badge>')).toEqual(['bg-warning', 'text-dark']);
    expect(names('<Card.Img variant="top" />')).toEqual(['card-img-top']);
    // The same prop on another component is not a class.
    expect(names('<Thing variant="top" />')).toEqual([]);
  });

  it('leaves a value passed through alone, and flags a name built at run time', () => {
    expect(names('<img className={className} />')).toEqual([]);
    const { written, notWhole } = classesInSource(
      'flash.tsx',
      tsx('\n<div className={`alert alert-#{variant}`} />'),
    );
    expect(written.map((item) => item.name)).toEqual(['alert']);
    expect(notWhole).toEqual([{ name: 'alert-…', where: 'flash.tsx:2' }]);
  });
});

describe('the check', () => {
  const stylesheet = '.card{display:flex}.btn:not(.disabled){color:red}a[href$=".pdf"]{color:blue}';

  it('knows every class a selector names, and no attribute value', () => {
    expect([...classesInCss([stylesheet])].sort()).toEqual(['btn', 'card', 'disabled']);
  });

  it('fails on a class no stylesheet has', () => {
    const sources = [{ fileName: 'app/page.tsx', text: '<div className="card no-such-class" />' }];
    expect(checkClasses(sources, [stylesheet], {})).toEqual([
      { where: 'app/page.tsx:1', name: 'no-such-class', reason: 'unknown' },
    ]);
  });

  it('lets a listed hook through, and nothing else', () => {
    const sources = [{ fileName: 'app/page.tsx', text: '<div className="card test-hook other" />' }];
    expect(checkClasses(sources, [stylesheet], { 'test-hook': 'found by the tests' })).toEqual([
      { where: 'app/page.tsx:1', name: 'other', reason: 'unknown' },
    ]);
  });

  it('fails on a class name built at run time', () => {
    const sources = [{ fileName: 'app/page.tsx', text: tsx('<div className={`card card-#{size}`} />') }];
    expect(checkClasses(sources, [stylesheet], {})).toEqual([
      { where: 'app/page.tsx:1', name: 'card-…', reason: 'not-whole' },
    ]);
  });
});

/**
 * The stylesheets the client build ships, compiled here as Vite compiles them: every Sass entry of
 * app/styles (partials start with `_`) and the one CSS file a route links from a package.
 */
function shippedStylesheets(): string[] {
  const stylesDir = path.resolve('app/styles');
  const entries = fs
    .readdirSync(stylesDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.scss') && !path.basename(name).startsWith('_'));
  const compiled = entries.map(
    (name) =>
      sass.compile(path.join(stylesDir, name), {
        loadPaths: [path.resolve('node_modules')],
        quietDeps: true,
        silenceDeprecations: ['import'],
        logger: sass.Logger.silent,
      }).css,
  );
  return [
    ...compiled,
    fs.readFileSync(path.resolve('node_modules/react-datepicker/dist/react-datepicker.css'), 'utf8'),
  ];
}

describe("the site's markup and stylesheets", () => {
  // The Edit Images drop zone lost its border and drag highlight when Bootstrap's utilities were
  // cut to a subset: its classes were in the markup and in no stylesheet.
  it('write no class that no stylesheet has', () => {
    expect(checkClasses(appSources(path.resolve('app')), shippedStylesheets())).toEqual([]);
  }, 60_000);
});
