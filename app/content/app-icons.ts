import artworkVersions from './artwork-versions.json';

/**
 * The icons of the installed site (PRODUCT §14 On a phone): the logo (`public/favicon.svg`) as PNG,
 * rendered by `scripts/artwork.ts` with the artwork into public/images, each name carrying its
 * version as the artwork's do, so /images keeps its year-long cache.
 *
 * - `any`: the logo as the favicon draws it, rounded corners and all (the manifest's 192 and 512).
 * - `maskable`: the logo's colour to every edge and the horse inside the middle 80 %, the safe
 *   zone a phone's launcher may cut the icon to (a circle, a squircle).
 * - `full`: the logo's colour to every edge, nothing transparent: iOS rounds the corners itself and
 *   would show a transparent corner black (`apple-touch-icon`).
 */
export type AppIconKind = 'any' | 'maskable' | 'full';

export interface AppIcon {
  /** File stem: public/images/{name}-{size}.{version}.png */
  name: string;
  size: number;
  kind: AppIconKind;
}

export const appIcons = {
  any192: { name: 'icon', size: 192, kind: 'any' },
  any512: { name: 'icon', size: 512, kind: 'any' },
  maskable512: { name: 'icon-maskable', size: 512, kind: 'maskable' },
  appleTouch: { name: 'apple-touch-icon', size: 180, kind: 'full' },
} as const satisfies Record<string, AppIcon>;

/** The key of an icon in artwork-versions.json: its stem and size, as two icons share a stem. */
export function appIconKey(icon: AppIcon): string {
  return `${icon.name}-${icon.size}`;
}

/** A rendered icon's file name: `{name}-{size}.{version}.png`. */
export function appIconFileName(icon: AppIcon, version: string): string {
  return `${appIconKey(icon)}.${version}.png`;
}

const versions: Readonly<Record<string, string>> = artworkVersions;

export function appIconUrl(icon: AppIcon): string {
  const version = versions[appIconKey(icon)];
  if (!version)
    throw new Error(
      `App icon ${appIconKey(icon)} has no version in artwork-versions.json: run npm run artwork`,
    );
  return `/images/${appIconFileName(icon, version)}`;
}
