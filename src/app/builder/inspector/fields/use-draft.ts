/**
 * A field's shown text (issue 20 §2): the document's value, except while the user is typing in the
 * field, when the user's raw text stays (`abc` in Letter spacing is refused by the command but
 * stays in the field; `2` stays `2` while the document says `2px`). On blur the field shows the
 * document again, so undo in the canvas updates every field not being typed in.
 */
import { useState } from 'react';

export interface Draft {
  readonly shown: string;
  readonly onFocus: () => void;
  readonly onBlur: () => void;
  readonly type: (raw: string) => void;
}

export function useDraft(value: string): Draft {
  const [draft, setDraft] = useState<string | null>(null);
  return {
    shown: draft ?? value,
    onFocus: () => setDraft(value),
    onBlur: () => setDraft(null),
    type: (raw) => setDraft(raw),
  };
}
