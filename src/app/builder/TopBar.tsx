/**
 * The builder's top bar (CONTRACT accessible names; issue 20 §4): Undo, Redo, Mobile view, Tablet
 * view (exclusive), Download zip, More (Export trace, Send trace to support), Preview, Publish,
 * Save, Save and exit — each an icon with a short visible label — the page title (in full in its
 * tooltip when it is cut short) and whether the page has unsaved changes.
 */
import { Badge, Button, HStack, IconButton, Separator, Spinner, Text } from '@chakra-ui/react';
import { lazy, memo, Suspense } from 'react';
import { ChevronLeftIcon } from '../components/icons.tsx';
import type { EditorStore } from './editor-store.ts';
import { DRAFT_STATUS_LABEL, type DraftStatus, draftStatus } from './lifecycle/draft-status.ts';
import { TopBarMoreMenu } from './TopBarMoreMenu.tsx';
import { BAR_HEIGHT } from './TopBarShell.tsx';
import {
  DownloadGlyph,
  ExitGlyph,
  MobileGlyph,
  MoreGlyph,
  PreviewGlyph,
  PublishGlyph,
  RedoGlyph,
  SaveGlyph,
  TabletGlyph,
  UndoGlyph,
} from './top-bar-icons.tsx';
import { useEditorSelector } from './use-editor.ts';
import './top-bar.css';

// Shown only while a zip is built: its progress bar (Chakra's, with its state machine) loads then.
const ZipProgressBar = lazy(() =>
  import('./zip/ZipProgressBar.tsx').then((m) => ({ default: m.ZipProgressBar })),
);

export type Device = 'desktop' | 'tablet' | 'mobile';

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
  /** Spec §2/§4: save, then go back to the project (/projects/{id}). Without it the button is not shown. */
  onSaveAndExit?(): void;
  onPublish(): void;
  onPreview(): void;
  onDevice(device: Device): void;
  onDownloadZip(): void;
  onSendTrace(): void;
  onExportTrace(): void;
  /** Issue 24: the AI settings dialog (business info); without it the item is not shown. */
  onAiSettings?(): void;
}

/**
 * Memoised: the builder passes stable callbacks, so only its own inputs re-render it. The parts that
 * follow the store (the draft status, Undo and Redo) are components of their own: an edit that
 * enables Redo or marks the page unsaved re-renders those, not the dozen buttons around them.
 * The icons are plain svg and the More menu plain buttons (no Chakra state machine), so the bar's
 * first render stays the size it was before they came.
 */
export const TopBar = memo(function TopBar(props: TopBarProps) {
  const toggle = (device: Device) => props.onDevice(props.device === device ? 'desktop' : device);
  return (
    <HStack as="header" h={BAR_HEIGHT} px="3" gap="2" bg="white" borderBottomWidth="1px" flexShrink={0}>
      <IconButton aria-label="Back to the project" variant="ghost" size="sm" onClick={props.onBack}>
        <ChevronLeftIcon />
      </IconButton>
      {/* The tooltip carries the whole title: a long one is cut short to leave the buttons their room. */}
      <Text fontWeight="semibold" truncate maxW="xs" minW="0" flexShrink={1} title={props.title}>
        {props.title}
      </Text>
      <DraftBadge store={props.store} saving={props.saving} online={props.online} />
      <HStack gap="1" ml="auto" flexShrink={0}>
        <UndoRedo store={props.store} onUndo={props.onUndo} onRedo={props.onRedo} />
        <Separator orientation="vertical" h="6" />
        <Button
          size="sm"
          variant="ghost"
          aria-label="Mobile view"
          title="Mobile view"
          aria-pressed={props.device === 'mobile'}
          onClick={() => toggle('mobile')}
        >
          <MobileGlyph />
          Mobile
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Tablet view"
          title="Tablet view"
          aria-pressed={props.device === 'tablet'}
          onClick={() => toggle('tablet')}
        >
          <TabletGlyph />
          Tablet
        </Button>
        <Separator orientation="vertical" h="6" />
        <Button
          size="sm"
          variant="ghost"
          aria-label="Download zip"
          title="Download zip"
          onClick={props.onDownloadZip}
          disabled={props.zipProgress !== null}
        >
          {props.zipProgress !== null ? <Spinner size="xs" /> : <DownloadGlyph />}
          Zip
        </Button>
        {props.zipProgress !== null && (
          <Suspense fallback={null}>
            <ZipProgressBar progress={props.zipProgress} />
          </Suspense>
        )}
        <TopBarMoreMenu
          items={[
            ...(props.onAiSettings ? [{ label: 'AI settings', onSelect: props.onAiSettings }] : []),
            { label: 'Export trace', onSelect: props.onExportTrace },
            { label: 'Send trace to support', onSelect: props.onSendTrace },
          ]}
        >
          <MoreGlyph />
          More
        </TopBarMoreMenu>
        <Separator orientation="vertical" h="6" />
        <Button size="sm" variant="outline" title="Preview" onClick={props.onPreview}>
          <PreviewGlyph />
          Preview
        </Button>
        <Button size="sm" variant="outline" title="Publish" onClick={props.onPublish}>
          <PublishGlyph />
          Publish
        </Button>
        <Button
          size="sm"
          colorPalette="purple"
          title="Save"
          onClick={props.onSave}
          loading={props.saving}
          loadingText="Saving"
        >
          <SaveGlyph />
          Save
        </Button>
        {props.onSaveAndExit && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="purple"
            title="Save and go back to the project"
            onClick={props.onSaveAndExit}
            disabled={props.saving}
          >
            <ExitGlyph />
            Save and exit
          </Button>
        )}
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
      <Button size="sm" variant="ghost" title="Undo (Ctrl+Z)" onClick={props.onUndo} disabled={!canUndo}>
        <UndoGlyph />
        Undo
      </Button>
      <Button
        size="sm"
        variant="ghost"
        title="Redo (Ctrl+Shift+Z)"
        onClick={props.onRedo}
        disabled={!canRedo}
      >
        <RedoGlyph />
        Redo
      </Button>
    </>
  );
});
