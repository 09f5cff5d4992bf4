/**
 * "No colour outside the theme" (decision 058): every colour a page shows comes from the brand's
 * palette in `app/styles/bootstrap/_theme.scss`, through Bootstrap's variables and classes or the
 * custom properties (`var(--brand-earth)`, `var(--bs-primary)`). A colour written anywhere else
 * (a hex value, `rgb()`/`hsl()` of numbers, a named colour) is a second palette that nobody
 * changes with the first. `colour-check.test.ts` runs this over every stylesheet and component.
 *
 * Checked: the Sass files (declarations' values, comments left out) and the components (`.tsx`:
 * a colour in a string, and a named colour given to a style property or a colour attribute).
 * Pictures' own pixels (the artwork, the proofs' mark, a signature's PNG) are made by `.ts`
 * modules and are not the page's look.
 */

/** The file that may write colours. */
export const themeFile = 'app/styles/bootstrap/_theme.scss';

export interface ColourFinding {
  line: number;
  colour: string;
}

/** CSS's named colours (CSS Color 4), without `transparent` and `currentcolor`, which are no colour. */
const namedColours = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace ' +
    'olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey ' +
    'snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen'
  ).split(' '),
);

/** A hex colour (3, 4, 6 or 8 digits) not followed by more of a word. */
const hexColour = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
/** `rgb(0 0 0 / 50%)`, `hsla(120, 50%, …)`: a colour function of numbers (Sass's `rgba($ink, .5)` is not). */
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.]/gi;

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** Comments blanked out, line breaks kept, so positions still name their lines. */
function withoutComments(text: string, lineComments: boolean): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  const block = text.replace(/\/\*[\s\S]*?\*\//g, blank);
  // `//` starts a comment unless it is part of an address (`url(https://…)`).
  return lineComments
    ? block.replace(
        /(^|[^:])\/\/[^\n]*/g,
        (match, before: string) => before + blank(match.slice(before.length)),
      )
    : block;
}

function findAll(pattern: RegExp, text: string, offset = 0, source = text): ColourFinding[] {
  return [...text.matchAll(pattern)].map((match) => ({
    line: lineOf(source, offset + (match.index ?? 0)),
    colour: match[0].replace(/\(\s*[\d.]$/, '(…)'),
  }));
}

/** The colours a Sass file writes outside comments: hex, colour functions of numbers, named colours in values. */
export function coloursInScss(text: string): ColourFinding[] {
  // An address's fragment (`url(icons.svg#abc)`) is no colour: addresses are blanked out too.
  const code = withoutComments(text, true).replace(/url\([^)]*\)/g, (match) => match.replace(/[^\n]/g, ' '));
  const found = [...findAll(hexColour, code), ...findAll(colourFunction, code)];
  // A declaration's value: what follows `property:` up to `;`, `{` or `}`.
  for (const declaration of code.matchAll(/(?:^|[;{\s])[\w-]+\s*:\s*([^;{}]+)/g)) {
    const value = declaration[1] ?? '';
    const start = (declaration.index ?? 0) + declaration[0].length - value.length;
    for (const word of value.matchAll(/(?<![\w$#.-])[a-z]+(?![\w(-])/gi))
      if (namedColours.has(word[0].toLowerCase()))
        found.push({ line: lineOf(code, start + (word.index ?? 0)), colour: word[0] });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** Style properties and attributes whose value is a colour. */
const colourProperty =
  /\b(?:color|background|backgroundColor|borderColor|borderTopColor|borderBottomColor|outlineColor|fill|stroke|stopColor|floodColor|caretColor|accentColor|textDecorationColor)\s*[:=]\s*\{?\s*(['"`])(#?[a-z0-9]+)\1/gi;

/** The colours a component writes: in any string, or a named colour given to a colour property. */
export function coloursInComponent(text: string): ColourFinding[] {
  const code = withoutComments(text, true);
  const found: ColourFinding[] = [];
  for (const literal of code.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    const content = literal[2] ?? '';
    const offset = (literal.index ?? 0) + 1;
    // A short hex is taken for a colour only where a colour goes (below): "#add" is an address.
    found.push(
      ...findAll(/#(?:[0-9a-f]{8}|[0-9a-f]{6})(?![\w-])/gi, content, offset, code),
      ...findAll(colourFunction, content, offset, code),
    );
  }
  for (const property of code.matchAll(colourProperty)) {
    const value = property[2] ?? '';
    if (namedColours.has(value.toLowerCase()) || /^#[0-9a-f]{3,4}$/i.test(value))
      found.push({ line: lineOf(code, property.index ?? 0), colour: value });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The colours of one file of `app/`, by its path: none for the theme and for files not checked. */
export function coloursInFile(path: string, text: string): ColourFinding[] {
  if (path === themeFile) return [];
  if (path.endsWith('.scss')) return coloursInScss(text);
  if (path.endsWith('.tsx') && !/\.test\.tsx$/.test(path)) return coloursInComponent(text);
  return [];
}
