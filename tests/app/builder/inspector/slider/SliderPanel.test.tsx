// @vitest-environment happy-dom
/**
 * The Slider settings panel on a real store (issue 23 "Slider / carousel"): opened on the carousel
 * or a slide of it (marked and opened); add, move, remove slides (spec §4 rules through
 * `element.remove`); a slide's caption, button and image; autoplay, interval, arrows and indicators.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import SliderPanel from '../../../../../src/app/builder/inspector/slider/SliderPanel.tsx';
import {
  intervalCommand,
  readSliderPanel,
  slideFields,
} from '../../../../../src/app/builder/inspector/slider/slider-fields.ts';
import { byTag, docOf, findNode, renderStorePanel, sectionHtml, storeWith } from '../../panel-harness.tsx';

afterEach(cleanup);

const indicator = (i: number) =>
  `<button type="button" data-bs-target="#g1" data-bs-slide-to="${i}"${i === 0 ? ' class="active" aria-current="true"' : ''} aria-label="Slide ${i + 1}"></button>`;
const slide = (name: string, i: number) =>
  `<div class="carousel-item${i === 0 ? ' active' : ''}"><img src="assets/${name}.webp" alt="${name}" class="d-block w-100">` +
  `<div class="carousel-caption"><p class="mb-0">${name}</p></div></div>`;
const NAMES = ['fjords', 'cabins', 'husky'];
const HTML =
  '<section><div id="g1" class="carousel slide" data-bs-ride="carousel">' +
  `<div class="carousel-indicators">${NAMES.map((_, i) => indicator(i)).join('')}</div>` +
  `<div class="carousel-inner">${NAMES.map(slide).join('')}</div>` +
  '<button class="carousel-control-prev" type="button" data-bs-target="#g1" data-bs-slide="prev">Prev</button>' +
  '<button class="carousel-control-next" type="button" data-bs-target="#g1" data-bs-slide="next">Next</button>' +
  '</div></section>';

async function open(which: 'carousel' | 'second slide', pickImage?: () => Promise<string | null>) {
  const store = storeWith(HTML);
  const node =
    which === 'carousel'
      ? findNode(store, byTag('div', 'carousel'))
      : findNode(store, (n) => n.tag === 'img' && n.attrs.some(([k, v]) => k === 'alt' && v === 'cabins'));
  const slideNode =
    which === 'carousel'
      ? node
      : findNode(
          store,
          (n) => n.tag === 'div' && n.children.some((c) => c.kind === 'element' && c.id === node.id),
        );
  const selection = { sectionId: docOf(store).sections[0]!.section_id, elementId: slideNode.id };
  const view = await renderStorePanel(SliderPanel, store, selection, pickImage ? { pickImage } : {});
  return { store, ...view };
}

const slidesList = () => within(screen.getByRole('list', { name: 'Slides' })).getAllByRole('listitem');
const captions = (store: ReturnType<typeof storeWith>) =>
  [...sectionHtml(store).matchAll(/<p class="mb-0">([^<]*)<\/p>/g)].map((m) => m[1]);

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('slider-fields', () => {
  it('reads the carousel around a slide, the slide marked, and each slide’s fields', () => {
    const store = storeWith(HTML);
    const img = findNode(store, 'img');
    const view = readSliderPanel(docOf(store), docOf(store).sections[0]!.section_id, img)!;
    expect(view.selectedSlide).toBe(0);
    expect(view.slider).toMatchObject({ autoplay: true, interval: null });
    expect(slideFields(view)[1]).toMatchObject({
      active: false,
      image: 'assets/cabins.webp',
      alt: 'cabins',
      caption: 'cabins',
      hasButton: false,
    });
    expect(intervalCommand(view, '4')).toMatchObject({ changes: { interval: 4000 } });
    expect(intervalCommand(view, '2.5 s')).toMatchObject({ changes: { interval: 2500 } });
    expect(intervalCommand(view, '')).toMatchObject({ changes: { interval: null } });
  });

  it('finds no slider around an element outside one', () => {
    const store = storeWith('<section><p>x</p></section>');
    expect(
      readSliderPanel(docOf(store), docOf(store).sections[0]!.section_id, findNode(store, 'p')),
    ).toBeNull();
  });
});

describe('Slider settings', () => {
  it('opened on a slide: that slide is marked and open', async () => {
    await open('second slide');
    const items = slidesList();
    expect(items).toHaveLength(3);
    expect(items[1]!.getAttribute('aria-current')).toBe('true');
    expect(within(items[1]!).getByText(/Slide 2.*\(selected\)/)).toBeTruthy();
    expect((screen.getByLabelText('Caption') as HTMLInputElement).value).toBe('cabins');
  });

  it('adds a copy of the open slide after it, moves and removes slides', async () => {
    const { store } = await open('second slide');
    fireEvent.click(screen.getByRole('button', { name: 'Add slide' }));
    expect(captions(store)).toEqual(['fjords', 'cabins', 'cabins', 'husky']);
    expect(sectionHtml(store)).toContain('data-bs-slide-to="3" aria-label="Slide 4"');
    fireEvent.click(screen.getByRole('button', { name: 'Move slide 4 up' }));
    expect(captions(store)).toEqual(['fjords', 'cabins', 'husky', 'cabins']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove slide 1' }));
    // The neighbour shows first now; the indicators are one fewer.
    expect(captions(store)).toEqual(['cabins', 'husky', 'cabins']);
    expect(sectionHtml(store)).toContain('<div class="carousel-item active"><img src="assets/cabins.webp"');
    expect(sectionHtml(store)).not.toContain('data-bs-slide-to="3"');
  });

  it('a slider left with one slide becomes that slide', async () => {
    const { store } = await open('carousel');
    fireEvent.click(screen.getByRole('button', { name: 'Remove slide 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove slide 2' }));
    expect(sectionHtml(store)).toBe(
      '<section><div class="position-relative"><img src="assets/fjords.webp" alt="fjords" class="d-block w-100">' +
        '<div class="carousel-caption"><p class="mb-0">fjords</p></div></div></section>',
    );
  });

  it('a slide’s caption, button and image', async () => {
    const { store } = await open('second slide', async () => 'assets/lake.webp');
    type('Caption', 'Glass cabins');
    fireEvent.click(screen.getByRole('button', { name: 'Add button' }));
    type('Button label', 'Book a cabin');
    type('Button link', '#book');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change image' }));
    });
    expect(sectionHtml(store)).toContain(
      '<div class="carousel-item"><img src="assets/lake.webp" alt="cabins" class="d-block w-100">' +
        '<div class="carousel-caption"><p class="mb-0">Glass cabins</p>' +
        '<a class="btn btn-primary btn-sm mt-2" href="#book">Book a cabin</a></div></div>',
    );
    type('Button label', '');
    expect(screen.getByRole('alert').textContent).toBe('Give the button a label.');
  });

  it('autoplay, interval, arrows and indicators', async () => {
    const { store } = await open('carousel');
    fireEvent.click(screen.getByLabelText('Autoplay'));
    type('Interval (seconds)', '4');
    fireEvent.click(screen.getByLabelText('Arrows'));
    fireEvent.click(screen.getByLabelText('Indicators'));
    expect(sectionHtml(store)).toMatch(
      /^<section><div id="g1" class="carousel slide" data-bs-interval="4000"><div class="carousel-inner">/,
    );
    expect(sectionHtml(store)).not.toContain('carousel-control');
    expect((screen.getByLabelText('Arrows') as HTMLInputElement).checked).toBe(false);
    type('Interval (seconds)', '90');
    expect(screen.getByRole('alert').textContent).toBe('Choose an interval from 1 to 60 seconds.');
  });
});
