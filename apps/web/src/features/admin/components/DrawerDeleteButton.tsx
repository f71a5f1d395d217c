import Button from '@mui/material/Button';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';

/** The delete button at the bottom of a row's details: closes the details and asks for confirmation. */
export function DrawerDeleteButton<T>({
  row,
  label = 'Delete',
  ask,
  close,
}: {
  row: T;
  label?: string;
  ask: (row: T) => void;
  close: () => void;
}) {
  return (
    <Button
      color="error"
      variant="contained"
      startIcon={<DeleteForeverOutlinedIcon />}
      onClick={() => {
        ask(row);
        close();
      }}
    >
      {label}
    </Button>
  );
}
