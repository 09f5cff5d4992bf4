import { describe, expect, it } from 'vitest';
import { artworkVersions } from '../../scripts/artwork/versions';
import { artworks, artworkUrl, widthsFor } from './artwork';
import committed from './artwork-versions.json';

describe('artwork file names', () => {
  it('artwork-versions.json is what the generator computes now (run npm run artwork and commit it)', async () => {
    expect(committed).toEqual(await artworkVersions(Object.values(artworks)));
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
});
