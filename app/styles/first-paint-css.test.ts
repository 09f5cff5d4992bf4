import { describe, expect, test } from 'vitest';
import { classesAddedInTheBrowser, classesInMarkup, createFirstPaintCss } from './first-paint-css';
import { prepareStylesheet } from './prepare-stylesheet';

const stylesheet = [
  ':root{--bs-blue:#0d6efd}',
  'body{margin:0}',
  '[hidden]{display:none!important}',
  '.btn{display:inline-block}',
  '.btn-danger{color:#fff}',
  '.navbar .nav-link{padding:0}',
  '.card,.list-group{display:flex}',
  '.btn:not(.disabled):hover{opacity:.9}',
  '.btn-check:checked+.btn{color:red}',
  '@media (min-width:1200px){.navbar-expand-xl{flex-wrap:nowrap}.table{width:100%}}',
  '@media (min-width:768px){.col-md-6{flex:0 0 auto}}',
  '@keyframes spinner-border{to{transform:rotate(360deg)}}',
  '.collapse:not(.show){display:none}',
  '.navbar-collapse.show{height:auto}',
  '@layer site{.unused-class{color:red}}',
  '@supports (display:grid){@media (min-width:768px){.col-md-6{display:grid}}}',
].join('');

describe('the first-paint rules of a page', () => {
  test('keeps the rules whose classes are all on the page, and the rules without classes', () => {
    const css = createFirstPaintCss(prepareStylesheet(stylesheet));
    expect(css.rulesFor(new Set(['btn', 'navbar', 'nav-link', 'navbar-expand-xl']))).toBe(
      [
        ':root{--bs-blue:#0d6efd}',
        'body{margin:0}',
        '[hidden]{display:none!important}',
        '.btn{display:inline-block}',
        '.navbar .nav-link{padding:0}',
        '.btn:not(.disabled):hover{opacity:.9}',
        '@media (min-width:1200px){.navbar-expand-xl{flex-wrap:nowrap}}',
        '@keyframes spinner-border{to{transform:rotate(360deg)}}',
        '@layer site{.unused-class{color:red}}',
      ].join(''),
    );
  });

  test('a rule with several selectors stays when one of them matches; a combinator needs both', () => {
    const css = createFirstPaintCss(prepareStylesheet(stylesheet));
    const rules = css.rulesFor(new Set(['list-group', 'btn-check']));
    expect(rules).toContain('.card,.list-group{display:flex}');
    expect(rules).not.toContain('.btn-check:checked+.btn');
    expect(css.rulesFor(new Set(['btn-check', 'btn']))).toContain('.btn-check:checked+.btn{color:red}');
  });

  test('a media query with nothing left in it is left out whole', () => {
    const rules = createFirstPaintCss(prepareStylesheet(stylesheet)).rulesFor(new Set(['btn']));
    expect(rules).not.toContain('@media');
    expect(rules).not.toContain('.navbar .nav-link');
  });

  test('an @layer block stays whole (leaving it out would reorder the layers); nested groups are read', () => {
    const css = createFirstPaintCss(prepareStylesheet(stylesheet));
    expect(css.rulesFor(new Set())).toContain('@layer site{.unused-class{color:red}}');
    expect(css.rulesFor(new Set(['col-md-6']))).toContain(
      '@supports (display:grid){@media (min-width:768px){.col-md-6{display:grid}}}',
    );
    expect(css.rulesFor(new Set(['btn']))).not.toContain('@supports');
  });

  test('for the same classes, the same text, however many other sets came between', () => {
    const css = createFirstPaintCss(prepareStylesheet(stylesheet), { remembered: 1 });
    const first = css.rulesFor(new Set(['btn', 'unknown-class']));
    expect(css.rulesFor(new Set(['btn']))).toBe(first);
    expect(css.rulesFor(new Set(['btn-danger']))).toContain('.btn-danger{color:#fff}');
    expect(css.rulesFor(new Set(['btn']))).toBe(first);
  });
});

describe('classes added in the browser', () => {
  const added = { '*': ['show'], carousel: ['carousel-control-prev'] };

  test('count as used on every page (*), or on the pages with the part they are added to', () => {
    expect([...classesAddedInTheBrowser(new Set(['navbar-collapse']), added)].sort()).toEqual([
      'navbar-collapse',
      'show',
    ]);
    expect([...classesAddedInTheBrowser(new Set(['carousel']), added)].sort()).toEqual([
      'carousel',
      'carousel-control-prev',
      'show',
    ]);
  });

  test('so a menu the page opens at once is styled by the inlined rules', () => {
    const css = createFirstPaintCss(prepareStylesheet(stylesheet));
    const page = new Set(['navbar-collapse']);
    expect(css.rulesFor(page)).not.toContain('.navbar-collapse.show');
    expect(css.rulesFor(classesAddedInTheBrowser(page, added))).toContain(
      '.navbar-collapse.show{height:auto}',
    );
  });
});

describe('the classes of a page', () => {
  test('are read from every class attribute', () => {
    const html =
      '<body class="d-flex  flex-column"><nav class="navbar navbar-expand-xl"><a class="nav-link">x</a>' +
      '</nav><p>class="not-a-class"</p><div data-class="nope"></div></body>';
    expect([...classesInMarkup(html)].sort()).toEqual([
      'd-flex',
      'flex-column',
      'nav-link',
      'navbar',
      'navbar-expand-xl',
    ]);
  });
});
