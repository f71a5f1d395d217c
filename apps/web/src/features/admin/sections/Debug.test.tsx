import { fireEvent, screen } from '@testing-library/react';
import { it } from 'vitest';

import { renderAdmin } from '../test/renderAdmin';
import { seekerRow, seekersAnswer } from '../test/fixtures';
import { SeekersSection } from './SeekersSection';

const rows = [seekerRow(1, { name: 'Ananya Naidu' }), seekerRow(2, { name: 'Rahul Verma', skills: ['Java'] })];

it('debug', async () => {
  const { router } = renderAdmin(<SeekersSection />, {
    route: '/admin/seekers?page=2',
    mocks: [
      seekersAnswer({ sortBy: 'registered', sortDir: 'DESC', page: 2 }, rows, 12),
      seekersAnswer({ sortBy: 'registered', sortDir: 'DESC', search: 'rahul' }, [rows[1]]),
    ],
  });
  router.subscribe((state) => console.log('NAV', state.historyAction, state.location.search));
  await screen.findByText('Ananya Naidu');
  console.log('FOUND');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search job seekers' }), { target: { value: ' rahul ' } });
  await new Promise((r) => setTimeout(r, 1500));
});
