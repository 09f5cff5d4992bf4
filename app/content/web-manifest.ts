import { href } from 'react-router';
import { type AppIcon, appIcons, appIconUrl } from './app-icons';
import { business } from './business';

/**
 * The web app manifest (PRODUCT §14 On a phone): what a phone needs to install the site and open it
 * like an app, on Your Sessions, the client's own page. Served as /manifest.webmanifest and linked
 * from every page's head with the theme colour and the iOS icon (root.tsx).
 */

/** The navigation bar's colour (Bootstrap's bg-dark), so the phone's status bar continues it. */
export const themeColor = '#212529';

const manifestIcon = (icon: AppIcon) => ({
  src: appIconUrl(icon),
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose: icon.kind === 'maskable' ? 'maskable' : 'any',
});

export function webManifest() {
  return {
    // Stays the app's identity if the start page ever changes.
    id: href('/'),
    name: business.name,
    short_name: business.shortName,
    description: `${business.name}: your sessions, galleries, invoices and orders.`,
    start_url: href('/sessions'),
    scope: href('/'),
    display: 'standalone',
    theme_color: themeColor,
    // The page's own background, so the splash screen turns into the page without a flash.
    background_color: '#ffffff',
    icons: [appIcons.any192, appIcons.any512, appIcons.maskable512].map(manifestIcon),
  };
}
