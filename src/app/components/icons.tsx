/**
 * The app's icons: small stroke drawings (24×24, currentColor) wrapped in Chakra's Icon so they take
 * size and colour props. Decorative (aria-hidden); the control that holds one names it.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import {
  FILE_PATHS,
  FUNNEL_PATHS,
  LAYERS_PATHS,
  SETTINGS_PATHS,
  STROKE_SVG_ATTRIBUTES,
  type StrokePaths,
} from '../builder/drawer-items.ts';

/** Every icon's drawing: 24×24 strokes in the current colour (each svg is hidden from assistive technology). */
const STROKE_SVG = {
  viewBox: STROKE_SVG_ATTRIBUTES.viewBox,
  fill: STROKE_SVG_ATTRIBUTES.fill,
  stroke: STROKE_SVG_ATTRIBUTES.stroke,
  strokeWidth: STROKE_SVG_ATTRIBUTES['stroke-width'],
  strokeLinecap: STROKE_SVG_ATTRIBUTES['stroke-linecap'],
  strokeLinejoin: STROKE_SVG_ATTRIBUTES['stroke-linejoin'],
  focusable: STROKE_SVG_ATTRIBUTES.focusable,
} as const;

/** A drawing kept as data (the rail's, builder/drawer-items.ts), as the paths of an icon. */
function strokePaths(paths: StrokePaths): ReactNode {
  return paths.map((d) => <path key={d} d={d} />);
}

function StrokeIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <Icon boxSize="1em" {...props}>
      <svg aria-hidden="true" {...STROKE_SVG}>
        {children}
      </svg>
    </Icon>
  );
}

/**
 * A stroke drawing kept as data, as plain svg 1em square, for what the builder draws before the UI kit's
 * system is built (theme/ui-system.ts): the rail's tools. Looks as `StrokeIcon` does.
 */
export function PlainStrokeIcon({ paths }: { paths: StrokePaths }) {
  return (
    <svg aria-hidden="true" className="pw-icon" width="1em" height="1em" {...STROKE_SVG}>
      {strokePaths(paths)}
    </svg>
  );
}

export const SearchIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </StrokeIcon>
);

export const PlusIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M5 12h14" />
    <path d="M12 5v14" />
  </StrokeIcon>
);

export const UploadIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4" />
    <path d="m17 8-5-5-5 5" />
    <path d="M12 3v12" />
  </StrokeIcon>
);

export const MoreIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
    <circle cx="5" cy="12" r="1" />
  </StrokeIcon>
);

export const TrashIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 6h18" />
    <path d="M19 6v14c0 1-1 2-2 2H7c-1 0-2-1-2-2V6" />
    <path d="M8 6V4c0-1 1-2 2-2h4c1 0 2 1 2 2v2" />
  </StrokeIcon>
);

export const PencilIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M17 3a2.85 2.83 0 1 1 4 4L7.5 20.5 2 22l1.5-5.5Z" />
  </StrokeIcon>
);

export const ExternalIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M15 3h6v6" />
    <path d="M10 14 21 3" />
    <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
  </StrokeIcon>
);

export const HistoryIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
    <path d="M3 3v5h5" />
    <path d="M12 7v5l4 2" />
  </StrokeIcon>
);

export const RestoreIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8" />
    <path d="M3 3v5h5" />
  </StrokeIcon>
);

export const GlobeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20" />
    <path d="M2 12h20" />
  </StrokeIcon>
);

/** Also drawn without the UI kit, in the builder's rail (`PlainStrokeIcon`, builder/drawer-items.ts). */
export const FileIcon = (props: IconProps) => <StrokeIcon {...props}>{strokePaths(FILE_PATHS)}</StrokeIcon>;

/** Also drawn without the UI kit, in the builder's rail (`PlainStrokeIcon`, builder/drawer-items.ts). */
export const SettingsIcon = (props: IconProps) => (
  <StrokeIcon {...props}>{strokePaths(SETTINGS_PATHS)}</StrokeIcon>
);

export const LogOutIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </StrokeIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m15 18-6-6 6-6" />
  </StrokeIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </StrokeIcon>
);

export const AlertIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
    <path d="M12 9v4" />
    <path d="M12 17h.01" />
  </StrokeIcon>
);

/** Also drawn without the UI kit, in the builder's rail (`PlainStrokeIcon`, builder/drawer-items.ts). */
export const LayersIcon = (props: IconProps) => (
  <StrokeIcon {...props}>{strokePaths(LAYERS_PATHS)}</StrokeIcon>
);

/** Also drawn without the UI kit, in the builder's rail (`PlainStrokeIcon`, builder/drawer-items.ts). */
export const FunnelIcon = (props: IconProps) => (
  <StrokeIcon {...props}>{strokePaths(FUNNEL_PATHS)}</StrokeIcon>
);

export const LinkIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
    <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
  </StrokeIcon>
);

export const SaveIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M19 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h11l5 5v11a2 2 0 0 1-2 2z" />
    <path d="M17 21v-8H7v8" />
    <path d="M7 3v5h8" />
  </StrokeIcon>
);

export const SupportIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="10" />
    <circle cx="12" cy="12" r="4" />
    <path d="m4.93 4.93 4.24 4.24" />
    <path d="m14.83 9.17 4.24-4.24" />
    <path d="m14.83 14.83 4.24 4.24" />
    <path d="m9.17 14.83-4.24 4.24" />
  </StrokeIcon>
);

export const BookIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M2 3h6a4 4 0 0 1 4 4v14a3 3 0 0 0-3-3H2z" />
    <path d="M22 3h-6a4 4 0 0 0-4 4v14a3 3 0 0 1 3-3h7z" />
  </StrokeIcon>
);

export const FolderIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z" />
  </StrokeIcon>
);

export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 6h16" />
    <path d="M4 12h16" />
    <path d="M4 18h16" />
  </StrokeIcon>
);

export const MailIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect width="20" height="16" x="2" y="4" rx="2" />
    <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
  </StrokeIcon>
);
