/**
 * Fields that re-render only when what they show changes. A panel re-renders whole after each of
 * its commands (its element changed), and rebuilds its option lists, swatches and callbacks as it
 * does; styling a dozen Chakra fields again was most of a panel field's time at 200 sections
 * (bench:builder "panel …" rows). A stable field compares its props by content (lists item by
 * item) and calls the latest `onChange` through a stable function, so the one field that changed
 * redraws and a callback that closes over a panel's state is never a stale one.
 */
import { type ComponentType, memo, useCallback, useInsertionEffect, useRef } from 'react';

function sameItem(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** Props equal for display: the same values, and lists with the same items (each compared shallowly). */
export function sameFieldProps(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => {
    const x = left[key];
    const y = right[key];
    if (Array.isArray(x) && Array.isArray(y))
      return x.length === y.length && x.every((item, i) => sameItem(item, y[i]));
    return Object.is(x, y);
  });
}

export function stableField<P extends { readonly onChange: (value: never) => void }>(
  View: ComponentType<P>,
): ComponentType<P> {
  const Memo = memo(View, sameFieldProps) as unknown as ComponentType<P>;
  function StableField(props: P) {
    const latest = useRef(props.onChange);
    useInsertionEffect(() => {
      latest.current = props.onChange;
    });
    const onChange = useCallback((value: never) => latest.current(value), []);
    return <Memo {...props} onChange={onChange} />;
  }
  StableField.displayName = `Stable(${View.displayName ?? View.name})`;
  return StableField;
}
