/**
 * Draws the one link picker (issue 20 §2) when `picker.pick(current)` asks for it: the project's
 * pages come from the project query (its `page_list`), the sections from this page's document.
 * Mounted once by the builder; loads lazily with the inspector.
 */
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { Command } from '../../../../commands/registry.ts';
import type { CommandError } from '../../../../commands/types.ts';
import type { PageDocument } from '../../../../domain/document.ts';
import { projectQuery } from '../../../data/projects.ts';
import { useApi } from '../../../session/SessionProvider.tsx';
import { LinkPickerDialog } from './LinkPickerDialog.tsx';
import type { LinkPicker } from './link-picker-store.ts';
import { sectionChoices } from './link-target.ts';

export { createLinkPicker, type LinkPicker } from './link-picker-store.ts';

export interface LinkPickerHostProps {
  readonly picker: LinkPicker;
  readonly projectId: string;
  readonly doc: PageDocument;
  /** `BuilderSession.run`, for the anchor a linked section gets. */
  readonly run: (command: Command) => CommandError | null;
}

export function LinkPickerHost(props: LinkPickerHostProps) {
  const request = useSyncExternalStore(props.picker.subscribe, props.picker.getSnapshot);
  if (!request) return null;
  return <OpenLinkPicker {...props} current={request.current} />;
}

function OpenLinkPicker({
  picker,
  projectId,
  doc,
  run,
  current,
}: LinkPickerHostProps & { readonly current: Parameters<LinkPicker['pick']>[0] }) {
  const api = useApi();
  const project = useQuery(projectQuery(api, projectId));
  // The builder has the project loaded already; opening waits for it rather than reopen the
  // dialog when the pages arrive (the choice read from the current link needs them).
  if (project.isPending) return null;
  const pages = (project.data?.page_list ?? []).map((page) => ({
    slug: page.page_slug,
    name: page.page_name,
  }));
  return (
    <LinkPickerDialog
      current={current}
      pages={pages}
      sections={sectionChoices(doc)}
      onAddAnchor={(sectionId, anchor) =>
        run({ kind: 'section.setAnchor', sectionId, anchor })?.message ?? null
      }
      onApply={(link) => picker.settle(link)}
      onCancel={() => picker.settle(null)}
    />
  );
}

export default LinkPickerHost;
