import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Artwork, widthsFor } from '../../app/content/artwork';

/** The encoders' settings: part of every artwork's version, since they decide the bytes too. */
export const WEBP = { quality: 78 } as const;
export const JPEG = { quality: 80, mozjpeg: true, progressive: true } as const;

/** Artwork name → version, what app/content/artwork-versions.json holds. */
export type Versions = Record<string, string>;

/** This folder (the scene builders, this module) and the script that runs them. */
const generatorDir = fileURLToPath(new URL('./', import.meta.url));
const generatorScript = fileURLToPath(new URL('../artwork.ts', import.meta.url));

/** The generator's files; every file in the folder is hashed, so a new module can't be missed. */
export async function generatorFiles(): Promise<string[]> {
  // Sorted, because readdir order is up to the file system and the hash must not depend on it.
  const modules = (await readdir(generatorDir)).sort().map((f) => join(generatorDir, f));
  return [generatorScript, ...modules];
}

export async function hashFiles(files: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) hash.update(await readFile(file));
  return hash.digest('hex');
}

/**
 * Each artwork's version: a fingerprint of the generator, the artwork's own entry (size, scene,
 * seed), its widths and the encoders' settings. Taken from the recipe, not the encoded bytes, so
 * the same sources give the same file names on every machine (and artwork-versions.json, which is
 * committed, stays as it is until the pictures change).
 */
export async function artworkVersions(list: readonly Artwork[]): Promise<Versions> {
  const generator = await hashFiles(await generatorFiles());
  const versions: Versions = {};
  for (const art of [...list].sort((a, b) => a.name.localeCompare(b.name))) {
    const recipe = JSON.stringify({ generator, art, widths: widthsFor(art), WEBP, JPEG });
    versions[art.name] = createHash('sha256').update(recipe).digest('hex').slice(0, 8);
  }
  return versions;
}
