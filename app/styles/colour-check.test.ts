import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coloursInComponent, coloursInFile, coloursInScss, themeFile } from './colour-check';

const colours = (found: { colour: string }[]) => found.map((each) => each.colour);

describe('colours a stylesheet writes', () => {
  it('finds hex values, colour functions of numbers and named colours, with their lines', () => {
    const found = coloursInScss(
      ['.a {', '  color: #fff;', '  background: rgb(0 0 0 / 50%);', '  border-color: White;', '}'].join('\n'),
    );
    expect(found).toEqual([
      { line: 2, colour: '#fff' },
      { line: 3, colour: 'rgb(…)' },
      { line: 4, colour: 'White' },
    ]);
    expect(
      colours(coloursInScss('.b { box-shadow: 0 0 1px hsla(120, 50%, 50%, 0.5), 0 0 2px #0a58caff; }')),
    ).toEqual(['#0a58caff', 'hsla(…)']);
  });

  it('passes the theme through: variables, custom properties, Sass colour functions, keywords', () => {
    const scss = [
      '// White on #0a58ca is 6.3:1 (a comment)',
      '/* #fff in a block comment */',
      '.a {',
      '  color: var(--brand-ink);',
      '  background-color: rgba($brand-earth-deep, 0.5);',
      '  border: 1px solid currentcolor;',
      '  outline-color: transparent;',
      '  white-space: nowrap;',
      '  --x: #{$brand-sage};',
      '  background-image: url(https://example.com/a.svg#abc);',
      '}',
      '.text-white:hover, .btn-light { display: block; }',
      '$map: (xs: 0, xl: 1200px);',
    ].join('\n');
    expect(coloursInScss(scss)).toEqual([]);
  });
});

describe('colours a component writes', () => {
  it('finds a colour in a string and a named colour given to a colour property', () => {
    expect(colours(coloursInComponent("const color = '#0d6efd';"))).toEqual(['#0d6efd']);
    expect(
      colours(coloursInComponent("new Pad(canvas, { backgroundColor: 'rgb(255, 255, 255)' });")),
    ).toEqual(['rgb(…)']);
    expect(colours(coloursInComponent('<p style={{ color: "red" }} />'))).toEqual(['red']);
    expect(colours(coloursInComponent('<path fill="white" d="M0" />'))).toEqual(['white']);
    expect(colours(coloursInComponent('<rect fill="#abc" />'))).toEqual(['#abc']);
  });

  it('passes classes, fragments and the theme’s properties', () => {
    const tsx = [
      '<Button variant="light" className="text-white bg-dark" />',
      '<a href="#add">Add</a>',
      '<path fill="currentColor" />',
      '<div style={{ whiteSpace: "pre-line", color: "var(--brand-earth)" }} />',
      "const shown = getComputedStyle(canvas).getPropertyValue('--bs-primary');",
      '// A comment may name #0d6efd.',
    ].join('\n');
    expect(coloursInComponent(tsx)).toEqual([]);
  });
});

describe('which files are checked', () => {
  it('leaves the theme, tests and non-component modules alone', () => {
    expect(coloursInFile(themeFile, '$brand-ink: #2b211b;')).toEqual([]);
    expect(coloursInFile('app/routes/x.test.tsx', "const c = '#123456';")).toEqual([]);
    expect(coloursInFile('app/pictures/watermark.ts', 'fill="#fff"')).toEqual([]);
    expect(colours(coloursInFile('app/styles/_site.scss', '.a { color: #123; }'))).toEqual(['#123']);
  });
});

/** Every stylesheet and component of app/, as they are. */
function appFiles(): { file: string; text: string }[] {
  const appDir = path.resolve('app');
  return fs
    .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(scss|tsx)$/.test(name))
    .sort()
    .map((name) => ({
      file: path.posix.join('app', name.split(path.sep).join('/')),
      text: fs.readFileSync(path.join(appDir, name), 'utf8'),
    }));
}

describe('the site (decision 058)', () => {
  it('writes no colour outside the theme', () => {
    const files = appFiles();
    expect(files.some(({ file }) => file === themeFile)).toBe(true);
    const found = files.flatMap(({ file, text }) =>
      coloursInFile(file, text).map(({ line, colour }) => `${file}:${line} ${colour}`),
    );
    expect(found).toEqual([]);
  });
});
