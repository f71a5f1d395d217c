import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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

import { AccentScope, ConfirmDialog, DetailFact, DetailHeader, DetailPage } from '@hireloop/ui';

import { RecordView } from '../../../app/components/RecordView';
import { paths } from '../../../app/paths';
import { useToast } from '../../../app/toast';
import type { CompanyFieldsFragment } from '../../../gql/graphql';
import { CompanyNotFound } from '../components/CompanyNotFound';
import { useCompany } from '../hooks/useCompany';
import { useDeleteCompany } from '../hooks/useDeleteCompany';
import { companyEditPath, companyJobsPath } from '../paths';
import { formatDate, externalHref } from '@hireloop/schema';

export const COMPANY_LOAD_ERROR = 'Failed to fetch company details';

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
        <DetailHeader
          logo={{
            name: company.name,
            hasLogo: company.hasLogo,
            logoImage: company.logoImage,
            color: company.logoColor,
            text: company.logoText,
          }}
          logoSize={88}
          title={company.name}
          subtitle={company.industry}
          chips={
            <>
              <Chip size="small" variant="outlined" icon={<PlaceOutlinedIcon />} label={company.location} />
              {company.size && (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<GroupsOutlinedIcon />}
                  label={`${company.size} employees`}
                />
              )}
            </>
          }
          action={
            <Button
              href={companyEditPath(company.id)}
              variant="contained"
              startIcon={<EditOutlinedIcon />}
              sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
            >
              Edit
            </Button>
          }
        />
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
                <DetailFact icon={<BusinessOutlinedIcon />} label="Industry">
                  {company.industry}
                </DetailFact>
                <DetailFact icon={<PlaceOutlinedIcon />} label="Location">
                  {company.location}
                </DetailFact>
                <DetailFact icon={<GroupsOutlinedIcon />} label="Company Size">
                  {company.size ? `${company.size} employees` : 'Not specified'}
                </DetailFact>
                <DetailFact icon={<LanguageOutlinedIcon />} label="Website">
                  <ExternalLink address={company.website} />
                </DetailFact>
                <DetailFact icon={<LinkOutlinedIcon />} label="Recruiter Portal">
                  {company.recruiterPortalLink ? (
                    <ExternalLink address={company.recruiterPortalLink} />
                  ) : (
                    'Not provided'
                  )}
                </DetailFact>
                <DetailFact icon={<PhoneOutlinedIcon />} label="Contact Number">
                  {company.contactNo || 'Not provided'}
                </DetailFact>
                <DetailFact icon={<MailOutlineIcon />} label="Contact Email">
                  {company.contactEmail || 'Not provided'}
                </DetailFact>
                <DetailFact icon={<EventOutlinedIcon />} label="Added On">
                  {formatDate(company.createdAt)}
                </DetailFact>
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
  const { company, loading, error, retry } = useCompany(id);
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

  return (
    <AccentScope accent="secondary">
      <DetailPage
        backHref={paths.companyList}
        backLabel="Back to Companies"
        placeholderHeading={company ? null : 'Company Details'}
      >
        <RecordView
          record={company}
          loading={loading}
          error={error}
          retry={retry}
          loadingText="Loading company..."
          errorTitle={COMPANY_LOAD_ERROR}
          notFound={<CompanyNotFound />}
        >
          {(shown) => <CompanyView company={shown} onDelete={() => setConfirming(true)} />}
        </RecordView>
      </DetailPage>
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
