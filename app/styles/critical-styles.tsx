import stylesheetHref from './critical.scss?url';

/** The whole stylesheet's address (hashed, cached for a year). */
export const wholeStylesheetHref = stylesheetHref;

export const criticalStyleId = 'critical-css';

/** The `<link>` of the whole stylesheet that the server writes into a signed-in page. */
export const wholeStylesheetId = 'whole-stylesheet';

/** What the server renders in the `<style>`; `fillFirstPaintCss` puts the page's rules there. */
export const firstPaintCssPlaceholder = '/*first-paint-css*/';

/**
 * The server writes the placeholder; the browser's copy is the text the server put in the page, so
 * hydration matches and the rules never travel a second time inside the scripts.
 */
const css = import.meta.env.SSR
  ? firstPaintCssPlaceholder
  : (globalThis.document?.getElementById(criticalStyleId)?.textContent ?? '');

// After the first frame, the whole stylesheet (a cached file, at low priority: nothing on the page
// waits for it), right after the inlined rules so the routes' own stylesheets still come later in
// the cascade; tried again twice if it fails to load. Inserted by a script, it never blocks
// rendering; it serves classes the browser adds later and the pages reached without a reload.
// A signed-in page links the whole stylesheet itself (first-paint-css.server.ts): nothing to add.
const loadWholeStylesheet = `(function(){if(document.getElementById(${JSON.stringify(wholeStylesheetId)}))return;function load(tries){var l=document.createElement("link");l.rel="stylesheet";l.fetchPriority="low";l.href=${JSON.stringify(stylesheetHref)};l.onerror=function(){l.remove();if(tries<2)setTimeout(load,2000,tries+1)};document.getElementById(${JSON.stringify(criticalStyleId)}).after(l)}requestAnimationFrame(function(){setTimeout(load,0,0)})})()`;

/**
 * Bootstrap's parts and the site's rules (decisions 024 and 025): the ones the page's markup uses
 * inlined in the head, so no stylesheet request stands between the HTML and the first paint, and
 * the whole stylesheet loaded once the page has painted.
 */
export function CriticalStyles({ nonce }: { nonce: string | undefined }) {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet, no user input */}
      <style id={criticalStyleId} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: loadWholeStylesheet }} />
    </>
  );
}
