/**
 * The `sizes` of a picture in PictureList's grid: the width of one cell's picture at each of
 * Bootstrap's container widths (540, 720, 960, 1140, 1320 px; the container's 0.75 rem padding
 * and the row's 1 rem gutter, `g-3`, taken off), one to four columns as the grid lays them out (on
 * a phone `phoneColumns`, the whole screen's width). The browser then picks from the srcset the
 * smallest copy that fills the cell on its screen: a phone's two columns ask for the thumbnail.
 *
 * `crop`: how much wider the copy must be than the cell when the picture is cropped to a square
 * (a gallery's own page): a landscape picture fills the square's height, so its width is the
 * cell's times its aspect ratio (1 for anything not cropped, or a portrait picture).
 */
export function gridImageSizes(phoneColumns: 1 | 2, crop = 1): string {
  // From Bootstrap's breakpoints up: [min-width, container max-width, columns].
  const widths: [number, number, number][] = [
    [1400, 1320, 4],
    [1200, 1140, 4],
    [992, 960, 3],
    [768, 720, 3],
    [576, 540, 2],
  ];
  const cell = (container: number, columns: number) => (container - 24 + 16) / columns - 16;
  const px = (value: number) => `${Math.round(value * crop)}px`;
  const phone =
    phoneColumns === 1
      ? crop === 1
        ? 'calc(100vw - 24px)'
        : `calc((100vw - 24px) * ${crop.toFixed(3)})`
      : crop === 1
        ? 'calc(50vw - 20px)'
        : `calc((50vw - 20px) * ${crop.toFixed(3)})`;
  return [
    ...widths.map(([min, container, columns]) => `(min-width: ${min}px) ${px(cell(container, columns))}`),
    phone,
  ].join(', ');
}

/** How much wider than its square cell a picture's copy must be (its aspect ratio, landscape only). */
export function squareCrop(picture: { width: number; height: number }): number {
  return picture.height > 0 ? Math.max(1, picture.width / picture.height) : 1;
}
