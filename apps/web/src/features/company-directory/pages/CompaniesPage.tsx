import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';

import {
  companiesPath,
  companiesSearchOf,
  COMPANY_SEARCH_MAX_LENGTH,
  type CompaniesSearch,
} from '@hireloop/schema';
import { CardGrid, EmptyState, ErrorBlock, LoadingBlock, PagedFooter, PageHeader } from '@hireloop/ui';

import { usePlatform } from '../../../app/platform';
import { SearchBox } from '../../jobs/components/SearchBox';
import { CompanyCard } from '../components/CompanyCard';
import { useCompaniesDirectory } from '../hooks/useCompaniesDirectory';

export const COMPANIES_ERROR = 'Failed to load companies';

/**
 * The public company directory (/companies): companies with open jobs, most open jobs first, searched by
 * name, industry or location; the search and page live in the address (`?search=…&page=N`).
 */
export function CompaniesPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { name: platformName } = usePlatform();
  const query = companiesSearchOf(location.search);
  const [text, setText] = useState(query.search);
  const [shown, setShown] = useState(query.search);
  // The box follows the address when it changes elsewhere (Back, a link).
  if (shown !== query.search) {
    setShown(query.search);
    setText(query.search);
  }
  const { entries, total, pageCount, pageSize, loading, updating, error, refresh } =
    useCompaniesDirectory(query);

  const go = (next: CompaniesSearch) => {
    void navigate(companiesPath(next));
    window.scrollTo({ top: 0 });
  };
  const submit = () => go({ search: text.trim().slice(0, COMPANY_SEARCH_MAX_LENGTH), page: 1 });
  const pages = Math.max(pageCount, 1);

  let results;
  if (loading) {
    results = <LoadingBlock text="Loading companies..." />;
  } else if (error) {
    results = (
      <ErrorBlock
        title={COMPANIES_ERROR}
        message="Please try again."
        retryLabel="Refresh"
        onRetry={refresh}
      />
    );
  } else if (entries.length === 0 && total > 0) {
    results = (
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title={`There is no page ${query.page}`}
        description={`The companies end at page ${pages}.`}
        action={<Button href={companiesPath({ ...query, page: 1 })}>Go to the first page</Button>}
      />
    );
  } else if (entries.length === 0) {
    results = query.search ? (
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title="No companies match your search"
        description="Try another name, industry or city, or see every company hiring now."
        action={
          <Button variant="outlined" href={companiesPath({ search: '', page: 1 })}>
            Show all companies
          </Button>
        }
      />
    ) : (
      <EmptyState
        icon={<ApartmentOutlinedIcon />}
        title="No companies are hiring right now"
        description="Companies appear here while they have open jobs. Check back soon."
      />
    );
  } else {
    const first = (query.page - 1) * pageSize + 1;
    results = (
      <>
        <Box sx={{ opacity: updating ? 0.6 : 1, transition: 'opacity 160ms ease' }} aria-busy={updating}>
          <CardGrid>
            {entries.map((entry) => (
              <CompanyCard key={entry.company.id} entry={entry} />
            ))}
          </CardGrid>
        </Box>
        <PagedFooter
          page={query.page}
          pageCount={pageCount}
          onPageChange={(page) => go({ ...query, page })}
          pageHref={(page) => companiesPath({ ...query, page })}
          label="Company result pages"
          showing={`Showing ${first}-${first + entries.length - 1} of ${total} companies`}
          showingTestId="companies-showing"
        />
      </>
    );
  }

  return (
    <Box>
      <PageHeader
        title="Companies hiring now"
        subtitle={`Discover the companies hiring on ${platformName} and the roles they offer.`}
      >
        <SearchBox
          value={text}
          onChange={setText}
          onSubmit={submit}
          placeholder="Company name, industry or city"
          label="Search companies"
          action={{ path: companiesPath({ search: '', page: 1 }), name: 'search' }}
        />
      </PageHeader>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 5 } }}>
        {/* The results' heading: the cards' names (h3) follow it in order. */}
        <Typography
          variant="h6"
          component="h2"
          sx={{ mb: 3 }}
          aria-live="polite"
          data-testid="companies-found"
        >
          {loading
            ? 'Loading companies...'
            : `${total} ${total === 1 ? 'company' : 'companies'} hiring${query.search ? ` for "${query.search}"` : ''}`}
        </Typography>
        {results}
      </Container>
    </Box>
  );
}
