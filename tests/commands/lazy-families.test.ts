/**
 * The command families decided by modules loaded after the builder's first paint (commands/registry.ts):
 * before `loadCommandFamilies()` such a command fails with a clear error and changes nothing; after it,
 * the same command is decided. Fresh module state (vi.resetModules) stands for a page just opened.
 */
import { describe, expect, it, vi } from 'vitest';
import { emptyDocument } from '../../src/domain/document.ts';
import { seededIds } from '../../src/domain/ids.ts';

describe('lazily decided command families', () => {
  it('refuse until loaded, then decide', async () => {
    vi.resetModules();
    const registry = await import('../../src/commands/registry.ts');
    const doc = emptyDocument();
    const command = { kind: 'row.setColumns', sectionId: 'missing', rowId: 'missing', columns: 2 } as never;
    const before = registry.decide(doc, command, { ids: seededIds(1) });
    expect(before.ok).toBe(false);
    if (!before.ok) {
      expect(before.error.code).toBe('loading');
      expect(before.error.message).toBe(registry.COMMAND_FAMILY_LOADING);
    }
    await registry.loadCommandFamilies();
    const after = registry.decide(doc, command, { ids: seededIds(1) });
    // Decided by the row family now: the section does not exist.
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.error.code).not.toBe('loading');
    // Events of every family apply without loading anything (replay, undo and redo need no decider).
    expect(registry.EVENT_TYPES).toContain('element.childrenSpliced');
  });
});
