/**
 * The top bar's icons (issue 20 §4: icons with labels): small stroke drawings (24×24,
 * currentColor) as plain svg, not Chakra's Icon, so the dozen of them cost the bar's render
 * nothing beyond their elements. Decorative: the button that holds one is named by its label.
 */
import type { ReactNode } from 'react';

function Stroke({ children }: { children: ReactNode }) {
  return (
    <svg
      className="pw-top-icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const UndoGlyph = () => (
  <Stroke>
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </Stroke>
);

export const RedoGlyph = () => (
  <Stroke>
    <path d="m15 14 5-5-5-5" />
    <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
  </Stroke>
);

export const MobileGlyph = () => (
  <Stroke>
    <rect x="7" y="2" width="10" height="20" rx="2" />
    <path d="M11 18h2" />
  </Stroke>
);

export const TabletGlyph = () => (
  <Stroke>
    <rect x="4" y="2" width="16" height="20" rx="2" />
    <path d="M11 18h2" />
  </Stroke>
);

export const DownloadGlyph = () => (
  <Stroke>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m7 10 5 5 5-5" />
    <path d="M12 15V3" />
  </Stroke>
);

export const MoreGlyph = () => (
  <Stroke>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </Stroke>
);

export const PreviewGlyph = () => (
  <Stroke>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Stroke>
);

export const PublishGlyph = () => (
  <Stroke>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20" />
    <path d="M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20" />
  </Stroke>
);

export const SaveGlyph = () => (
  <Stroke>
    <path d="M19 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11l5 5v11a2 2 0 0 1-2 2Z" />
    <path d="M17 21v-8H7v8" />
    <path d="M7 3v5h8" />
  </Stroke>
);

export const ExitGlyph = () => (
  <Stroke>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </Stroke>
);
