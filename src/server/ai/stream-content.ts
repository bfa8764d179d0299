/**
 * The streamed answer of `get_gpt_content` (contract in src/api/ai.ts): server-sent events, each
 * `data:` one JSON object — `node` `{id, text}` for every finished, checked node of a section,
 * `delta` `{text}` for every piece of a written text, then `done` with the whole plain-call answer, or
 * `error` `{code, message}` after which nothing of the stream may be used.
 *
 * The provider's first piece is awaited before the first byte is sent, so the provider refusing the
 * request (after its retries) is still the usual JSON envelope. Markup in a written text ends the
 * stream at once; a section's nodes are checked one by one as their lines finish, and the whole
 * answer again at the end. Closing the request aborts the provider (the pieces' signal); leaving this
 * function in any way ends the provider's request too.
 */
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { GetGptContentBody } from '../../api/ai.ts';
import { HttpError } from '../http/http-error.ts';
import { AiAbortedError, unusableAnswer } from './errors.ts';
import { checkNode, checkSectionAnswer, checkWrittenText, hasMarkup } from './text-prompts.ts';

interface StreamInput {
  readonly reply: FastifyReply;
  readonly body: GetGptContentBody;
  readonly pieces: AsyncGenerator<string, void, undefined>;
  /** Gives the call back to the quota when the provider refused before answering. */
  readonly giveBack: () => Promise<void>;
  readonly log: FastifyBaseLogger;
}

export async function streamContent({
  reply,
  body,
  pieces,
  giveBack,
  log,
}: StreamInput): Promise<FastifyReply> {
  let first: IteratorResult<string, void>;
  try {
    first = await pieces.next();
  } catch (error) {
    if (!(error instanceof AiAbortedError)) await giveBack();
    throw error;
  }

  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    // Reverse proxies must pass each event on as it comes.
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: object) => {
    if (!raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  let answer = '';
  let pending = '';
  let sent = 0;
  const take = (piece: string) => {
    answer += piece;
    if (body.task === 'write_text') {
      if (hasMarkup(answer))
        throw unusableAnswer('it contains markup (HTML tags or entities); only plain text is accepted');
      send('delta', { text: piece });
      return;
    }
    pending += piece;
    for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
      sendNode(pending.slice(0, end));
      pending = pending.slice(end + 1);
    }
  };
  // A line holding an `{id, …}` object must be the next node, checked, or the answer is refused at
  // once; any other line (a fence, part of a pretty-printed object) waits for the whole answer's check.
  const sendNode = (line: string) => {
    if (body.task !== 'rewrite_section') return;
    let entry: unknown;
    try {
      entry = JSON.parse(line.trim().replace(/,$/, ''));
    } catch {
      return;
    }
    if (typeof entry !== 'object' || entry === null || !('id' in entry)) return;
    if (sent >= body.nodes.length)
      throw unusableAnswer(`it has more texts than the section's ${body.nodes.length}`);
    const checked = checkNode(entry, body.nodes[sent]!, sent);
    if (!checked.ok) throw unusableAnswer(checked.reason);
    send('node', checked.value);
    sent += 1;
  };

  try {
    if (!first.done) take(first.value);
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) take(next.value);
    if (body.task === 'rewrite_section') {
      const checked = checkSectionAnswer(answer, body.nodes);
      if (!checked.ok) throw unusableAnswer(checked.reason);
      // Every node gets its event, the last line's (no newline after it) included.
      for (const node of checked.value.slice(sent)) send('node', node);
      send('done', { code: 200, message: 'Section rewritten', nodes: checked.value });
    } else {
      const checked = checkWrittenText(answer, body.text);
      if (!checked.ok) throw unusableAnswer(checked.reason);
      send('done', { code: 200, message: 'Text written', text: checked.value });
    }
  } catch (error) {
    if (!(error instanceof AiAbortedError)) {
      if (error instanceof HttpError) {
        log.info({ code: error.statusCode, reason: error.message }, 'AI stream refused');
        send('error', { code: error.statusCode, message: error.message });
      } else {
        log.error({ err: error }, 'AI stream failed');
        send('error', { code: 500, message: 'Internal server error' });
      }
    }
  } finally {
    await pieces.return(undefined);
    raw.end();
  }
  return reply;
}
