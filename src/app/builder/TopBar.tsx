/**
 * The builder's top bar (CONTRACT accessible names): Undo, Redo, Save, Publish, Preview,
 * Mobile view, Tablet view (exclusive), Download zip, Export trace — and whether the page
 * has unsaved changes.
 */
import { Badge, Button, HStack, IconButton, Separator, Spinner, Text } from '@chakra-ui/react';
import { ChevronLeftIcon } from '../components/icons.tsx';
import { DRAFT_STATUS_LABEL, type DraftStatus } from './lifecycle/draft-status.ts';
import { ZipProgressBar } from './zip/ZipProgressBar.tsx';

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
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly status: DraftStatus;
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

export function TopBar(props: TopBarProps) {
  const toggle = (device: Device) => props.onDevice(props.device === device ? 'desktop' : device);
  return (
    <HStack as="header" h="64px" px="3" gap="2" bg="white" borderBottomWidth="1px" flexShrink={0}>
      <IconButton aria-label="Back to the project" variant="ghost" size="sm" onClick={props.onBack}>
        <ChevronLeftIcon />
      </IconButton>
      <Text fontWeight="semibold" truncate maxW="xs">
        {props.title}
      </Text>
      <Badge
        colorPalette={STATUS_COLOR[props.status]}
        variant="subtle"
        aria-live="polite"
        title={STATUS_HINT[props.status]}
      >
        {DRAFT_STATUS_LABEL[props.status]}
      </Badge>
      <HStack gap="1" ml="auto">
        <Button size="sm" variant="ghost" onClick={props.onUndo} disabled={!props.canUndo}>
          Undo
        </Button>
        <Button size="sm" variant="ghost" onClick={props.onRedo} disabled={!props.canRedo}>
          Redo
        </Button>
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
        <ZipProgressBar progress={props.zipProgress} />
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
          loading={props.status === 'saving'}
          loadingText="Saving"
        >
          Save
        </Button>
      </HStack>
    </HStack>
  );
}
