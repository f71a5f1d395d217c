import { useNavigate } from 'react-router-dom';

import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';

/** Waitlist (/waitlist): early access to AI-powered matching, one-click apply and smart job alerts. */
export function WaitlistPage() {
  const navigate = useNavigate();
  return (
    <ComingSoon
      title="Join the Waitlist"
      subtitle="Be the first to try AI-powered job matching, one-click apply with tracking, and smart job alerts."
      icon={<HourglassTopOutlinedIcon />}
      actions={
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => void navigate(-1)}>
          Back
        </Button>
      }
    />
  );
}
