import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

const reporting = vi.hoisted(() => ({ reportError: vi.fn() }));
vi.mock('../shared/lib/error-reporting', () => reporting);

function renderRoute(route: Omit<RouteObject, 'index' | 'children'>) {
  const router = createMemoryRouter([{ path: '/', ErrorBoundary: RouteError, HydrateFallback: () => null, ...route }]);
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  reporting.reportError.mockClear();
  // React logs what an error boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

it('passes a render error it caught to error reporting', async () => {
  const error = new Error('The chart could not be drawn');
  renderRoute({
    Component: () => {
      throw error;
    },
  });
  expect(await screen.findByTestId('route-error')).toHaveTextContent('The chart could not be drawn');
  expect(reporting.reportError).toHaveBeenCalledWith(error);
});

it('does not report an answer of the router such as a 404', async () => {
  renderRoute({
    loader: () => {
      throw data('Not here', { status: 404, statusText: 'Not Found' });
    },
    Component: () => null,
  });
  expect(await screen.findByTestId('route-error')).toHaveTextContent('404 Not Found');
  expect(reporting.reportError).not.toHaveBeenCalled();
});
