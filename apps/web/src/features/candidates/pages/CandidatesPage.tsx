import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonSearchOutlinedIcon from '@mui/icons-material/PersonSearchOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';

import {
  AccentScope,
  EmptyState,
  ErrorBlock,
  LoadingBlock,
  PageHeader,
  Pager,
  SearchField,
} from '@hireloop/ui';

import { CsvDownloadButton } from '../../../app/components/CsvDownloadButton';
import { useListParams } from '../../recruiter-jobs/hooks/useListParams';
import { useOpenDocument } from '../../recruiter-jobs/hooks/useOpenDocument';
import { AVAILABILITY_OPTIONS, parseAvailability } from '../availability';
import { CandidateCard } from '../components/CandidateCard';
import { useCandidates } from '../hooks/useCandidates';
import { candidatesCsvPath, plural } from '@hireloop/schema';

export const CANDIDATES_ERROR = 'Failed to fetch candidates. Please try again.';

/**
 * Candidates (/recruiter/candidates): job seekers with a resume; search, availability, 3 per page, and the
 * CSV download of every candidate found.
 */
export function CandidatesPage() {
  const { values, page, set, setPage } = useListParams(['q', 'availability'] as const);
  const availability = parseAvailability(values.availability);
  const { data, loading, retry } = useCandidates(values.q, availability, page);
  const { open, opening } = useOpenDocument();

  let body;
  if (loading) {
    body = <LoadingBlock text="Loading candidates..." />;
  } else if (!data) {
    body = <ErrorBlock title={CANDIDATES_ERROR} onRetry={retry} />;
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        icon={values.q || availability ? <SearchOffOutlinedIcon /> : <PersonSearchOutlinedIcon />}
        title="No candidates found"
        description={
          values.q || availability
            ? 'Try another name, title or skill, or a different availability.'
            : 'Job seekers appear here once they upload a resume.'
        }
      />
    );
  } else {
    body = (
      <Stack spacing={2} data-testid="candidates">
        {data.items.map((candidate) => (
          <CandidateCard
            key={candidate.id}
            candidate={candidate}
            opening={opening}
            onOpen={(url, label) => void open(url, label)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <AccentScope accent="secondary">
      <PageHeader
        maxWidth="md"
        icon={<PersonSearchOutlinedIcon />}
        title="Candidates"
        subtitle="Job seekers with a resume on file."
        actions={
          <CsvDownloadButton
            url={candidatesCsvPath({ keyword: values.q.trim(), availability: availability?.toLowerCase() })}
            fallbackName="candidates.csv"
            what="the candidates found"
          />
        }
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Box sx={{ flex: 1 }}>
            <SearchField
              value={values.q}
              onSearch={(term) => set({ q: term })}
              placeholder="Search by name, title or skills"
              label="Search candidates"
              fullWidth
            />
          </Box>
          <TextField
            select
            size="small"
            label="Availability"
            value={availability ?? 'ALL'}
            onChange={(event) =>
              set({ availability: event.target.value === 'ALL' ? '' : event.target.value.toLowerCase() })
            }
            sx={{ minWidth: 200, bgcolor: 'background.paper', borderRadius: 2.5 }}
            slotProps={{ select: { inputProps: { 'data-testid': 'availability-filter' } } }}
          >
            <MenuItem value="ALL">Any availability</MenuItem>
            {AVAILABILITY_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </PageHeader>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
        <Stack spacing={2.5}>
          {data && (
            <Typography color="text.secondary" data-testid="candidates-count">
              {plural(data.total, 'candidate')} found
              {data.pageCount > 1 ? ` · Page ${data.page} of ${data.pageCount}` : ''}
            </Typography>
          )}
          {body}
          {data && (
            <Pager
              page={data.page}
              pageCount={data.pageCount}
              onPageChange={setPage}
              label="Candidates pages"
            />
          )}
        </Stack>
      </Container>
    </AccentScope>
  );
}
