import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/lib/paths';
import { renderWithProviders } from '../../../shared/lib/test/render-with-providers';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it("says the page does not exist and goes 'Back Home' to '/'", async () => {
    const { router } = renderWithProviders(<NotFoundPage />, {
      initialEntry: '/no/such/page',
      path: '*',
      routes: [{ path: paths.home, element: <p>Home</p> }],
    });
    expect(screen.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Back Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
    expect(screen.getByText('Home')).toBeVisible();
  });
});
