import { configureStore, createAction, type Reducer } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type InitialEntry, type RouteObject } from 'react-router';
import { baseApi } from '../../api/base-api';
import { commonReducer } from '../common-slice';
import { loggedOut, selectSessionToken, sessionExpired, type StateWithSession } from '../../session/session-state';
import type { Workspace } from '../../workspace/workspace';
import { WorkspaceGate, WorkspaceProvider } from '../../workspace/workspace-gate';
import { registerNavigator } from '../navigation';
import { paths } from '../paths';

interface Options {
  /** Where the router starts: a path, or a location with navigation state. */
  initialEntry?: InitialEntry;
  /** Route pattern of the screen under test. */
  path?: string;
  /** Other routes, e.g. the targets of a navigation. */
  routes?: RouteObject[];
  /** Slices besides the API cache. */
  reducers?: Record<string, Reducer>;
  /**
   * A session token of the real test server (see test/api.ts): the screen's calls carry it,
   * as they carry the signed-in user's in the app. Not together with an `auth` reducer.
   */
  token?: string;
  /** Runs on the store before the first render, e.g. to put answers into the API cache. */
  prepare?: (store: TestStore) => void;
  /**
   * The workspace `useWorkspace()` reads: 'resolved' loads it for `token` as the protected
   * layout does (users/me, the teams); a value puts exactly that one in place.
   */
  workspace?: 'resolved' | Workspace;
}

/** A stand-in for Login, for screens that go there: `routes: [LOGIN_SCREEN]`, then look for 'Login screen'. */
export const LOGIN_SCREEN: RouteObject = { path: paths.login, element: <p>Login screen</p> };

/** Puts another session into a store rendered with `token`, as signing in elsewhere would. */
export const switchSession = createAction<string | null>('test/switchSession');

/** The part of the auth state the API layer reads: the bearer token; a 401 or LOG OUT clears it as in the app. */
function sessionReducer(token: string): Reducer<{ token: string | null }> {
  return (state = { token }, action) => {
    if (switchSession.match(action)) return { token: action.payload };
    if (sessionExpired.match(action) || loggedOut.match(action)) return { token: null };
    return state;
  };
}

function createTestStore(reducers: Record<string, Reducer>) {
  return configureStore({
    // The common slice is in the app's store from the start (app/store.ts), as the screens expect.
    reducer: { [baseApi.reducerPath]: baseApi.reducer, common: commonReducer, ...reducers },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type TestStore = ReturnType<typeof createTestStore>;

/**
 * Renders a screen with a real store (API cache plus the given slices), antd and a memory router.
 * The API layer navigates with this router, as it does with the app's (a 401 goes to /login).
 */
export function renderWithProviders(screen: ReactNode, options: Options = {}) {
  const {
    initialEntry = paths.home,
    path = paths.home,
    routes = [],
    reducers = {},
    token,
    prepare,
    workspace,
  } = options;
  if (token !== undefined && reducers.auth)
    throw new Error('renderWithProviders: pass either token or an auth reducer');
  const store = createTestStore(token === undefined ? reducers : { ...reducers, auth: sessionReducer(token) });
  prepare?.(store);
  const element =
    workspace === undefined ? (
      screen
    ) : workspace === 'resolved' ? (
      <WorkspaceGate>{screen}</WorkspaceGate>
    ) : (
      <WorkspaceProvider value={workspace}>{screen}</WorkspaceProvider>
    );
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [initialEntry] });
  registerNavigator((to, state) => void router.navigate(to, { replace: true, state }));
  const view = render(
    <Provider store={store}>
      {/* Without motion, messages and dialogs are in their final state at once, as the user sees them once shown. */}
      <ConfigProvider theme={{ token: { motion: false } }}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </Provider>,
  );
  /** The session token the screen's calls carry now (null once signed out or expired). */
  const sessionToken = () => selectSessionToken(store.getState() as StateWithSession);
  return { ...view, store, router, sessionToken };
}
