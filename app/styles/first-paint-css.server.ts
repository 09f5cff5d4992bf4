import preparedStylesheet from 'virtual:first-paint-stylesheet';
import { criticalStyleId, firstPaintCssPlaceholder } from './critical-styles';
import {
  classesAddedInTheBrowser,
  classesInMarkup,
  createFirstPaintCss,
  type FirstPaintCss,
} from './first-paint-css';

/**
 * Classes scripts add to what the server sent, possibly before the whole stylesheet has arrived:
 * on any page, a menu opened by a tap or a field marked invalid on submit; on the home page,
 * react-bootstrap's carousel (its buttons, indicators and slide states) replacing the still
 * picture right after hydration, and the site's play/pause button beside it.
 */
const addedInTheBrowser: Record<string, readonly string[]> = {
  '*': ['show', 'collapsing', 'active', 'was-validated', 'is-invalid'],
  carousel: [
    'carousel-indicators',
    'carousel-control-prev',
    'carousel-control-next',
    'carousel-control-prev-icon',
    'carousel-control-next-icon',
    'carousel-item-next',
    'carousel-item-prev',
    'carousel-item-start',
    'carousel-item-end',
    'pointer-event',
    'visually-hidden',
    'carousel-play-toggle',
    'btn-light',
    'btn-sm',
  ],
};

let stylesheet: FirstPaintCss | undefined;

/**
 * The page with the rules of the first-paint stylesheet its markup uses in place of the
 * placeholder that `<CriticalStyles>` rendered (decision 025). The placeholder is looked for in
 * the `<style>` element only: the title before it may hold what a visitor wrote.
 */
export function fillFirstPaintCss(html: string): string {
  const style = html.indexOf(`<style id="${criticalStyleId}"`);
  const at = style === -1 ? -1 : html.indexOf(firstPaintCssPlaceholder, style);
  if (at === -1) return html;
  stylesheet ??= createFirstPaintCss(preparedStylesheet);
  const rules = stylesheet.rulesFor(classesAddedInTheBrowser(classesInMarkup(html), addedInTheBrowser));
  return html.slice(0, at) + rules + html.slice(at + firstPaintCssPlaceholder.length);
}
