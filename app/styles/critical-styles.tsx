import criticalCss from './critical.scss?inline';

const styleId = 'critical-css';

/**
 * The server's copy is the compiled stylesheet; the browser's is the text the server put in the
 * page, so hydration matches and the stylesheet never travels a second time inside the scripts
 * (`import.meta.env.SSR` is false in the browser build, so the import is dropped from it).
 */
const css = import.meta.env.SSR
  ? criticalCss
  : (globalThis.document?.getElementById(styleId)?.textContent ?? '');

/**
 * Bootstrap's parts and the site's rules every first paint needs, inlined in the head (decision
 * 017): no stylesheet request stands between the HTML and the first paint.
 */
export function CriticalStyles({ nonce }: { nonce: string | undefined }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet, no user input
  return <style id={styleId} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
