import { useCallback, useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { reset } from './auth-slice';

/**
 * The LOG IN / SIGN UP switch (000 §4): arriving on either screen starts with a clean auth state,
 * and switching clears the errors and resets the form.
 */
export function useAuthSwitch(form: { resetFields: () => void }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();

  useEffect(() => {
    dispatch(reset());
  }, [dispatch]);

  return useCallback(
    (to: typeof paths.login | typeof paths.signUp) => {
      dispatch(reset());
      form.resetFields();
      void navigate(to);
    },
    [dispatch, form, navigate],
  );
}
