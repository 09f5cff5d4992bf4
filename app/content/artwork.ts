import artworkVersions from './artwork-versions.json';

/**
 * Every image the product names (PRODUCT §2), with its master size. `scripts/artwork.ts` renders each one as original
 * placeholder artwork (PRODUCT §12) at every width below, as WebP and JPEG, into public/images.
 * The <Picture> component reads the same list, so srcset, width and height always match the files.
 */
export type ArtworkScene = 'landscape' | 'portrait' | 'herd' | 'arena' | 'sunset' | 'snow';

export interface Artwork {
  /** File stem: public/images/{name}-{width}.{webp,jpg} */
  name: string;
  width: number;
  height: number;
  scene: ArtworkScene;
  /** Seed for the deterministic generator, so the build is reproducible. */
  seed: number;
}

function art(name: string, width: number, height: number, scene: ArtworkScene, seed: number): Artwork {
  return { name, width, height, scene, seed };
}

export const artworks = {
  home1: art('home1', 1600, 900, 'landscape', 1),
  home2: art('home2', 1600, 900, 'sunset', 2),
  home3: art('home3', 1600, 900, 'herd', 3),
  home4: art('home4', 1600, 900, 'arena', 4),
  home5: art('home5', 1600, 900, 'snow', 5),
  home6: art('home6', 1600, 900, 'portrait', 6),
  about: art('about', 900, 1200, 'portrait', 7),
  team1: art('team1', 600, 600, 'portrait', 11),
  team2: art('team2', 600, 600, 'landscape', 12),
  team3: art('team3', 600, 600, 'sunset', 13),
  team4: art('team4', 600, 600, 'herd', 14),
  team5: art('team5', 600, 600, 'arena', 15),
  serviceportrait: art('serviceportrait', 1200, 800, 'portrait', 21),
  serviceevent: art('serviceevent', 1200, 800, 'arena', 22),
  servicefineart: art('servicefineart', 1200, 800, 'sunset', 23),
  serviceadvertising: art('serviceadvertising', 1200, 800, 'landscape', 24),
  serviceeditorial: art('serviceeditorial', 1200, 800, 'herd', 25),
  servicelifestyle: art('servicelifestyle', 1200, 800, 'snow', 26),
  story1: art('story1', 1200, 800, 'landscape', 31),
  story2: art('story2', 1200, 800, 'portrait', 32),
  story3: art('story3', 1200, 800, 'sunset', 33),
  story4: art('story4', 1200, 800, 'herd', 34),
  story5: art('story5', 1200, 800, 'arena', 35),
  story6: art('story6', 1200, 800, 'snow', 36),
  story7: art('story7', 1200, 800, 'landscape', 37),
  story8: art('story8', 1200, 800, 'sunset', 38),
  story9: art('story9', 1200, 800, 'portrait', 39),
  notfound: art('notfound', 1000, 750, 'portrait', 40),
} satisfies Record<string, Artwork>;

export type ArtworkName = keyof typeof artworks;

/** Widths rendered for every artwork (never wider than its master). */
export const artworkWidths = [400, 800, 1200, 1600] as const;

export function widthsFor(artwork: Artwork): number[] {
  const widths: number[] = artworkWidths.filter((w) => w < artwork.width);
  return [...widths, artwork.width];
}

export type ArtworkFormat = 'webp' | 'jpg';

/**
 * A rendered file's name: `{name}-{width}.{version}.{format}`. The version is a fingerprint of
 * everything that decides the artwork's pixels (scripts/artwork.ts writes it to
 * artwork-versions.json), so a name never changes its content and browsers may keep the file a year.
 */
export function artworkFileName(name: string, width: number, version: string, format: ArtworkFormat): string {
  return `${name}-${width}.${version}.${format}`;
}

const versions: Readonly<Record<string, string>> = artworkVersions;

export function artworkUrl(name: ArtworkName, width: number, format: ArtworkFormat): string {
  const version = versions[name];
  if (!version)
    throw new Error(`Artwork ${name} has no version in artwork-versions.json: run npm run artwork`);
  return `/images/${artworkFileName(name, width, version, format)}`;
}
