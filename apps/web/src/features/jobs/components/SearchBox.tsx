import type { FormEvent } from 'react';

import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Search button. */
  onSubmit: () => void;
  placeholder: string;
  /** Accessible name of the text box, e.g. 'Search jobs'. */
  label: string;
  maxWidth?: number;
}

/** A search form: icon, text box, a clear button while there is text, and Search. */
export function SearchBox({ value, onChange, onSubmit, placeholder, label, maxWidth = 720 }: SearchBoxProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={handleSubmit}
      variant="outlined"
      sx={{
        p: 0.75,
        pl: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        borderRadius: 3,
        maxWidth,
        width: '100%',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <SearchIcon color="action" aria-hidden />
      <InputBase
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        inputProps={{ 'aria-label': label }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      {value && (
        <IconButton size="small" aria-label="Clear search" onClick={() => onChange('')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
      <Button type="submit" variant="contained">
        Search
      </Button>
    </Paper>
  );
}
