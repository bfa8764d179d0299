/**
 * The writing tasks of `get_gpt_content` (issue 24, spec §1 "AI helper"): the messages sent for
 * "rewrite a section" and "write text", and the checks the model's answer must pass before anything
 * of it is used. Pure.
 *
 * The user message is one JSON object (the fake provider in tests reads it too): for a section,
 * `{business, nodes: [{id, role, length, text}], instructions}`; for a text, `{business, text,
 * context, tone, length, instructions}`. A section's answer is one JSON line `{"id","text"}` per node
 * in order (JSON Lines stream well: a finished line is a finished node); a `{"nodes": [...]}` object
 * or a bare array is accepted too. Answers are plain text: any markup is refused, never cleaned up,
 * since a cleaned answer is no longer what the model meant.
 */
import {
  AI_TEXT_MAX,
  type AiLength,
  type AiRewrittenNode,
  type AiTextNode,
  type AiTextRole,
} from '../../api/ai.ts';
import { BUSINESS_INFO_FIELDS, type BusinessInfo } from '../../api/business-info.ts';
import type { ChatMessage } from './provider.ts';

/** The longest text a role may get back, whatever its original length (original × 3 when longer). */
const ROLE_MAX: Readonly<Record<AiTextRole, number>> = {
  heading: 200,
  paragraph: 2000,
  button: 60,
  list_item: 400,
  link: 100,
  label: 100,
  alt: 300,
  text: 1000,
};

const MARKUP = [
  /<[a-z!/?]/i, // a tag, comment, doctype or processing instruction ("a < b" is text to a browser too)
  /&(?:lt|gt|amp|quot|apos|nbsp|#\d+|#x[0-9a-f]+);/i, // an escaped tag or character reference
  /\]\]>|<!\[CDATA\[/i,
];

export const hasMarkup = (text: string) => MARKUP.some((pattern) => pattern.test(text));

function businessFacts(info: BusinessInfo | null): Record<string, string> {
  if (!info) return {};
  return Object.fromEntries(
    BUSINESS_INFO_FIELDS.filter((field) => info[field]).map((field) => [field, info[field]]),
  );
}

const RULES =
  'Write plain text only: no HTML, no Markdown, no tags, no entities, no quotes around the text. ' +
  'Keep the language of the original text. Use the business facts; never invent prices, phone numbers or addresses.';

export function rewriteSectionMessages(
  nodes: readonly AiTextNode[],
  business: BusinessInfo | null,
  instructions: string | undefined,
): ChatMessage[] {
  const system =
    'You rewrite the texts of one section of a website for the business described by the user. ' +
    "You get the section's text nodes, each with an id, its role (heading, paragraph, button, list_item, link, label, alt, text) and its current length in characters. " +
    'Answer with exactly one JSON object per line, one line per node, in the same order, with the same ids: {"id": "<id>", "text": "<new text>"}. ' +
    'Nothing before, between or after the lines. Keep each text close to its original length and fitting its role ' +
    '(a button is a few words, a heading one short line). ' +
    RULES;
  const user = {
    business: businessFacts(business),
    nodes: nodes.map((node) => ({ id: node.id, role: node.role, length: node.text.length, text: node.text })),
    ...(instructions && { instructions }),
  };
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify(user) },
  ];
}

export function writeTextMessages(input: {
  readonly text: string;
  readonly context: string | undefined;
  readonly tone: string;
  readonly length: AiLength;
  readonly instructions: string | undefined;
  readonly business: BusinessInfo | null;
}): ChatMessage[] {
  const lengthRule = { shorter: 'shorter than', same: 'about as long as', longer: 'longer than' }[
    input.length
  ];
  const system =
    (input.text
      ? `You rewrite the text the user selected on a website, ${lengthRule} the original, in a ${input.tone} tone. `
      : `You write a short text for a website (one or two sentences unless asked otherwise), in a ${input.tone} tone. `) +
    'The context is the surrounding block: the answer must fit into it. Answer with the new text only. ' +
    RULES;
  const user = {
    business: businessFacts(input.business),
    text: input.text,
    ...(input.context && { context: input.context }),
    tone: input.tone,
    length: input.length,
    ...(input.instructions && { instructions: input.instructions }),
  };
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify(user) },
  ];
}

/** Outcome of checking an answer: the usable value, or why it is refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

const stripFences = (answer: string) =>
  answer
    .trim()
    .replace(/^```[a-z]*\s*\n?/i, '')
    .replace(/\n?```\s*$/, '')
    .trim();

/** The `{id, text}` entries of a section answer, whatever its accepted shape; undefined when none. */
export function parseNodeAnswer(answer: string): unknown[] | undefined {
  const body = stripFences(answer);
  try {
    const whole: unknown = JSON.parse(body);
    if (Array.isArray(whole)) return whole;
    if (typeof whole === 'object' && whole !== null && Array.isArray((whole as { nodes?: unknown }).nodes))
      return (whole as { nodes: unknown[] }).nodes;
    if (typeof whole === 'object' && whole !== null) return [whole];
  } catch {
    // not one JSON value: JSON Lines
  }
  const lines = body
    .split('\n')
    .map((line) => line.trim().replace(/,$/, ''))
    .filter(Boolean);
  const entries: unknown[] = [];
  for (const line of lines) {
    try {
      entries.push(JSON.parse(line));
    } catch {
      return undefined;
    }
  }
  return entries.length > 0 ? entries : undefined;
}

/** One rewritten node against the node it answers (same id, plain text, sane length). */
export function checkNode(entry: unknown, expected: AiTextNode, index: number): Checked<AiRewrittenNode> {
  if (typeof entry !== 'object' || entry === null)
    return { ok: false, reason: `entry ${index + 1} is not an {id, text} object` };
  const { id, text } = entry as { id?: unknown; text?: unknown };
  if (id !== expected.id)
    return {
      ok: false,
      reason: `entry ${index + 1} has the id "${String(id).slice(0, 100)}" where "${expected.id}" was expected`,
    };
  if (typeof text !== 'string') return { ok: false, reason: `the text of "${expected.id}" is not a string` };
  const checked = checkPlainText(
    text,
    Math.max(ROLE_MAX[expected.role], expected.text.length * 3),
    expected.text === '',
  );
  return checked.ok
    ? { ok: true, value: { id: expected.id, text: checked.value } }
    : { ok: false, reason: `"${expected.id}": ${checked.reason}` };
}

export function checkSectionAnswer(answer: string, nodes: readonly AiTextNode[]): Checked<AiRewrittenNode[]> {
  const entries = parseNodeAnswer(answer);
  if (!entries) return { ok: false, reason: 'it is not one JSON object per node' };
  if (entries.length !== nodes.length)
    return { ok: false, reason: `it has ${entries.length} texts for the section's ${nodes.length}` };
  const result: AiRewrittenNode[] = [];
  for (const [index, node] of nodes.entries()) {
    const checked = checkNode(entries[index], node, index);
    if (!checked.ok) return checked;
    result.push(checked.value);
  }
  return { ok: true, value: result };
}

export function checkWrittenText(answer: string, original: string): Checked<string> {
  return checkPlainText(stripFences(answer), Math.max(600, original.length * 3), false);
}

/** Plain text, not empty (unless `mayBeEmpty`), at most `max` characters; outer quotes are dropped. */
function checkPlainText(raw: string, max: number, mayBeEmpty: boolean): Checked<string> {
  let text = raw.trim();
  if (/^(["“«']).*(["”»'])$/s.test(text) && text.length >= 2) text = text.slice(1, -1).trim();
  if (hasMarkup(text))
    return { ok: false, reason: 'it contains markup (HTML tags or entities); only plain text is accepted' };
  // Control characters other than newline and tab have no place in page text.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  if (/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text))
    return { ok: false, reason: 'it contains control characters' };
  if (!text && !mayBeEmpty) return { ok: false, reason: 'a text is empty' };
  const limit = Math.min(max, AI_TEXT_MAX);
  if (text.length > limit)
    return { ok: false, reason: `a text is ${text.length} characters long, more than the ${limit} that fit` };
  return { ok: true, value: text };
}
