import criticalCss from './critical.scss?inline';
import { firstPaintCssPlaceholder } from './critical-styles';
import { classesInMarkup, createFirstPaintCss, type FirstPaintCss } from './first-paint-css';

/**
 * Classes the browser adds to markup already on the page before the whole stylesheet has
 * arrived: the menu opened by a tap, the slide moving in, a field marked invalid on submit.
 */
const addedInTheBrowser = ['show', 'collapsing', 'active', 'was-validated', 'is-invalid'];

let stylesheet: FirstPaintCss | undefined;

/**
 * The page with the rules of the first-paint stylesheet its markup uses in place of the
 * placeholder that `<CriticalStyles>` rendered (decision 025). Only the first placeholder is
 * filled: it is in the head, before anything a visitor wrote can appear in the page.
 */
export function fillFirstPaintCss(html: string): string {
  const at = html.indexOf(firstPaintCssPlaceholder);
  if (at === -1) return html;
  stylesheet ??= createFirstPaintCss(criticalCss, { alwaysUsed: addedInTheBrowser });
  const rules = stylesheet.rulesFor(classesInMarkup(html));
  return html.slice(0, at) + rules + html.slice(at + firstPaintCssPlaceholder.length);
}
