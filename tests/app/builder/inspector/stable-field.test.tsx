// @vitest-environment happy-dom
/**
 * Stable fields (fields/stable-field.tsx): a panel's re-render redraws only the field whose value,
 * options or error changed, and a field always calls the panel's latest onChange (never a stale
 * one that closed over older panel state).
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { sameFieldProps, stableField } from '../../../../src/app/builder/inspector/fields/stable-field.tsx';

afterEach(cleanup);

describe('sameFieldProps', () => {
  it('compares lists item by item and everything else by identity', () => {
    const options = () => [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ];
    expect(sameFieldProps({ value: 'a', options: options() }, { value: 'a', options: options() })).toBe(true);
    expect(sameFieldProps({ value: 'a', options: options() }, { value: 'b', options: options() })).toBe(
      false,
    );
    expect(
      sameFieldProps(
        { options: options() },
        { options: [...options().slice(0, 1), { value: 'b', label: 'C' }] },
      ),
    ).toBe(false);
    expect(sameFieldProps({ options: options() }, { options: options().slice(1) })).toBe(false);
    expect(sameFieldProps({ value: 'a', error: null }, { value: 'a', error: 'Bad' })).toBe(false);
  });
});

const renders: string[] = [];
const Field = stableField(function Probe(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  renders.push(props.label);
  return (
    <button type="button" onClick={() => props.onChange(`${props.label}!`)}>
      {props.label}: {props.value}
    </button>
  );
});
function Panel() {
  const [state, setState] = useState({ a: '1', b: '1', log: [] as string[] });
  return (
    <>
      <Field
        label="a"
        value={state.a}
        onChange={(v) => setState({ ...state, a: v, log: [...state.log, v] })}
      />
      <Field
        label="b"
        value={state.b}
        onChange={(v) => setState({ ...state, b: v, log: [...state.log, v] })}
      />
      <output>{state.log.join(',')}</output>
    </>
  );
}

describe('stableField', () => {
  it('redraws for its own value only, and calls the latest onChange', async () => {
    renders.length = 0;
    render(<Panel />);
    expect(renders).toEqual(['a', 'b']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'a: 1' })));
    // Only a redrew; b kept its render but calls the onChange of the panel's latest state.
    expect(renders).toEqual(['a', 'b', 'a']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'b: 1' })));
    expect(screen.getByRole('status').textContent).toBe('a!,b!');
    expect(screen.getByRole('button', { name: 'a: a!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'b: b!' })).toBeTruthy();
  });
});
