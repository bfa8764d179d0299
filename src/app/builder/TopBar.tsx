/**
 * The builder's top bar (CONTRACT accessible names): Undo, Redo, Save, Publish, Preview,
 * Mobile view, Tablet view (exclusive), Download zip, Export trace — and whether the page
 * has unsaved changes.
 */
import { Badge, Button, HStack, IconButton, Separator, Spinner, Text } from '@chakra-ui/react';
import { lazy, memo, Suspense } from 'react';
import { ChevronLeftIcon } from '../components/icons.tsx';
import type { EditorStore } from './editor-store.ts';
import { DRAFT_STATUS_LABEL, type DraftStatus, draftStatus } from './lifecycle/draft-status.ts';
import { useEditorSelector } from './use-editor.ts';
import './top-bar.css';

// Shown only while a zip is built: its progress bar (Chakra's, with its state machine) loads then.
const ZipProgressBar = lazy(() =>
  import('./zip/ZipProgressBar.tsx').then((m) => ({ default: m.ZipProgressBar })),
);

export type Device = 'desktop' | 'tablet' | 'mobile';

/** The bar's height, which its stand-in (TopBarShell) shares so nothing below moves when the bar arrives. */
const BAR_HEIGHT = '64px';

const STATUS_COLOR: Record<DraftStatus, string> = {
  saving: 'blue',
  saved: 'green',
  unsaved: 'orange',
  offline: 'red',
};
const STATUS_HINT: Record<DraftStatus, string> = {
  saving: 'Saving the page',
  saved: 'Everything is saved',
  unsaved: 'Your edits are kept in this browser until you save',
  offline: 'You are offline: your edits are kept in this browser and can be saved when you are back online',
};

export interface TopBarProps {
  readonly title: string;
  /** Undo, Redo and the draft status follow the store (after the canvas has painted an edit). */
  readonly store: EditorStore;
  readonly saving: boolean;
  readonly online: boolean;
  /** 0…1 while the site zip is being built; null otherwise. */
  readonly zipProgress: number | null;
  readonly device: Device;
  onBack(): void;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  onPublish(): void;
  onPreview(): void;
  onDevice(device: Device): void;
  onDownloadZip(): void;
  onSendTrace(): void;
  onExportTrace(): void;
}

/**
 * Memoised: the builder passes stable callbacks, so only its own inputs re-render it. The parts that
 * follow the store (the draft status, Undo and Redo) are components of their own: an edit that
 * enables Redo or marks the page unsaved re-renders those, not the dozen buttons around them.
 */
export const TopBar = memo(function TopBar(props: TopBarProps) {
  const toggle = (device: Device) => props.onDevice(props.device === device ? 'desktop' : device);
  return (
    <HStack as="header" h={BAR_HEIGHT} px="3" gap="2" bg="white" borderBottomWidth="1px" flexShrink={0}>
      <IconButton aria-label="Back to the project" variant="ghost" size="sm" onClick={props.onBack}>
        <ChevronLeftIcon />
      </IconButton>
      <Text fontWeight="semibold" truncate maxW="xs">
        {props.title}
      </Text>
      <DraftBadge store={props.store} saving={props.saving} online={props.online} />
      <HStack gap="1" ml="auto">
        <UndoRedo store={props.store} onUndo={props.onUndo} onRedo={props.onRedo} />
        <Separator orientation="vertical" h="6" />
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={props.device === 'mobile'}
          onClick={() => toggle('mobile')}
        >
          Mobile view
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-pressed={props.device === 'tablet'}
          onClick={() => toggle('tablet')}
        >
          Tablet view
        </Button>
        <Separator orientation="vertical" h="6" />
        <Button size="sm" variant="ghost" onClick={props.onExportTrace}>
          Export trace
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onSendTrace}>
          Send trace to support
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onDownloadZip} disabled={props.zipProgress !== null}>
          {props.zipProgress !== null && <Spinner size="xs" />}
          Download zip
        </Button>
        {props.zipProgress !== null && (
          <Suspense fallback={null}>
            <ZipProgressBar progress={props.zipProgress} />
          </Suspense>
        )}
        <Button size="sm" variant="outline" onClick={props.onPreview}>
          Preview
        </Button>
        <Button size="sm" variant="outline" onClick={props.onPublish}>
          Publish
        </Button>
        <Button
          size="sm"
          colorPalette="purple"
          onClick={props.onSave}
          loading={props.saving}
          loadingText="Saving"
        >
          Save
        </Button>
      </HStack>
    </HStack>
  );
});

/** Where the latest edits live (saved, only in this browser, offline); it follows the store. */
const DraftBadge = memo(function DraftBadge(props: { store: EditorStore; saving: boolean; online: boolean }) {
  const unsaved = useEditorSelector(props.store, (snapshot) => snapshot.unsaved);
  const status = draftStatus({ saving: props.saving, unsaved, online: props.online });
  return (
    <Badge
      colorPalette={STATUS_COLOR[status]}
      variant="subtle"
      aria-live="polite"
      title={STATUS_HINT[status]}
    >
      {DRAFT_STATUS_LABEL[status]}
    </Badge>
  );
});

const UndoRedo = memo(function UndoRedo(props: { store: EditorStore; onUndo(): void; onRedo(): void }) {
  const canUndo = useEditorSelector(props.store, (snapshot) => snapshot.canUndo);
  const canRedo = useEditorSelector(props.store, (snapshot) => snapshot.canRedo);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={props.onUndo} disabled={!canUndo}>
        Undo
      </Button>
      <Button size="sm" variant="ghost" onClick={props.onRedo} disabled={!canRedo}>
        Redo
      </Button>
    </>
  );
});

/**
 * What the builder shows in the top bar's place until the canvas has painted the page: the bar's box
 * and title, without its buttons. Styling the bar's dozen buttons took tens of milliseconds on a busy
 * machine, ahead of the page's first paint (issue 5: load ≤ 600 ms at 200 sections); they follow in
 * the next frames. The same height (BAR_HEIGHT), so nothing below moves when the bar arrives.
 */
export function TopBarShell({ title }: { title: string }) {
  return (
    <header className="pw-top-bar-shell" aria-busy="true" style={{ height: BAR_HEIGHT }}>
      <span>{title}</span>
    </header>
  );
}
