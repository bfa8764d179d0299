/**
 * The inspector's frame (issue 20 §2; spec §9 "Right drawers 400"): a 400 px panel named
 * `{Kind} settings` (CONTRACT) with a Close button and a scrolling body holding the selected
 * kind's panel, loaded on first use (panel-registry.ts).
 *
 * Keyboard: opening never takes the focus — Delete and the shortcuts keep acting on the canvas
 * selection until the user clicks into a field. Keys typed in a field stay the field's (they do not
 * reach the builder's key handler: Delete deletes characters, Ctrl+Z undoes typing), Escape in a
 * field included; Escape anywhere else in the panel closes it.
 */
import { Button, CloseButton, Heading, HStack, Text } from '@chakra-ui/react';
import { type KeyboardEvent, memo, Suspense, useId } from 'react';
import { RIGHT_DRAWER_WIDTH } from '../../../domain/limits.ts';
import { type PreloadedLazy, useLoaded } from '../preloaded-lazy.ts';
import { useHandlers } from '../use-handlers.ts';
import './inspector.css';
import { panelComponent, panelFor } from './panel-registry.ts';
import type { InspectorProps } from './types.ts';

export type InspectorFrameProps = InspectorProps & {
  readonly onClose: () => void;
  /** Selects the element around this one (a list from its item, a row from its column); absent at the top. */
  readonly onSelectParent?: () => void;
  /** Selects the section this element is in, opening its Section settings; absent on that panel. */
  readonly onSelectSection?: () => void;
};

const NO_PANEL: readonly PreloadedLazy<InspectorProps>[] = [];

const loadingPanel = <Text fontSize="sm">Loading…</Text>;

const NOT_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'color',
  'submit',
  'reset',
  'file',
  'image',
]);

/** Whether keys pressed in `target` are typing (its own Delete, Escape, Ctrl+Z). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  return tag === 'input' && !NOT_TEXT_INPUTS.has((target as HTMLInputElement).type);
}

export function Inspector({ onClose, onSelectParent, onSelectSection, ...props }: InspectorFrameProps) {
  const headingId = useId();
  const entry = panelFor(props.kind, props.isDev);
  const panel = entry ? panelComponent(entry) : NO_PANEL;
  // Shown once its code is in, as an ordinary update: suspended, it would wait out React's fallback throttle.
  const panelReady = useLoaded(panel);
  const [Panel] = panel;
  const handlers = useHandlers({
    onClose,
    onSelectParent: () => onSelectParent?.(),
    onSelectSection: () => onSelectSection?.(),
  });
  if (!entry || !Panel) return null;
  const name = `${entry.title} settings`;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTypingTarget(event.target)) {
      event.stopPropagation();
      return;
    }
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <aside
      className="pw-inspector"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      style={{ width: RIGHT_DRAWER_WIDTH }}
    >
      <InspectorHeader
        headingId={headingId}
        name={name}
        withParent={onSelectParent !== undefined}
        withSection={onSelectSection !== undefined}
        {...handlers}
      />
      <div className="pw-inspector-body">
        {panelReady ? (
          <Suspense fallback={loadingPanel}>
            {/* A new selection starts the panel afresh (its typed drafts, its messages). */}
            <Panel key={`${props.selection.sectionId}/${props.selection.elementId}`} {...props} />
          </Suspense>
        ) : (
          loadingPanel
        )}
      </div>
    </aside>
  );
}

/**
 * The frame's title line. Memoised with stable handlers: every edit re-renders the panel below it, and
 * the UI kit resolves the styles of each element it draws again at each render (≈ a quarter of a
 * panel field's React time before).
 */
const InspectorHeader = memo(function InspectorHeader({
  headingId,
  name,
  withParent,
  withSection,
  onClose,
  onSelectParent,
  onSelectSection,
}: {
  headingId: string;
  name: string;
  withParent: boolean;
  withSection: boolean;
  onClose: () => void;
  onSelectParent: () => void;
  onSelectSection: () => void;
}) {
  return (
    <HStack
      justify="space-between"
      gap="2"
      px="4"
      py="2"
      borderBottomWidth="1px"
      borderColor="gray.200"
      flexShrink={0}
    >
      {/* One line: the longest names ("Plan card settings") beside both buttons fit the 400 px. */}
      <Heading as="h2" size="sm" id={headingId} whiteSpace="nowrap" minW="0" truncate title={name}>
        {name}
      </Heading>
      <HStack gap="1" flexShrink={0}>
        {withParent && (
          <Button
            size="xs"
            variant="ghost"
            onClick={onSelectParent}
            title="Select the element around this one"
            aria-label="Select parent"
          >
            Parent
          </Button>
        )}
        {withSection && (
          <Button
            size="xs"
            variant="ghost"
            onClick={onSelectSection}
            title="Settings of the section around this element"
            aria-label="Section settings"
          >
            Section
          </Button>
        )}
        <CloseButton size="sm" aria-label="Close settings" onClick={onClose} />
      </HStack>
    </HStack>
  );
});

export default Inspector;
