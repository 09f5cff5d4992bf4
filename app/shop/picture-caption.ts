/**
 * "IMG_0412.jpg · Crop note: keep the ears": which picture a line is made of, under the product's
 * name, in the cart, on Review Order and the order's page (PRODUCT §20).
 */
export function pictureCaption(picture: { fileName: string; cropNote: string }): string {
  return picture.cropNote ? `${picture.fileName} · Crop note: ${picture.cropNote}` : picture.fileName;
}
