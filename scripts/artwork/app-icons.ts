import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { type AppIcon, appIconFileName, appIconKey } from '../../app/content/app-icons';
import { generatorFiles, hashFiles, type Versions } from './versions';

/** The logo artwork the icons are drawn from: the favicon, so the two never differ. */
export const logoFile = fileURLToPath(new URL('../../public/favicon.svg', import.meta.url));

/** The logo's own background, to the icon's edges where a launcher or iOS may show them. */
const LOGO_BACKGROUND = '#3b2a1f';
/** A maskable icon's safe zone is the middle 80 % (a circle of 40 % radius): the logo drawn there. */
const MASKABLE_SCALE = 0.8;
export const PNG = { compressionLevel: 9 } as const;

/** Each icon's version: the generator, the logo and the icon's entry (as the artwork's, from the recipe). */
export async function appIconVersions(icons: readonly AppIcon[]): Promise<Versions> {
  const generator = await hashFiles(await generatorFiles());
  const logo = await readFile(logoFile);
  const versions: Versions = {};
  for (const icon of icons) {
    const recipe = JSON.stringify({ generator, logo: logo.toString('base64'), icon, PNG });
    versions[appIconKey(icon)] = createHash('sha256').update(recipe).digest('hex').slice(0, 8);
  }
  return versions;
}

export function appIconPath(outDir: string, icon: AppIcon, versions: Versions): string {
  return join(outDir, appIconFileName(icon, versions[appIconKey(icon)] ?? ''));
}

/** The logo at `size` px square, transparent around its rounded corners. */
async function logoAt(logo: Buffer, size: number): Promise<Buffer> {
  // The SVG is 64 units across; drawn at the density that makes it `size` px, so it is sharp.
  return sharp(logo, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** One icon as PNG bytes. */
export async function renderAppIcon(icon: AppIcon): Promise<Buffer> {
  const logo = await readFile(logoFile);
  if (icon.kind === 'any')
    return sharp(await logoAt(logo, icon.size))
      .png(PNG)
      .toBuffer();
  const inner = icon.kind === 'maskable' ? Math.round(icon.size * MASKABLE_SCALE) : icon.size;
  const offset = Math.round((icon.size - inner) / 2);
  const drawn = await sharp({
    create: { width: icon.size, height: icon.size, channels: 3, background: LOGO_BACKGROUND },
  })
    .composite([{ input: await logoAt(logo, inner), left: offset, top: offset }])
    .png()
    .toBuffer();
  // Opaque to the edge, so no alpha channel at all (sharp keeps the logo's after compositing).
  return sharp(drawn).removeAlpha().png(PNG).toBuffer();
}
