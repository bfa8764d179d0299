/**
 * A saved page built from content sections the way the builder builds one: a document filled
 * with `section.add` (and `section.setSettings` for background videos) through the editor's
 * dispatch, then `savePayload()`. Used when a project is made from a template, so its hosted
 * files are exactly what the builder will load and save back, and by the content scripts.
 * Ids are seeded, so the same template page always gives the same bytes.
 */
import { createEditor, dispatch, type EditorState } from '../../commands/editor.ts';
import { emptyDocument } from '../../domain/document.ts';
import { seededIds } from '../../domain/ids.ts';
import { DEFAULT_ROOT_VALUES, type RootValues } from '../../domain/root-values.ts';
import { type SavePayload, savePayload } from '../../projections/save-payload.ts';
import type { TemplateSection } from './library.ts';

/** A saved page built from sections through section.add, exactly as the builder would save it. */
export function buildSavedPage(
  sections: readonly TemplateSection[],
  root: Partial<RootValues> = {},
  page: { page_name: string; page_slug: string } = { page_name: 'Home', page_slug: 'index' },
): SavePayload {
  const ctx = { ids: seededIds(42) };
  const base = emptyDocument(page);
  let state: EditorState = createEditor({ ...base, root: { ...DEFAULT_ROOT_VALUES, ...root } });
  let at = 1;
  for (const section of sections) {
    const { settings, ...input } = section;
    const added = dispatch(state, { kind: 'section.add', section: input }, ctx, { at: at++ });
    if (!added.ok || !added.value) throw new Error(`section.add failed for ${section.section_name}`);
    state = added.value.state;
    if (settings?.video) {
      const id = state.doc.sections[state.doc.sections.length - 1]!.section_id;
      const set = dispatch(
        state,
        { kind: 'section.setSettings', sectionId: id, patch: { video: settings.video } },
        ctx,
        { at: at++ },
      );
      if (!set.ok || !set.value) throw new Error(`section.setSettings failed for ${section.section_name}`);
      state = set.value.state;
    }
  }
  return savePayload(state.doc);
}
