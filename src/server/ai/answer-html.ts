/**
 * The html of an AI query answer (spec §7: `content[].message.content` is html), made safe: only p,
 * ul, ol, li, strong, em and a are kept (b and i become strong and em), a keeps an http(s) `href`
 * and gets `rel="noopener noreferrer nofollow"`; every other element is dropped with its text kept,
 * except script, style and the like, whose content goes too. A model that answered in plain text or
 * light Markdown (paragraphs, `- ` lists, `**bold**`, `*em*`, `[text](url)`) gets the same html.
 * Pure; the output is well formed (every element kept is closed).
 */
import { Parser } from 'htmlparser2';

const KEPT: Readonly<Record<string, string>> = {
  p: 'p',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  a: 'a',
};
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
]);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function safeHref(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function sanitizeAnswerHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  let skipping = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (DROPPED_WITH_CONTENT.has(name)) {
          skipping += 1;
          return;
        }
        const kept = KEPT[name];
        if (skipping || !kept) {
          open.push('');
          return;
        }
        const href = kept === 'a' ? safeHref(attributes.href) : undefined;
        out += href
          ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer nofollow">`
          : kept === 'a'
            ? ''
            : `<${kept}>`;
        open.push(kept === 'a' && !href ? '' : kept);
      },
      ontext(text) {
        if (!skipping) out += escapeText(text);
      },
      onclosetag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) {
          skipping = Math.max(0, skipping - 1);
          return;
        }
        if (skipping) return;
        const kept = open.pop();
        if (kept) out += `</${kept}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return out.trim();
}

/** The answer as html: html answers are sanitised, plain or Markdown answers turned into html first. */
export function answerToHtml(answer: string): string {
  const text = answer.trim();
  const looksLikeHtml = /<\s*(p|ul|ol|li|strong|em|b|i|a|br|div|h[1-6])\b/i.test(text);
  return sanitizeAnswerHtml(looksLikeHtml ? text : markdownToHtml(text));
}

function inline(text: string): string {
  return escapeText(text)
    .replace(
      /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/g,
      (_match, label: string, url: string) => `<a href="${url}">${label}</a>`,
    )
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*]+)\*/g, '$1<em>$2</em>');
}

function markdownToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      if (lines.length > 0 && lines.every((line) => /^[-*•]\s+/.test(line)))
        return `<ul>${lines.map((line) => `<li>${inline(line.replace(/^[-*•]\s+/, ''))}</li>`).join('')}</ul>`;
      if (lines.length > 0 && lines.every((line) => /^\d+[.)]\s+/.test(line)))
        return `<ol>${lines.map((line) => `<li>${inline(line.replace(/^\d+[.)]\s+/, ''))}</li>`).join('')}</ol>`;
      return lines.length > 0
        ? `<p>${inline(lines.map((line) => line.replace(/^#+\s*/, '')).join(' '))}</p>`
        : '';
    })
    .join('');
}
