import {
  type PictureLimits,
  pictureMessages,
  resolutionAllowed,
  sniffImageFormat,
  tooLargeMessage,
} from '../../pictures/picture-rules';

/**
 * The browser's copy of the server's checks (PRODUCT §5), so the admin hears about a bad file before
 * uploading it: size, then the real type from the first bytes, then the resolution of the decoded
 * image. Returns the product's message (PRODUCT §5), or null for a good file. The server checks everything again.
 */
export async function checkImageFile(file: File, limits: PictureLimits): Promise<string | null> {
  if (file.size > limits.maxFileBytes) return tooLargeMessage(limits);
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!sniffImageFormat(head)) return pictureMessages.badType;
  const size = await imageSize(file);
  if (!size) return pictureMessages.badType;
  return resolutionAllowed(size, limits) ? null : pictureMessages.badResolution;
}

/**
 * The image's size as the browser reads it. An <img> that is never shown is sized without decoding
 * every pixel, which matters for a 100-megapixel file.
 */
function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (size: { width: number; height: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(size);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}
