// Inline SVG: symbol glyphs such as ▶ and ■ are missing from many phones' fonts.
export const icon = { width: 12, height: 12, viewBox: '0 0 24 24', 'aria-hidden': true } as const;

export const RunIcon = () => (
  <svg {...icon}>
    <path d="M6 4l14 8-14 8z" fill="currentColor" />
  </svg>
);
