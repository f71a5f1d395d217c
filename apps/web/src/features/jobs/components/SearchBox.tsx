import type { FormEvent } from 'react';

import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';

import { TextInput } from '../../../app/components/TextInput';

export interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter or the Search button. */
  onSubmit: () => void;
  placeholder: string;
  /** Accessible name of the text box, e.g. 'Search jobs'. */
  label: string;
  maxWidth?: number;
  /**
   * Where the browser submits the form (GET, the text as `name`) before the app has taken over a
   * prerendered page; the app itself calls `onSubmit`.
   */
  action?: { path: string; name: string };
}

/** A search form: icon, text box, a clear button while there is text, and Search. */
export function SearchBox({
  value,
  onChange,
  onSubmit,
  placeholder,
  label,
  maxWidth = 720,
  action,
}: SearchBoxProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Paper
      component="form"
      role="search"
      action={action?.path}
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
      {/* The bare input of the hero's search: MUI's InputBase was the biggest part of /jobs's own code. */}
      <TextInput
        name={action?.name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        // InputBase's box and placeholder: the form looks as it did.
        sx={(theme) => ({
          p: '4px 0 5px',
          height: '1.4375em',
          lineHeight: '1.4375em',
          boxSizing: 'content-box',
          '&::placeholder': {
            color: 'currentColor',
            opacity: 0.42,
            ...theme.applyStyles('dark', { opacity: 0.5 }),
          },
        })}
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
