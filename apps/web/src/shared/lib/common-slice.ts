import { STORAGE_KEYS } from '@portal/shared/auth/auth.constants';
import { createSlice, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import { storedInvite } from './pending-invite';
import { storage } from './storage';

/** The common state (000 §3): the invitation being accepted (a string), also kept in local storage under 'invite'. */
export interface CommonState {
  invite: string | null;
}

export function createInitialCommonState(): CommonState {
  return { invite: storedInvite() };
}

const commonSlice = createSlice({
  name: 'common',
  initialState: createInitialCommonState,
  reducers: {
    setInvite(state, action: PayloadAction<string>) {
      state.invite = action.payload;
    },
    clearInvite(state) {
      state.invite = null;
    },
  },
});

export const { setInvite, clearInvite } = commonSlice.actions;
export const commonReducer = commonSlice.reducer;

/** Keeps an invitation code in the common state and in local storage. */
export function rememberInvite(dispatch: Dispatch, code: string): void {
  storage.set(STORAGE_KEYS.invite, code);
  dispatch(setInvite(code));
}

/** Drops the stored invitation (accepted, skipped or dead). */
export function forgetInvite(dispatch: Dispatch): void {
  storage.remove(STORAGE_KEYS.invite);
  dispatch(clearInvite());
}

export const selectInvite = (state: { common: CommonState }): string | null => state.common.invite;
