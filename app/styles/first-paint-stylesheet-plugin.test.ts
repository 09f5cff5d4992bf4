import { describe, expect, test } from 'vitest';
import { createFirstPaintCss, type PreparedStylesheet } from './first-paint-css';
import { preparedStylesheetModule } from './first-paint-stylesheet-plugin';

/** The value the written module exports (it is `export default JSON.parse("…")`). */
function exported(moduleCode: string): PreparedStylesheet {
  const argument = /^export default JSON\.parse\((".*")\);$/s.exec(moduleCode)?.[1];
  if (argument === undefined) throw new Error(`not the expected module: ${moduleCode.slice(0, 80)}`);
  return JSON.parse(JSON.parse(argument) as string) as PreparedStylesheet;
}

describe('the prepared first-paint stylesheet the build writes', () => {
  test('holds the rules of the compiled CSS with the classes each needs', () => {
    const inline = `export default ${JSON.stringify('body{margin:0}.btn{color:"red"}@media (min-width:768px){.nav .btn{gap:0}}')}`;
    const prepared = exported(preparedStylesheetModule(inline));
    expect(prepared).toEqual({
      pieces: [
        { kind: 'always', text: 'body{margin:0}' },
        { kind: 'rule', text: '.btn{color:"red"}', needs: [['btn']] },
        {
          kind: 'group',
          open: '@media (min-width:768px){',
          children: [{ kind: 'rule', text: '.nav .btn{gap:0}', needs: [['nav', 'btn']] }],
        },
      ],
      vocabulary: ['btn', 'nav'],
    });
    // What a page with a button but no navigation gets for its first paint.
    expect(createFirstPaintCss(prepared).rulesFor(new Set(['btn']))).toBe('body{margin:0}.btn{color:"red"}');
  });

  test('fails the build when Vite wrote the stylesheet some other way', () => {
    expect(() => preparedStylesheetModule('export default "__VITE_CSS__" + x')).toThrow(
      "Vite's output for ?inline has changed",
    );
    expect(() => preparedStylesheetModule(null)).toThrow("Vite's output for ?inline has changed");
  });
});
