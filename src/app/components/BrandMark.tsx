import { Box, type BoxProps } from '@chakra-ui/react';
import { useId } from 'react';

/** The Pagewright mark (the same drawing as public/favicon.svg): a page laid out in blocks. */
export function BrandMark({ boxSize = '10', ...props }: BoxProps) {
  // One gradient id per mark: a hidden mark's <defs> do not paint, so sharing one id blanks the others.
  const gradient = `pw-mark-bg-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <Box boxSize={boxSize} flexShrink={0} {...props}>
      <svg viewBox="0 0 64 64" width="100%" height="100%" focusable="false" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#6d28d9" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={`url(#${gradient})`} />
        <rect x="14" y="14" width="36" height="10" rx="3" fill="#fff" />
        <rect x="14" y="28" width="16" height="22" rx="3" fill="#fff" fillOpacity="0.9" />
        <rect x="34" y="28" width="16" height="9" rx="3" fill="#fff" fillOpacity="0.65" />
        <rect x="34" y="41" width="16" height="9" rx="3" fill="#fff" fillOpacity="0.45" />
      </svg>
    </Box>
  );
}
