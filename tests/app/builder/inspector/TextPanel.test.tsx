// @vitest-environment happy-dom
/**
 * The Text panel on a real editor store: each field changes the document (the saved html), a bad
 * letter spacing shows spec §5's message for exactly 3 s and changes nothing, a text shadow
 * applies only when complete, and undo in the canvas updates the fields.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TextPanel from '../../../../src/app/builder/inspector/TextPanel.tsx';
import { LETTER_SPACING_ERROR_MS } from '../../../../src/domain/limits.ts';
import { MESSAGES } from '../../../../src/domain/messages.ts';
import { renderStorePanel, sectionHtml, select, storeWith } from '../panel-harness.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function renderText(html = '<h2>Hello</h2>', isDev = false) {
  const store = storeWith(html);
  const selection = select(store, 'h2');
  await renderStorePanel(TextPanel, store, selection, { kind: 'heading', isDev });
  return store;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  const input = field(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  return input;
};
/** Types and leaves the field, as a user moving on to the next one does. */
const fill = (label: string, value: string) => fireEvent.blur(type(label, value));

describe('TextPanel', () => {
  it('labels every field as the contract names them', async () => {
    await renderText();
    for (const label of [
      'Font family',
      'Font size',
      'Text colour',
      'Line height',
      'Letter spacing',
      'Mobile font size',
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
  });

  it('sets family, size, weight, colour, alignment and line height', async () => {
    const store = await renderText();
    fireEvent.change(field('Font family'), { target: { value: 'Lato' } });
    fireEvent.change(field('Font size'), { target: { value: '30px' } });
    fireEvent.change(field('Font weight'), { target: { value: '700' } });
    type('Text colour', '#112233');
    fireEvent.click(screen.getByRole('button', { name: 'Center' }));
    type('Line height', '1.6');
    expect(sectionHtml(store)).toBe(
      '<h2 style="font-family: Lato; font-size: 30px; font-weight: 700; color: #112233; text-align: center; line-height: 1.6;">Hello</h2>',
    );
    expect(screen.getByRole('button', { name: 'Center' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a theme swatch sets the colour', async () => {
    const store = await renderText();
    const swatches = screen.getByRole('group', { name: 'Text colour theme colours' });
    fireEvent.click(within(swatches).getByRole('button', { name: 'Secondary #EB144C' }));
    expect(sectionHtml(store)).toBe('<h2 style="color: #EB144C;">Hello</h2>');
  });

  it('a custom font size is typed', async () => {
    const store = await renderText();
    fireEvent.change(field('Font size'), { target: { value: 'custom' } });
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
    type('Custom font size', '60px');
    expect(sectionHtml(store)).toBe('<h2 style="font-size: 60px;">Hello</h2>');
  });

  it('letter spacing abc: the §5 message for exactly 3 s, document unchanged, typed text kept; then 2 → 2px', async () => {
    const store = await renderText();
    vi.useFakeTimers();
    const input = type('Letter spacing', 'abc');
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.invalidLetterSpacing);
    expect(input.value).toBe('abc');
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
    act(() => vi.advanceTimersByTime(LETTER_SPACING_ERROR_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).toBeNull();
    vi.useRealTimers();
    type('Letter spacing', '2');
    expect(sectionHtml(store)).toBe('<h2 style="letter-spacing: 2px;">Hello</h2>');
    expect(input.value).toBe('2');
    fireEvent.blur(input);
    expect(input.value).toBe('2px');
    type('Letter spacing', '');
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
  });

  it('text shadow: nothing until X, Y, blur and colour are set; then Remove', async () => {
    const store = await renderText();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    fill('Shadow X', '2');
    fill('Shadow Y', '3');
    fill('Shadow colour', '#000000');
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
    expect(field('Shadow X').value).toBe('2');
    fill('Shadow blur', '4');
    expect(sectionHtml(store)).toBe('<h2 style="text-shadow: 2px 3px 4px #000000;">Hello</h2>');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
    expect(field('Shadow X').value).toBe('');
  });

  it('mobile font size: a bad size shows its message and changes nothing', async () => {
    const store = await renderText();
    type('Mobile font size', 'huge');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a font size such as 14px.');
    expect(sectionHtml(store)).toBe('<h2>Hello</h2>');
    type('Mobile font size', '14');
    expect(sectionHtml(store)).toBe('<h2 data-mobile-font-size="14px">Hello</h2>');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('undo in the canvas updates the fields', async () => {
    const store = await renderText('<h2 style="font-size: 20px">Hello</h2>');
    fireEvent.change(field('Font size'), { target: { value: '40px' } });
    expect(field('Font size').value).toBe('40px');
    act(() => void store.undo());
    expect(field('Font size').value).toBe('20px');
  });

  it('offers the default theme fonts to developers only', async () => {
    await renderText('<h2>Hello</h2>', false);
    expect(screen.queryByRole('option', { name: 'Arial' })).toBeNull();
    cleanup();
    await renderText('<h2>Hello</h2>', true);
    expect(screen.getByRole('option', { name: 'Arial' })).toBeTruthy();
  });
});
