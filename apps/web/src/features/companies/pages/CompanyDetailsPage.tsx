import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LanguageOutlinedIcon from '@mui/icons-material/LanguageOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';

import { CompanyLogo, ConfirmDialog, ErrorBlock, LoadingBlock, AccentScope } from '@hireloop/ui';

import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import type { CompanyFieldsFragment } from '../../../gql/graphql';
import { CompanyNotFound } from '../components/CompanyNotFound';
import { useCompany } from '../hooks/useCompany';
import { useDeleteCompany } from '../hooks/useDeleteCompany';
import { versionedLogoUrl } from '../logoVersion';
import { companyEditPath, companyJobsPath } from '../paths';
import { formatDate, externalHref } from '@hireloop/schema';

export const COMPANY_LOAD_ERROR = 'Failed to fetch company details';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 36,
          height: 36,
          borderRadius: 2.5,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
          '& svg': { fontSize: 20 },
        })}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="dt">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} component="dd">
          {children}
        </Typography>
      </Box>
    </Stack>
  );
}

function ExternalLink({ address }: { address: string }) {
  return (
    <Link href={externalHref(address)} target="_blank" rel="noopener noreferrer">
      {address}
    </Link>
  );
}

function CompanyView({ company, onDelete }: { company: CompanyFieldsFragment; onDelete: () => void }) {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
          <CompanyLogo
            size={88}
            name={company.name}
            hasLogo={company.hasLogo}
            logoUrl={versionedLogoUrl(company.id, company.logoUrl)}
            color={company.logoColor}
            text={company.logoText}
          />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
              {company.name}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, fontWeight: 500 }}>
              {company.industry}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
              <Chip size="small" variant="outlined" icon={<PlaceOutlinedIcon />} label={company.location} />
              {company.size && (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<GroupsOutlinedIcon />}
                  label={`${company.size} employees`}
                />
              )}
            </Stack>
          </Box>
          <Button
            href={companyEditPath(company.id)}
            variant="contained"
            startIcon={<EditOutlinedIcon />}
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            Edit
          </Button>
        </Stack>
      </Paper>

      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
                About {company.name}
              </Typography>
              <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {company.description || 'No description yet.'}
              </Typography>
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 4 }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
                Company Details
              </Typography>
              <Box
                component="dl"
                sx={{ m: 0, display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
              >
                <Fact icon={<BusinessOutlinedIcon />} label="Industry">
                  {company.industry}
                </Fact>
                <Fact icon={<PlaceOutlinedIcon />} label="Location">
                  {company.location}
                </Fact>
                <Fact icon={<GroupsOutlinedIcon />} label="Company Size">
                  {company.size ? `${company.size} employees` : 'Not specified'}
                </Fact>
                <Fact icon={<LanguageOutlinedIcon />} label="Website">
                  <ExternalLink address={company.website} />
                </Fact>
                <Fact icon={<LinkOutlinedIcon />} label="Recruiter Portal">
                  {company.recruiterPortalLink ? (
                    <ExternalLink address={company.recruiterPortalLink} />
                  ) : (
                    'Not provided'
                  )}
                </Fact>
                <Fact icon={<PhoneOutlinedIcon />} label="Contact Number">
                  {company.contactNo || 'Not provided'}
                </Fact>
                <Fact icon={<MailOutlineIcon />} label="Contact Email">
                  {company.contactEmail || 'Not provided'}
                </Fact>
                <Fact icon={<EventOutlinedIcon />} label="Added On">
                  {formatDate(company.createdAt)}
                </Fact>
              </Box>
            </Paper>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper
            variant="outlined"
            sx={{ p: 1.5, borderRadius: 4, position: { md: 'sticky' }, top: { md: 96 } }}
          >
            <Typography variant="h6" component="h2" sx={{ px: 1.5, pt: 1, pb: 0.5 }}>
              Quick Actions
            </Typography>
            <List aria-label="Quick actions">
              <ListItemButton href={companyEditPath(company.id)} sx={{ borderRadius: 2.5 }}>
                <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                  <EditOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary="Edit Company Profile" secondary="Update details and logo" />
                <ChevronRightIcon color="action" />
              </ListItemButton>
              <ListItemButton href={companyJobsPath(company.id)} sx={{ borderRadius: 2.5 }}>
                <ListItemIcon sx={{ minWidth: 40, color: 'primary.main' }}>
                  <WorkOutlineOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary="View Job Postings" secondary="Jobs, applicants and positions" />
                <ChevronRightIcon color="action" />
              </ListItemButton>
              <ListItemButton onClick={onDelete} sx={{ borderRadius: 2.5, color: 'error.main' }}>
                <ListItemIcon sx={{ minWidth: 40, color: 'error.main' }}>
                  <DeleteOutlineIcon />
                </ListItemIcon>
                <ListItemText
                  primary="Delete Company"
                  secondary="Removes its jobs and applications"
                  slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
                />
              </ListItemButton>
            </List>
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** Company details (/recruiter/company/{id}) with Edit, quick actions and delete. */
export function CompanyDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { company, loading, notFound, retry } = useCompany(id);
  const { remove, deleting } = useDeleteCompany();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = () => {
    if (!company) return;
    const { name } = company;
    remove(company.id)
      .then(() => {
        setConfirming(false);
        toast.success(`${name} has been deleted`);
        void navigate(paths.companyList, { replace: true });
      })
      .catch(() => {
        setConfirming(false);
        toast.error('Failed to delete company');
      });
  };

  let body;
  if (loading) body = <LoadingBlock text="Loading company..." />;
  else if (company) body = <CompanyView company={company} onDelete={() => setConfirming(true)} />;
  else if (notFound) body = <CompanyNotFound />;
  else body = <ErrorBlock title={COMPANY_LOAD_ERROR} message="Please try again." onRetry={retry} />;
  // The company's name is the heading once it is loaded; until then the page says what it is.
  const heading = company ? null : (
    <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: 24, md: 32 } }}>
      Company Details
    </Typography>
  );

  return (
    <AccentScope accent="secondary">
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Button
          href={paths.companyList}
          startIcon={<ArrowBackIcon />}
          color="inherit"
          sx={{ mb: 2, color: 'text.secondary' }}
        >
          Back to Companies
        </Button>
        {heading}
        {body}
      </Container>
      <ConfirmDialog
        open={confirming}
        title="Delete company"
        message={`Are you sure you want to delete ${company?.name ?? 'this company'}?`}
        confirmLabel={deleting ? 'Deleting...' : 'Delete'}
        destructive
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </AccentScope>
  );
}
