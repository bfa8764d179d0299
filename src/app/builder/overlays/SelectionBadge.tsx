/** The selected element's name on its outline (issue 5: "selects it (outline + name badge)"). */
import { badgePlacement, documentBox } from './geometry.ts';

export function SelectionBadge({
  element,
  label,
  scale,
}: {
  element: Element;
  label: string;
  scale: number;
}) {
  const { top, left } = badgePlacement(documentBox(element), scale);
  return (
    <div className="pw-badge" style={{ top, left }} data-pw-badge="">
      {label}
    </div>
  );
}
