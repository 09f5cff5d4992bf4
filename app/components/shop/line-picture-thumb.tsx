/**
 * The thumbnail of the picture a cart or order line is made of (PRODUCT §20), cropped square; its
 * file name is its text. Lazy: it is never the page's main picture. Nothing when the picture has
 * no thumbnail any more (deleted since the order: the line keeps its file name).
 */
export function LinePictureThumb({
  picture,
  size,
}: {
  picture: { thumbUrl: string | null; fileName: string };
  size: number;
}) {
  if (!picture.thumbUrl) return null;
  return (
    <img
      src={picture.thumbUrl}
      alt={picture.fileName}
      width={size}
      height={size}
      className="rounded object-fit-cover"
      loading="lazy"
      decoding="async"
    />
  );
}
