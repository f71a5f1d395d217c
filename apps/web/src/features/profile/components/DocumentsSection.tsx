import Box from '@mui/material/Box';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';

import type { ProfileDocuments } from '../hooks/useProfileForm';
import { DOCUMENT_LABELS, type ProfileForm } from '../profileForm';
import { DocumentField } from './DocumentField';
import { fieldGridSx } from './FieldGrid';
import { ProfileSection } from './ProfileSection';

export interface DocumentsSectionProps {
  form: Pick<ProfileForm, 'resume' | 'coverLetter'>;
  documents: ProfileDocuments;
}

/** The resume and the cover letter: PDFs to open, replace or remove. */
export function DocumentsSection({ form, documents }: DocumentsSectionProps) {
  return (
    <ProfileSection
      title="Documents"
      description="PDF only, up to 10 MB each"
      icon={<DescriptionOutlinedIcon />}
    >
      <Box sx={fieldGridSx()}>
        {(['resume', 'coverLetter'] as const).map((kind) => (
          <DocumentField
            key={kind}
            label={DOCUMENT_LABELS[kind]}
            name={kind}
            slot={form[kind]}
            error={documents.errors[kind]}
            onChoose={(file) => documents.choose(kind, file)}
            onRemove={() => documents.remove(kind)}
            onOpen={() => documents.open(kind)}
          />
        ))}
      </Box>
    </ProfileSection>
  );
}
