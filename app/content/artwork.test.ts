import { describe, expect, it } from 'vitest';
import { appIconVersions } from '../../scripts/artwork/app-icons';
import { artworkVersions } from '../../scripts/artwork/versions';
import { appIcons, appIconUrl } from './app-icons';
import { artworks, artworkUrl, widthsFor } from './artwork';
import committed from './artwork-versions.json';

describe('artwork file names', () => {
  it('artwork-versions.json is what the generator computes now (run npm run artwork and commit it)', async () => {
    expect(committed).toEqual({
      ...(await artworkVersions(Object.values(artworks))),
      ...(await appIconVersions(Object.values(appIcons))),
    });
  });

  it('carry an 8-hex-digit version, so /images may be cached for a year', () => {
    for (const art of Object.values(artworks)) {
      for (const width of widthsFor(art)) {
        expect(artworkUrl(art.name as keyof typeof artworks, width, 'webp')).toMatch(
          new RegExp(`^/images/${art.name}-${width}\\.[0-9a-f]{8}\\.webp$`),
        );
      }
    }
  });

  it('and so do the app icons: /images/{name}-{size}.{version}.png', () => {
    expect(appIconUrl(appIcons.any192)).toMatch(/^\/images\/icon-192\.[0-9a-f]{8}\.png$/);
    expect(appIconUrl(appIcons.maskable512)).toMatch(/^\/images\/icon-maskable-512\.[0-9a-f]{8}\.png$/);
    expect(appIconUrl(appIcons.appleTouch)).toMatch(/^\/images\/apple-touch-icon-180\.[0-9a-f]{8}\.png$/);
  });
});
