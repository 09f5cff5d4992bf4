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
 *
 * `tight`: PictureList's narrow gutters (`g-2`, 0.5 rem) on a gallery's own page, whose container
 * has 0.5 rem of padding on a phone (`.gallery-page`): a phone's cell is then 50vw - 12px (194 px
 * on a 412 px screen), not 50vw - 20px. Too small a `sizes` lets the browser pick a copy that is
 * too small for the cell.
 */
export function gridImageSizes(phoneColumns: 1 | 2, crop = 1, tight = false): string {
  // From Bootstrap's breakpoints up: [min-width, container max-width, columns].
  const widths: [number, number, number][] = [
    [1400, 1320, 4],
    [1200, 1140, 4],
    [992, 960, 3],
    [768, 720, 3],
    [576, 540, 2],
  ];
  const gutter = tight ? 8 : 16;
  const cell = (container: number, columns: number) => (container - 24 + gutter) / columns - gutter;
  const px = (value: number) => `${Math.round(value * crop)}px`;
  // The phone's container padding (0.75 rem, 0.5 rem on a gallery's own page) and gutter.
  const padding = tight ? 8 : 12;
  const phoneCell =
    phoneColumns === 1 ? `100vw - ${2 * padding}px` : `50vw - ${(2 * padding - gutter) / 2 + gutter}px`;
  const phone = crop === 1 ? `calc(${phoneCell})` : `calc((${phoneCell}) * ${crop.toFixed(3)})`;
  return [
    ...widths.map(([min, container, columns]) => `(min-width: ${min}px) ${px(cell(container, columns))}`),
    phone,
  ].join(', ');
}

/** How much wider than its square cell a picture's copy must be (its aspect ratio, landscape only). */
export function squareCrop(picture: { width: number; height: number }): number {
  return picture.height > 0 ? Math.max(1, picture.width / picture.height) : 1;
}
