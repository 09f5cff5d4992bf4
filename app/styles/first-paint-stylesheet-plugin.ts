import path from 'node:path';
import type { Plugin } from 'vite';
import { prepareStylesheet } from './prepare-stylesheet.ts';

/** The prepared first-paint stylesheet (decision 028), for first-paint-css.server.ts. */
export const firstPaintStylesheetId = 'virtual:first-paint-stylesheet';
const resolvedId = `\0${firstPaintStylesheetId}`;
const criticalCss = `${path.resolve('app/styles/critical.scss')}?inline`;
const preparer = path.resolve('app/styles/prepare-stylesheet.ts');

/**
 * The module a build writes for the prepared stylesheet, from the module Vite made of
 * `critical.scss?inline` (`export default "<the compiled, minified CSS>"`). A string Vite did not
 * make that way fails the build here, rather than shipping a page without its first-paint rules.
 */
export function preparedStylesheetModule(inlineCssModule: string | null): string {
  const literal = /^export default ("(?:[^"\\]|\\.)*");?\s*$/.exec(inlineCssModule ?? '')?.[1];
  if (literal === undefined) {
    throw new Error(
      `first-paint stylesheet: ${criticalCss} did not compile to \`export default "<css>"\`; Vite's output for ?inline has changed`,
    );
  }
  const prepared = prepareStylesheet(JSON.parse(literal) as string);
  // JSON.parse of a string literal is quicker for V8 than an object literal this size.
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(prepared))});`;
}

/**
 * Provides `virtual:first-paint-stylesheet`: the build reads critical.scss into the rules a page's
 * first paint chooses from once, so a server start neither loads postcss nor parses the sheet
 * before its first page (what that saves: docs/PERFORMANCE.md). Development and tests prepare it when
 * the module is first imported, from the same compiled CSS, so edits to the Sass still show.
 */
export function firstPaintStylesheet(): Plugin {
  let building = false;
  return {
    name: 'first-paint-stylesheet',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === firstPaintStylesheetId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (!building) {
        return [
          `import css from ${JSON.stringify(criticalCss)};`,
          `import { prepareStylesheet } from ${JSON.stringify(preparer)};`,
          'export default prepareStylesheet(css);',
        ].join('\n');
      }
      return preparedStylesheetModule((await this.load({ id: criticalCss })).code);
    },
  };
}
