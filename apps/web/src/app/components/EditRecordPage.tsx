import type { ReactNode } from 'react';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditNoteOutlinedIcon from '@mui/icons-material/EditNoteOutlined';

import { AccentScope, PageHeader } from '@hireloop/ui';

export interface EditRecordPageProps {
  title: string;
  subtitle: string;
  /** Where Back leads: the record, else the list it belongs to. */
  backHref: string;
  children: ReactNode;
}

/** The frame of a recruiter's edit page: its header with Back, then the form in a narrow column. */
export function EditRecordPage({ title, subtitle, backHref, children }: EditRecordPageProps) {
  return (
    <AccentScope accent="secondary">
      <PageHeader
        maxWidth="md"
        icon={<EditNoteOutlinedIcon />}
        title={title}
        subtitle={subtitle}
        actions={
          <Button href={backHref} color="inherit" startIcon={<ArrowBackIcon />}>
            Back
          </Button>
        }
      />
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {children}
      </Container>
    </AccentScope>
  );
}
