import { useRef, type ChangeEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

const outlineColor = (theme: Theme) =>
  theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)';

// MUI's small outlined field with a start adornment, whose label always sits on the border.
const fieldSx = {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  verticalAlign: 'top',
  '& > label': {
    position: 'absolute',
    top: 0,
    left: 0,
    zIndex: 1,
    maxWidth: 'calc(133% - 32px)',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    typography: 'body1',
    lineHeight: '1.4375em',
    color: 'text.secondary',
    transform: 'translate(14px, -9px) scale(0.75)',
    transformOrigin: 'top left',
    transition: (theme: Theme) =>
      theme.transitions.create('color', {
        duration: theme.transitions.duration.shorter,
        easing: theme.transitions.easing.easeOut,
      }),
    userSelect: 'none',
  },
  '& > div': {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    pl: '14px',
    borderRadius: 1,
    typography: 'body1',
    lineHeight: '1.4375em',
    color: 'text.primary',
    cursor: 'text',
  },
  '& svg': { mr: 1, color: 'action.active' },
  '& input': {
    display: 'block',
    boxSizing: 'content-box',
    width: '100%',
    minWidth: 0,
    height: '1.4375em',
    m: 0,
    p: '8.5px 14px 8.5px 0',
    border: 0,
    background: 'none',
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    WebkitTapHighlightColor: 'transparent',
    MozAppearance: 'textfield',
    // The 2 px border is the focus ring.
    '&:focus, &:focus-visible': { outline: 0 },
    '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
  '& fieldset': {
    position: 'absolute',
    inset: '-5px 0 0 0',
    m: 0,
    p: '0 8px',
    textAlign: 'left',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    border: '1px solid',
    borderColor: outlineColor,
    overflow: 'hidden',
    minWidth: '0%',
  },
  // The gap in the border behind the label.
  '& legend': {
    display: 'block',
    float: 'unset',
    width: 'auto',
    maxWidth: '100%',
    height: 11,
    p: 0,
    fontSize: '0.75em',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    visibility: 'hidden',
    '& > span': { display: 'inline-block', px: '5px', opacity: 0, visibility: 'visible' },
  },
  '& > div:hover fieldset': { borderColor: 'text.primary' },
  '@media (hover: none)': { '& > div:hover fieldset': { borderColor: outlineColor } },
  '&:focus-within > label': { color: 'primary.main' },
  '&:focus-within > div fieldset': { borderColor: 'primary.main', borderWidth: 2 },
  '& > p': { m: '4px 14px 0', typography: 'caption', color: 'text.secondary' },
} as const;

/**
 * The search field of a list, as OutlinedField draws a small one with a search icon, in plain
 * elements: MUI's InputBase, OutlinedInput, InputLabel and FormControl would add ~8 kB gzip to
 * the slot lobby's download for this one field.
 */
export function SearchField({
  id,
  label,
  helperText,
  sx,
  ...input
}: {
  id: string;
  /** Translated label. */
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  maxLength?: number;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const helperId = `${id}-helper-text`;
  return (
    <Box sx={[fieldSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      {/* A press beside the input, as on MUI's fields, puts the caret in it. */}
      <div onClick={(event) => event.target === event.currentTarget && inputRef.current?.focus()}>
        <SearchIcon fontSize="small" />
        <input
          {...input}
          ref={inputRef}
          id={id}
          type="search"
          enterKeyHint="search"
          aria-describedby={helperText ? helperId : undefined}
        />
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && <p id={helperId}>{helperText}</p>}
    </Box>
  );
}
