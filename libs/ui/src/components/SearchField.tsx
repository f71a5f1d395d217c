import { useEffect, useRef, useState } from 'react';

import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';

/** Typing pauses this long before a search box asks again. */
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchFieldProps {
  /** The term in effect (e.g. from the address); the box follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text 500 ms after the last keystroke, or at once on Enter or clear. */
  onSearch: (term: string) => void;
  placeholder: string;
  /** Accessible name of the box. */
  label: string;
  debounceMs?: number;
  /** Take the whole width of its row. */
  fullWidth?: boolean;
  /** The input's `data-testid`. */
  testId?: string;
  sx?: SxProps<Theme>;
}

/** A search box that applies its text after a pause in typing (lists and tables searched by the server). */
export function SearchField({
  value,
  onSearch,
  placeholder,
  label,
  debounceMs = SEARCH_DEBOUNCE_MS,
  fullWidth = false,
  testId,
  sx,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    const term = text.trim();
    if (term === value.trim()) return undefined;
    const timer = window.setTimeout(() => latest.current(term), debounceMs);
    return () => window.clearTimeout(timer);
  }, [text, value, debounceMs]);

  return (
    <TextField
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onSearch(text.trim());
        }
      }}
      placeholder={placeholder}
      size="small"
      fullWidth={fullWidth}
      slotProps={{
        htmlInput: { 'aria-label': label, type: 'search', 'data-testid': testId },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                size="small"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  onSearch('');
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : undefined,
        },
      }}
      sx={[{ bgcolor: 'background.paper', borderRadius: 2.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
