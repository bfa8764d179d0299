/** The selected element's name on its outline (issue 5: "selects it (outline + name badge)"). */
import { badgePlacement, documentBox } from './geometry.ts';

export function SelectionBadge({ element, label }: { element: Element; label: string }) {
  const { top, left } = badgePlacement(documentBox(element));
  return (
    <div className="pw-badge" style={{ top, left }} data-pw-badge="">
      {label}
    </div>
  );
}
