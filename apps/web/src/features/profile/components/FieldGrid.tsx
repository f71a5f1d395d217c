import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

/** The grid's columns by screen size: two from `sm` on, three, or two then five from `md` on. */
const COLUMNS = {
  two: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  three: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  five: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
} as const;

export type GridColumns = keyof typeof COLUMNS;

/** The style of a grid of form fields. */
export function fieldGridSx(columns: GridColumns = 'two') {
  return { display: 'grid', gap: 2, gridTemplateColumns: COLUMNS[columns] } as const;
}

/** A field that takes two columns of the grid from `sm` on. */
export const WIDE_FIELD = { gridColumn: { sm: 'span 2' } } as const;

type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/** One text field of a grid: which value of the object it edits, and how it is drawn. */
export type FieldSpec<T> = { field: TextKeys<T> } & Pick<
  TextFieldProps,
  | 'label'
  | 'required'
  | 'error'
  | 'placeholder'
  | 'helperText'
  | 'autoComplete'
  | 'type'
  | 'multiline'
  | 'minRows'
  | 'slotProps'
  | 'sx'
>;

export interface FieldGridProps<T> {
  fields: readonly FieldSpec<T>[];
  values: T;
  onChange: (changes: Partial<T>) => void;
  columns?: GridColumns;
  sx?: SxProps<Theme>;
}

/** Text fields in a grid, each editing one string value of `values`. */
export function FieldGrid<T>({ fields, values, onChange, columns, sx }: FieldGridProps<T>) {
  return (
    <Box sx={[fieldGridSx(columns), ...(Array.isArray(sx) ? sx : [sx])]}>
      {fields.map(({ field, ...props }) => (
        <TextField
          key={field}
          {...props}
          value={values[field]}
          onChange={(event) => onChange({ [field]: event.target.value } as Partial<T>)}
        />
      ))}
    </Box>
  );
}
