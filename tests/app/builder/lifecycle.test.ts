import { describe, expect, it } from 'vitest';
import { DRAFT_STATUS_LABEL, draftStatus } from '../../../src/app/builder/lifecycle/draft-status.ts';
import { thumbnailScale } from '../../../src/app/builder/lifecycle/thumbnail.ts';

describe('draft status', () => {
  it('says saving while a save runs, whatever else is true', () => {
    expect(draftStatus({ saving: true, unsaved: true, online: false })).toBe('saving');
  });
  it('says saved when nothing is unsaved, online or not', () => {
    expect(draftStatus({ saving: false, unsaved: false, online: true })).toBe('saved');
    expect(draftStatus({ saving: false, unsaved: false, online: false })).toBe('saved');
  });
  it('tells unsaved edits online from an offline draft', () => {
    expect(draftStatus({ saving: false, unsaved: true, online: true })).toBe('unsaved');
    expect(draftStatus({ saving: false, unsaved: true, online: false })).toBe('offline');
  });
  it('labels each state as the issue names them', () => {
    expect(DRAFT_STATUS_LABEL).toMatchObject({
      saved: 'Saved',
      unsaved: 'Unsaved changes',
      offline: 'Offline draft',
    });
  });
});

describe('thumbnail scale', () => {
  it('draws any viewport 600 px high (spec §9)', () => {
    expect(thumbnailScale(800) * 800).toBeCloseTo(600);
    expect(thumbnailScale(300) * 300).toBeCloseTo(600);
    expect(thumbnailScale(0)).toBe(1);
  });
});
