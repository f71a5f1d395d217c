import Button from '@mui/material/Button';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';

import { ComingSoon } from '../../../app/components/ComingSoon';
import { paths } from '../../../app/paths';

/** Bookmarks (/bookmark): the jobs a seeker saved, with search and filters. */
export function BookmarksPage() {
  return (
    <ComingSoon
      title="Your Bookmarked Jobs"
      subtitle="Save jobs while you browse and find them all here, ready when you are."
      icon={<BookmarksOutlinedIcon />}
      actions={
        <>
          <Button href={paths.jobs} variant="contained">
            Browse Jobs
          </Button>
        </>
      }
    />
  );
}
