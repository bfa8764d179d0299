/**
 * Setup file of the `dom` project (vitest.config.ts): its files share one happy-dom window per worker,
 * one after another, so each leaves the window as the next expects a fresh one. After a file: its React
 * trees unmounted, the page's body emptied and its attributes back, its toasts gone, real timers, its
 * spies restored, its storage cleared, and the prototypes that files stub back to what they were
 * before it. Within a file nothing changes: a file that relies on its own order of tests keeps it.
 */
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * The prototypes files stub (layout sizes, `getBoundingClientRect`, `scrollIntoView`), restored to
 * their state before the file. Not the document's own nodes: React marks the body and the document
 * with the event listeners it has put there, and removing a mark would make it listen twice. A stub
 * on a node is a spy, which `vi.restoreAllMocks` restores.
 */
const GUARDED: object[] = [
  EventTarget.prototype,
  Node.prototype,
  Element.prototype,
  HTMLElement.prototype,
  Document.prototype,
];

const before = GUARDED.map((target) => Object.getOwnPropertyDescriptors(target));
/** Attributes the kit's dialogs set on the page while open (scroll lock, inert, `--scrollbar-width`). */
const ATTRIBUTED = [document.documentElement, document.body];
const attributesBefore = ATTRIBUTED.map((element) =>
  element.getAttributeNames().map((name) => [name, element.getAttribute(name)!] as const),
);

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return a.value === b.value && a.get === b.get && a.set === b.set;
}

function restoreOwnProperties(target: object, saved: Record<string, PropertyDescriptor>): void {
  for (const key of Reflect.ownKeys(target)) {
    if (!(key in saved) && typeof key === 'string') Reflect.deleteProperty(target, key);
  }
  for (const [key, descriptor] of Object.entries(saved)) {
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (!now || !sameDescriptor(now, descriptor)) Object.defineProperty(target, key, descriptor);
  }
}

afterAll(async () => {
  cleanup();
  // What outlives the unmount: portals' and aria-hidden wrappers' nodes, the scroll lock's attributes.
  document.body.replaceChildren();
  for (const [index, element] of ATTRIBUTED.entries()) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
    for (const [name, value] of attributesBefore[index]!) element.setAttribute(name, value);
  }
  // Loaded by every file that shows a toast; a toast left over would count against the next file's.
  const { toaster } = await import('../../src/app/shell/toaster.tsx');
  toaster.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const [index, target] of GUARDED.entries()) restoreOwnProperties(target, before[index]!);
  window.sessionStorage.clear();
  window.localStorage.clear();
});
