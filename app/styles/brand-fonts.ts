// The same file _brand.scss's @font-face names: Vite gives both the one hashed address.
import headingFontHref from '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2?url';
import { preload } from 'react-dom';

export { headingFontHref };

/**
 * Preloads the heading face's one weight from every page's head (decision 058): the headings are
 * in the first paint, so the font is asked for with the HTML instead of after the first layout.
 * Only this file: the text face is found by the browser as soon as it lays the page out, and a
 * second preload would take bandwidth from the page's largest picture.
 */
export function preloadHeadingFont(): void {
  preload(headingFontHref, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
