/**
 * The builder block palette (spec §2): Text, Heading, Editor, Button, Image, I-Frame, Icon, List,
 * Social Icons, Map, Layout 1x2, 1x3, 1x4, and optionally Payment Button (inserted at position 6)
 * and Calender Button (syncs with a calendar). Data only: plain Bootstrap 5 html styled by the
 * theme (root-css.ts), like the content library's sections; images, maps and icons from the
 * shipped library, so a dropped block works offline and on the sites origin. Layout columns start
 * with the placeholder, so blocks can be dropped into them (the insert replaces it).
 */
import { PLACEHOLDER_HTML } from '../../../domain/placeholder.ts';

export interface Block {
  /** The spec's palette name; also the drag payload. */
  readonly name: string;
  readonly html: string;
  /** A 24×24 stroke-icon path (`d`), drawn by the palette. */
  readonly icon?: string;
  /** What a drag carries when it is not the name (a Payment Button names its plan: `findBlock`). */
  readonly payload?: string;
}

const column = (cls: string) => `<div class="${cls}">${PLACEHOLDER_HTML}</div>`;
const layout = (count: number) =>
  `<div class="row g-4">${Array.from({ length: count }, () => column(`col-md-${12 / count}`)).join('')}</div>`;

export const BLOCKS: readonly Block[] = [
  {
    name: 'Text',
    html: '<p>Write something your visitors should know. Click to edit this text.</p>',
    icon: 'M4 7V5h16v2M9 19h6M12 5v14',
  },
  {
    name: 'Heading',
    html: '<h2>Your heading here</h2>',
    icon: 'M6 4v16M18 4v16M6 12h12',
  },
  {
    name: 'Editor',
    html:
      '<div class="pw-editor"><h3>A block of rich text</h3>' +
      '<p>Mix <strong>bold</strong>, <em>italic</em> and <a href="#">links</a> in one block.</p></div>',
    icon: 'M4 6h16M4 10h16M4 14h10M4 18h7M17 15l3 3-3 3',
  },
  {
    name: 'Button',
    html: '<a class="btn btn-primary btn-lg" href="#">Get started</a>',
    icon: 'M3 8h18v8H3zM8 12h8',
  },
  {
    name: 'Image',
    html: '<img class="img-fluid rounded" src="assets/images/travel/hero.webp" alt="Image" width="1280" height="800" loading="lazy">',
    icon: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5h.01',
  },
  {
    name: 'I-Frame',
    html:
      '<div class="ratio ratio-16x9 border rounded bg-light">' +
      '<iframe src="about:blank" title="Embedded content" loading="lazy"></iframe></div>',
    icon: 'M3 4h18v16H3zM3 8h18M9 13l-2 2 2 2M15 13l2 2-2 2',
  },
  {
    name: 'Icon',
    html: '<i class="fa-solid fa-star fa-2x" aria-hidden="true"></i>',
    icon: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1L3.2 9.5l6.1-.9z',
  },
  {
    name: 'List',
    html: '<ul><li>First point</li><li>Second point</li><li>Third point</li></ul>',
    icon: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
  },
  {
    name: 'Social Icons',
    html:
      '<ul class="list-inline mb-0">' +
      '<li class="list-inline-item"><a href="#" aria-label="Facebook"><i class="fa-brands fa-facebook-f fa-lg" aria-hidden="true"></i></a></li>' +
      '<li class="list-inline-item"><a href="#" aria-label="Instagram"><i class="fa-brands fa-instagram fa-lg" aria-hidden="true"></i></a></li>' +
      '<li class="list-inline-item"><a href="#" aria-label="X"><i class="fa-brands fa-x-twitter fa-lg" aria-hidden="true"></i></a></li>' +
      '<li class="list-inline-item"><a href="#" aria-label="LinkedIn"><i class="fa-brands fa-linkedin-in fa-lg" aria-hidden="true"></i></a></li>' +
      '</ul>',
    icon: 'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  },
  {
    name: 'Map',
    html:
      '<div class="ratio ratio-16x9">' +
      '<iframe src="assets/images/maps/city-map.svg" title="Map" loading="lazy"></iframe></div>',
    icon: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  },
  { name: 'Layout 1x2', html: layout(2), icon: 'M3 4h18v16H3zM12 4v16' },
  { name: 'Layout 1x3', html: layout(3), icon: 'M3 4h18v16H3zM9 4v16M15 4v16' },
  { name: 'Layout 1x4', html: layout(4), icon: 'M3 4h18v16H3zM7.5 4v16M12 4v16M16.5 4v16' },
];

export const PAYMENT_BUTTON: Block = {
  name: 'Payment Button',
  html: '<a class="btn btn-primary btn-lg" href="#" data-pw-payment="true">Buy now</a>',
  icon: 'M2 6h20v12H2zM2 10h20M6 15h4',
};

/** Spec §2 spells it so; the link rules add `book-a-call` once an event is chosen (rules/links.ts). */
export const CALENDAR_BUTTON: Block = {
  name: 'Calender Button',
  html: '<a class="btn btn-outline-primary btn-lg" href="#" data-pw-calendar="true">Book a call</a>',
  icon: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4',
};

/** Spec §2: "Payment Button (inserted at position 6)" — sixth in the list, 1-based. */
export const PAYMENT_BUTTON_POSITION = 6;

const PLAN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Payment Button selling `planId` (issue 25): the publish wires it to a Stripe checkout. */
export function paymentButton(planId?: string): Block {
  if (!planId || !PLAN_ID.test(planId)) return PAYMENT_BUTTON;
  return {
    ...PAYMENT_BUTTON,
    html: PAYMENT_BUTTON.html.replace(
      ' data-pw-payment="true"',
      ` data-pw-payment="true" data-pw-plan="${planId.toLowerCase()}"`,
    ),
    payload: `${PAYMENT_BUTTON.name}:${planId.toLowerCase()}`,
  };
}

export interface PaletteOptions {
  readonly payment?: boolean;
  readonly calendar?: boolean;
  /** The plan a Payment Button sells when inserted (the project's first); without one, none yet. */
  readonly paymentPlanId?: string | undefined;
}

/** The palette the builder shows: the base blocks plus the optional ones where they go. */
export function paletteBlocks(options: PaletteOptions = {}): readonly Block[] {
  const blocks = [...BLOCKS];
  if (options.payment) blocks.splice(PAYMENT_BUTTON_POSITION - 1, 0, paymentButton(options.paymentPlanId));
  if (options.calendar) blocks.push(CALENDAR_BUTTON);
  return blocks;
}

export function findBlock(
  name: string,
  blocks: readonly Block[] = paletteBlocks({ payment: true, calendar: true }),
) {
  const plan = name.startsWith(`${PAYMENT_BUTTON.name}:`) ? name.slice(PAYMENT_BUTTON.name.length + 1) : '';
  if (plan !== '') return PLAN_ID.test(plan) ? paymentButton(plan) : undefined;
  return blocks.find((block) => block.name === name);
}
