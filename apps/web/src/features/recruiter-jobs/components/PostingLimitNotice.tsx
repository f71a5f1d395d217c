import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

import {
  postingLimitLevel,
  postingLimitReached,
  postingLimitWarning,
  type PostingLimit,
} from '../postingLimit';

export interface PostingLimitNoticeProps {
  limit: PostingLimit | null;
  /** Opens the upgrade modal. */
  onUpgrade: () => void;
}

/** A yellow warning when one posting is left; a red notice at the limit. */
export function PostingLimitNotice({ limit, onUpgrade }: PostingLimitNoticeProps) {
  if (!limit || limit.limit === null) return null;
  const level = postingLimitLevel(limit);
  if (level === 'warning') {
    return (
      <Alert
        severity="warning"
        variant="outlined"
        data-testid="posting-limit-warning"
        sx={{ borderRadius: 3 }}
      >
        {postingLimitWarning(limit.used, limit.limit)}
      </Alert>
    );
  }
  if (level === 'limit') {
    return (
      <Alert
        severity="error"
        variant="filled"
        data-testid="posting-limit-notice"
        sx={{ borderRadius: 3, alignItems: 'center' }}
        action={
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            startIcon={<WorkspacePremiumIcon />}
            onClick={onUpgrade}
          >
            Upgrade
          </Button>
        }
      >
        <AlertTitle sx={{ mb: 0.25 }}>Job posting limit reached</AlertTitle>
        {postingLimitReached(limit.limit)}
      </Alert>
    );
  }
  return null;
}
