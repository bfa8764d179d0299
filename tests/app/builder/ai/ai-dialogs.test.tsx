// @vitest-environment happy-dom
/**
 * The AI dialogs' states (issue 24): unconfigured, they show the server's reason and the link to the
 * set-up guide and offer nothing to run; a refusal shows the server's message as given (§8); the
 * rewrite's Accept is one `section.applyTexts` with the answer's texts; Escape closes.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AiPictureDialog } from '../../../../src/app/builder/ai/AiPictureDialog.tsx';
import { AiRewriteDialog } from '../../../../src/app/builder/ai/AiRewriteDialog.tsx';
import { AiTextDialog } from '../../../../src/app/builder/ai/AiTextDialog.tsx';
import type { Command } from '../../../../src/commands/registry.ts';
import { collectSectionTexts } from '../../../../src/domain/section-texts.ts';
import { HERO } from '../../../support/fixtures.ts';
import { fail, ok } from '../../render-app.tsx';
import { editorStoreWith, renderPanel } from '../panel-harness.tsx';

const UNCONFIGURED = 'No AI provider is configured: set AI_BASE_URL, AI_API_KEY and AI_MODEL.';
const status = (configured: boolean) => () =>
  ok({
    configured,
    reason: configured ? null : UNCONFIGURED,
    images: configured,
    used_today: 0,
    daily_limit: 50,
  });

function hero() {
  return editorStoreWith([HERO], 3).getSnapshot().state.doc.sections[0]!;
}

describe('AI dialogs', () => {
  it('unconfigured: the reason and the set-up link, and no Rewrite to press', async () => {
    const onClose = vi.fn();
    await renderPanel(
      <AiRewriteDialog projectId="p1" section={hero()} run={() => null} onClose={onClose} />,
      { 'GET /api/app_api/ai_status': status(false) },
    );
    expect(await screen.findByText(UNCONFIGURED)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How to connect an AI provider' }).getAttribute('href')).toBe(
      '/docs/ai.md',
    );
    expect((screen.getByRole('button', { name: 'Rewrite' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Rewrite section with AI' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('a refusal shows the server message as given; Accept runs one section.applyTexts', async () => {
    const section = hero();
    const slots = collectSectionTexts(section.nodes);
    const ran: Command[] = [];
    let refuse = true;
    const view = await renderPanel(
      <AiRewriteDialog
        projectId="p1"
        section={section}
        run={(command) => {
          ran.push(command);
          return null;
        }}
        onClose={() => {}}
      />,
      {
        'GET /api/app_api/ai_status': status(true),
        'POST /api/app_api/get_gpt_content': () => {
          if (refuse) return fail(429, 'You have used today’s 50 AI requests. More tomorrow.');
          return ok({ nodes: slots.map((slot) => ({ id: slot.id, text: `New ${slot.text}` })) });
        },
      },
    );
    const rewrite = await screen.findByRole('button', { name: 'Rewrite' });
    await waitFor(() => expect((rewrite as HTMLButtonElement).disabled).toBe(false));
    await act(async () => rewrite.click());
    expect(await screen.findByText('You have used today’s 50 AI requests. More tomorrow.')).toBeTruthy();
    // The stream asked with the session header.
    const call = view.fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect((call[1].headers as Record<string, string>)['x-sh-auth']).toBe('builder-token');
    refuse = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    const accept = await screen.findByRole('button', { name: 'Accept' });
    expect(screen.getByText(`New ${slots[0]!.text}`)).toBeTruthy();
    await act(async () => accept.click());
    expect(ran).toEqual([
      {
        kind: 'section.applyTexts',
        sectionId: section.section_id,
        texts: slots.map((slot) => ({ id: slot.id, text: `New ${slot.text}` })),
      },
    ]);
  });

  it('AI text: the tone comes from the business info; Cancel aborts the request and nothing is accepted', async () => {
    const onDone = vi.fn();
    const view = await renderPanel(
      <AiTextDialog
        projectId="p1"
        request={{ text: 'Grow your bakery online', context: 'Grow your bakery online', selection: false }}
        onDone={onDone}
      />,
      {
        'GET /api/app_api/ai_status': status(true),
        'GET /api/business_info/get_business_info/p1': () =>
          ok({ business_info: { contentTone: 'Warm and cheerful' } }),
        'POST /api/app_api/get_gpt_content': () => new Promise(() => {}),
      },
    );
    await waitFor(() =>
      expect((screen.getByLabelText('Tone') as HTMLInputElement).value).toBe('Warm and cheerful'),
    );
    const rewrite = screen.getByRole('button', { name: 'Rewrite' });
    await waitFor(() => expect((rewrite as HTMLButtonElement).disabled).toBe(false));
    await act(async () => rewrite.click());
    expect(await screen.findByText('Writing…')).toBeTruthy();
    const call = view.fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(call[1].body as string)).toMatchObject({
      task: 'write_text',
      text: 'Grow your bakery online',
      tone: 'Warm and cheerful',
      length: 'same',
      stream: true,
    });
    await act(async () => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(call[1].signal?.aborted).toBe(true);
    expect(screen.queryByText('Writing…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Rewrite' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'AI text' }), { key: 'Escape' });
    expect(onDone).toHaveBeenCalledWith(null);
  });

  it('pictures need an image model: without one the dialog says so', async () => {
    await renderPanel(<AiPictureDialog projectId="p1" onClose={() => {}} onUse={() => {}} />, {
      'GET /api/app_api/ai_status': () =>
        ok({ configured: true, reason: null, images: false, used_today: 0, daily_limit: 0 }),
    });
    expect(await screen.findByText(/No image model is configured/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Generate' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
