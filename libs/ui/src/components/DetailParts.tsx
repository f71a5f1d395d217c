import type { ReactNode } from 'react';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

import { CompanyLogo, type CompanyLogoProps } from './CompanyLogo';

export interface DetailFactProps {
  /** A decorative icon, drawn in a tinted tile in the left gutter. */
  icon: ReactNode;
  label: string;
  children: ReactNode;
}

/**
 * One fact of a record's details: a `<div>` of its `<dl>` holding the `<dt>` (with the decorative icon,
 * placed in the left gutter) and the `<dd>`, so the list stays a valid definition list for assistive
 * technology.
 */
export function DetailFact({ icon, label, children }: DetailFactProps) {
  return (
    <Box sx={{ position: 'relative', pl: '48px', minHeight: 36 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        <Box
          component="span"
          aria-hidden
          sx={(theme) => ({
            position: 'absolute',
            left: 0,
            top: 0,
            width: 36,
            height: 36,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.1),
            '& svg': { fontSize: 20 },
          })}
        >
          {icon}
        </Box>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', m: 0 }} component="dd">
        {children}
      </Typography>
    </Box>
  );
}

/** A titled section of a record's details (an `<h2>`); sections that follow each other are spaced apart. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 4 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export interface DetailHeaderProps {
  /** The company's logo, drawn `logoSize` pixels wide. */
  logo: CompanyLogoProps;
  logoSize: number;
  /** The page's `<h1>`. */
  title: ReactNode;
  subtitle: ReactNode;
  /** Chips under the subtitle. */
  chips: ReactNode;
  /** Drawn at the end of the row (below from sm down). */
  action?: ReactNode;
}

/** The head of a record's details page: the company logo, the `<h1>`, a subtitle and chips. */
export function DetailHeader({ logo, logoSize, title, subtitle, chips, action }: DetailHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5} sx={{ alignItems: { sm: 'center' } }}>
      <CompanyLogo {...logo} size={logoSize} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, fontWeight: 500 }}>
          {subtitle}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {chips}
        </Stack>
      </Box>
      {action}
    </Stack>
  );
}

export interface DetailPageProps {
  /** Where Back leads, and its label. */
  backHref: string;
  backLabel: string;
  /**
   * The page's `<h1>` while the record is not shown (loading, missing, failed); null once the record's
   * own heading is drawn.
   */
  placeholderHeading?: string | null;
  children: ReactNode;
}

/** The frame of a record's details page: a Back link above the page's content. */
export function DetailPage({ backHref, backLabel, placeholderHeading, children }: DetailPageProps) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        href={backHref}
        startIcon={<ArrowBackIcon />}
        color="inherit"
        sx={{ mb: 2, color: 'text.secondary' }}
      >
        {backLabel}
      </Button>
      {placeholderHeading && (
        <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: 24, md: 32 } }}>
          {placeholderHeading}
        </Typography>
      )}
      {children}
    </Container>
  );
}
