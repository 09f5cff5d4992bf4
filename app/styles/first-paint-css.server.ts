import preparedStylesheet from 'virtual:first-paint-stylesheet';
import {
  criticalStyleId,
  firstPaintCssPlaceholder,
  wholeStylesheetHref,
  wholeStylesheetId,
} from './critical-styles';
import {
  classesAddedInTheBrowser,
  classesInMarkup,
  createFirstPaintCss,
  type FirstPaintCss,
} from './first-paint-css';

/**
 * Classes scripts add to what the server sent, possibly before the whole stylesheet has arrived
 * (decision 025): kept by hand, since only a browser sees them added. Beside each, the check that
 * fails when it is missing here; the browser tests named are in tests/e2e/first-paint-css.spec.ts
 * and block the whole stylesheet, so only the page's inlined rules can style what they look at.
 * A class no test checks says so, and what a visitor would see until the whole stylesheet arrives.
 */
const addedInTheBrowser: Record<string, readonly string[]> = {
  // On any page.
  '*': [
    // 'a field marked invalid is styled before the whole stylesheet' (its red border). The two
    // share Bootstrap's rules (.was-validated .form-control:invalid, .form-control.is-invalid),
    // so the test fails when both are missing, not when one is.
    'is-invalid',
    'was-validated',
    // No test: the role menu's list would open unstyled (Bootstrap's .dropdown-menu.show).
    'show',
    // No test: the phone menu would open without its slide (a transition's class, for a moment).
    'collapsing',
    // No test: the link of a page reached without a reload would not look current.
    'active',
  ],
  // The home page's carousel: react-bootstrap's replaces the still picture right after hydration.
  // 'the slides that replace the still picture after hydration are styled before the whole
  // stylesheet' checks each of these by a property its own rule sets:
  carousel: [
    'carousel-indicators',
    // The two controls share their position rule, so it fails when both are missing; next's own
    // rule (right: 0) is checked alone. Previous's own rule (left: 0) is where it sits anyway.
    'carousel-control-prev',
    'carousel-control-next',
    'carousel-control-prev-icon',
    'carousel-control-next-icon',
    'visually-hidden',
    'carousel-play-toggle',
    'btn-light',
    'btn-sm',
    // No test: the classes of a slide in motion and of touch input, each for a moment.
    'carousel-item-next',
    'carousel-item-prev',
    'carousel-item-start',
    'carousel-item-end',
    'pointer-event',
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

/**
 * A signed-in page: an empty `<style>` and, right after it, a `<link>` to the whole stylesheet
 * (decision 038). The browser came through the public pages, which load that file once they have
 * painted, so it is in its cache (a hashed name, kept a year), and the page needs no rules of its
 * own: 27-34 KB less HTML to compress and send on every signed-in request, and no scan of the
 * markup's classes. React leaves a tag it did not render in the head alone when it hydrates (React
 * 19), and never removes it afterwards, so the stylesheet stays through every later navigation.
 */
export function linkWholeStylesheet(html: string): string {
  const style = html.indexOf(`<style id="${criticalStyleId}"`);
  const at = style === -1 ? -1 : html.indexOf(firstPaintCssPlaceholder, style);
  const end = at === -1 ? -1 : html.indexOf('</style>', at);
  if (end === -1) return html;
  const link = `<link rel="stylesheet" id="${wholeStylesheetId}" href="${wholeStylesheetHref}"/>`;
  const after = end + '</style>'.length;
  return (
    html.slice(0, at) + html.slice(at + firstPaintCssPlaceholder.length, after) + link + html.slice(after)
  );
}
