import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { baseApi } from '../../api/base-api';

interface Options {
  /** Where the router starts: a path, or a location with navigation state. */
  initialEntry?: InitialEntry;
  /** Route pattern of the screen under test. */
  path?: string;
  /** Other routes, e.g. the targets of a navigation. */
  routes?: RouteObject[];
  /** Slices besides the API cache. */
  reducers?: Record<string, Reducer>;
  /** Runs on the store before the first render, e.g. to put answers into the API cache. */
  prepare?: (store: TestStore) => void;
}

function createTestStore(reducers: Record<string, Reducer>) {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, ...reducers },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type TestStore = ReturnType<typeof createTestStore>;

/** Renders a screen with a real store (API cache plus the given slices), antd and a memory router. */
export function renderWithProviders(screen: ReactNode, options: Options = {}) {
  const { initialEntry = '/', path = '/', routes = [], reducers = {}, prepare } = options;
  const store = createTestStore(reducers);
  prepare?.(store);
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
