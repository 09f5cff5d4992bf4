/**
 * A close head-and-neck study, drawn once in a 1000-unit frame (facing right) and fitted to the canvas
 * over a soft, out-of-focus background.
 */
import { blurFilter, type Canvas, gradient, radialFade, stop } from './canvas';
import { coats } from './place-horse';
import { pick } from './random';
import { scatter, sky, vignette } from './scenery';
import { band, mix, n, type Pt, path, pts, smooth } from './shapes';

const headOutline = pts([
  470, 240, 540, 255, 610, 325, 690, 435, 760, 545, 810, 635, 840, 695, 850, 735, 840, 770, 810, 788, 775,
  785, 745, 765, 705, 728, 640, 692, 560, 672, 490, 662, 440, 630, 412, 570, 410, 500, 425, 420, 445, 320,
  470, 240,
]);
const crestLine = pts([20, 1010, 95, 790, 195, 580, 315, 400, 425, 282, 468, 250]);
const neckOutline = [...crestLine, ...pts([480, 330, 450, 450, 430, 560, 440, 690, 480, 850, 530, 1010])];

const closed = (outline: Pt[]): string => `${smooth(outline)}Z`;

const ear = (dx: number, dy: number): string =>
  closed(
    pts([450 + dx, 268 + dy, 432 + dx, 190 + dy, 462 + dx, 98 + dy, 508 + dx, 172 + dy, 526 + dx, 250 + dy]),
  );

export function portrait(c: Canvas): void {
  const [top, bottom, bokeh] = pick(c.rng, [
    ['#f5dcbc', '#e3a47a', '#fff1dc'],
    ['#e2e8d5', '#a5bb95', '#f6f8ea'],
    ['#dde6ec', '#9db4c7', '#f4f8fb'],
    ['#f6e6bb', '#d6a45c', '#fff6d8'],
  ] as const);
  sky(c, [stop(0, top), stop(1, bottom)]);
  const soft = blurFilter(c, c.h / 60);
  const dots = scatter(c, 14, 0.8, 0.03, 0.09);
  // A blurred, gently rolling foreground the head rises out of.
  const swell = Array.from(
    { length: 9 },
    (_, i): Pt => [(i / 8) * c.w, c.h * (0.72 + 0.05 * Math.sin(i * 1.3 + c.rng()))],
  );
  const ground = path(`${smooth(swell)}L${c.w} ${c.h}L0 ${c.h}Z`, bottom, ' opacity="0.6"');
  c.body.push(`<g filter="${soft}">${path(dots, bokeh, ' opacity="0.45"')}${ground}</g>`);

  const style = pick(c.rng, coats.slice(0, 5));
  const sc = Math.min(c.w / 900, c.h / 1000);
  const flip = c.rng() < 0.35;
  const cx = c.w * (c.w > c.h * 1.2 ? 0.56 : 0.5);
  const tx = flip ? cx + 440 * sc : cx - 440 * sc;
  const shade = gradient(
    c,
    'v',
    [
      stop(0, mix(style.coat, '#ffffff', 0.18)),
      stop(0.55, style.coat),
      stop(1, mix(style.coat, '#000000', 0.35)),
    ],
    'gradientUnits="userSpaceOnUse" x1="700" y1="250" x2="250" y2="1000"',
  );
  const mane: Pt[] = crestLine.map(([x, y], i) => [x - 38 - (i % 2) * 14, y - 30 - (i % 2) * 10]);
  const inner: Pt[] = crestLine.map(([x, y]) => [x + 28, y + 24]);
  const strap = mix(pick(c.rng, ['#7a2e2e', '#2c3e63', '#3f5a3a', '#5a3a22']), '#000000', 0.1);
  const parts = [
    path(ear(-58, 18), style.dark),
    path(closed(neckOutline) + closed(headOutline) + ear(0, 0), shade),
    `<ellipse cx="505" cy="555" rx="120" ry="95" fill="${radialFade(c, '#ffffff', 0.14)}"/>`,
    path(band([...mane, [480, 245]], inner), style.dark),
    path(closed(pts([470, 238, 520, 244, 560, 290, 575, 345, 548, 312, 528, 330, 505, 285])), style.dark),
    `<g fill="none" stroke="${strap}" stroke-width="22" stroke-linecap="round"><path d="M612 618Q520 450 452 272"/><path d="M742 515Q705 615 680 702"/><path d="M612 618Q650 600 715 600"/></g>`,
    `<circle cx="612" cy="618" r="15" fill="none" stroke="#c9b58a" stroke-width="6"/>`,
    `<ellipse cx="585" cy="410" rx="24" ry="15" transform="rotate(48 585 410)" fill="#160f0a"/>`,
    `<circle cx="592" cy="402" r="5" fill="#ffffff" opacity="0.75"/>`,
    `<path d="M558 388Q588 370 616 394" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="8"/>`,
    path('M806 688Q836 700 826 738Q814 722 806 688Z', mix(style.coat, '#000000', 0.55)),
    `<path d="M842 764Q812 774 786 768" fill="none" stroke="#000000" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round"/>`,
  ];
  c.body.push(
    `<g transform="translate(${n(tx)} ${n(c.h - 1005 * sc)}) scale(${n(flip ? -sc : sc)} ${n(sc)})">${parts.join('')}</g>`,
  );
  vignette(c, 0.2);
}
