import { useEffect, useRef, useState } from 'react';

import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { SEARCH_DEBOUNCE_MS } from '../../../app/timings';

export interface SearchBoxProps {
  /** The search in effect (from the address); the box follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text 500 ms after the last keystroke, or at once on Enter or clear. */
  onSearch: (term: string) => void;
  placeholder: string;
  /** Accessible name of the box. */
  label: string;
  debounceMs?: number;
}

/** A table's search box: the server searches once typing pauses. */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  label,
  debounceMs = SEARCH_DEBOUNCE_MS,
}: SearchBoxProps) {
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
      sx={{ width: { xs: '100%', sm: 300 } }}
      slotProps={{
        htmlInput: { 'aria-label': label, type: 'search', 'data-testid': 'table-search' },
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
    />
  );
}
