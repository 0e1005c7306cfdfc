import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { baseApi } from '../../api/base-api';

interface Options {
  /** Where the router starts. */
  initialEntry?: string;
  /** Route pattern of the screen under test. */
  path?: string;
  /** Other routes, e.g. the targets of a navigation. */
  routes?: RouteObject[];
  /** Slices besides the API cache. */
  reducers?: Record<string, Reducer>;
}

/** Renders a screen with a real store (API cache plus the given slices), antd and a memory router. */
export function renderWithProviders(screen: ReactNode, options: Options = {}) {
  const { initialEntry = '/', path = '/', routes = [], reducers = {} } = options;
  const store = configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, ...reducers },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
  const router = createMemoryRouter([{ path, element: screen }, ...routes], { initialEntries: [initialEntry] });
  const view = render(
    <Provider store={store}>
      <ConfigProvider>
        <RouterProvider router={router} />
      </ConfigProvider>
    </Provider>,
  );
  return { ...view, store, router };
}
