import { packageDownloadsLeft } from '../../app/galleries/download-credits.server';

/** A gallery's download credits left, 0 when it never had a package. */
export async function creditsLeft(galleryId: string): Promise<number> {
  return (await packageDownloadsLeft(galleryId)) ?? 0;
}
