import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CompanyLogo, type LogoImageUrls } from './CompanyLogo';

/** The company fields a job card's header shows. */
export interface JobCardHeaderCompany {
  name: string;
  hasLogo: boolean;
  logoImage?: LogoImageUrls | null;
  logoUrl?: string | null;
  logoColor?: string | null;
  logoText?: string | null;
}

export interface JobCardHeaderProps {
  company: JobCardHeaderCompany;
  /** The job's own logo colour and text, used where the company has none. */
  logoColor?: string | null;
  logoText?: string | null;
  /** The title: the job's title, or a link holding it. */
  title: ReactNode;
  /** The title heading's `data-testid`. */
  titleTestId?: string;
  /** The company line's `data-testid`. */
  companyTestId?: string;
  /** Leave out the company line (a list of one company's jobs). */
  hideCompany?: boolean;
  /** What sits at the right: the job type, the status, buttons. */
  trailing?: ReactNode;
}

/** The top of every job card: the company's logo, the job title (two lines at most), the company, and a chip. */
export function JobCardHeader({
  company,
  logoColor,
  logoText,
  title,
  titleTestId,
  companyTestId,
  hideCompany = false,
  trailing,
}: JobCardHeaderProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <CompanyLogo
        name={company.name}
        hasLogo={company.hasLogo}
        logoImage={company.logoImage}
        logoUrl={company.logoUrl}
        color={company.logoColor || logoColor}
        text={company.logoText || logoText}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          data-testid={titleTestId}
          sx={{
            fontWeight: 700,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {title}
        </Typography>
        {!hideCompany && (
          <Typography variant="body2" color="text.secondary" noWrap data-testid={companyTestId}>
            {company.name}
          </Typography>
        )}
      </Box>
      {trailing}
    </Stack>
  );
}
