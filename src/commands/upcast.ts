/**
 * Upcasters: traces and drafts outlive the code that wrote them. When an event's shape
 * changes, its version goes up and one function here turns the old shape into the next;
 * `upcastEvent` applies them until the event is current, before schemas validate it.
 *
 * History of shapes:
 * - `theme.valuesChanged` v1 → v2: v1 changed one root value (`key`, `before`, `after`
 *   strings); v2 changes a set of keys at once (`before`, `after` maps), so a palette is
 *   one event instead of six.
 */

type RawEvent = { readonly type: string; readonly v: number; readonly [field: string]: unknown };
type Upcaster = (event: RawEvent) => RawEvent;

const UPCASTERS: Readonly<Record<string, Upcaster>> = {
  'theme.valuesChanged@1': (event) => {
    const key = String(event.key);
    return {
      type: 'theme.valuesChanged',
      v: 2,
      before: { [key]: event.before },
      after: { [key]: event.after },
    };
  },
};

function isRawEvent(value: unknown): value is RawEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RawEvent).type === 'string' &&
    typeof (value as RawEvent).v === 'number'
  );
}

/** The event in its current shape (unknown input is returned as is, for the schema to reject). */
export function upcastEvent(value: unknown): unknown {
  if (!isRawEvent(value)) return value;
  let event = value;
  for (let step = 0; step < 100; step++) {
    const upcaster = UPCASTERS[`${event.type}@${event.v}`];
    if (!upcaster) return event;
    event = upcaster(event);
  }
  throw new Error(`Upcasters for ${value.type} do not terminate`);
}

/** Upcasts every event inside raw log entries, leaving everything else untouched. */
export function upcastEntries(entries: unknown): unknown {
  if (!Array.isArray(entries)) return entries;
  return entries.map((entry) => {
    if (typeof entry !== 'object' || entry === null || !Array.isArray((entry as { events?: unknown }).events))
      return entry;
    const events = (entry as { events: unknown[] }).events.map(upcastEvent);
    return { ...entry, events };
  });
}
