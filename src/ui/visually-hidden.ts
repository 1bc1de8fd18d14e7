/** Styles that keep an element for screen readers but off the screen. */
export const visuallyHiddenSx = {
  position: 'absolute',
  // In px: MUI reads a bare 1 as 100%, which left a screen-sized box that widened the page.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
