import { ConfigProvider, theme, type ThemeConfig } from 'antd';
import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { useReducedMotion, useSystemTheme, type ThemeMode } from '../shared/lib/use-system-theme';
import type { AppStore } from './store';

const BRAND_TOKENS: ThemeConfig['token'] = {
  colorPrimary: '#1677ff',
  borderRadius: 8,
};

/**
 * Puts the theme on the page itself: data-theme on <html> (light or dark) and antd's
 * current tokens as CSS variables, so the layout's own CSS follows the theme.
 */
function DocumentTheme({ mode }: { mode: ThemeMode }) {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = mode;
    const variables: Record<string, string> = {
      '--portal-primary': token.colorPrimary,
      '--portal-primary-hover': token.colorPrimaryHover,
      '--portal-error': token.colorError,
      '--portal-bg-disabled': token.colorBgContainerDisabled,
      '--portal-text-disabled': token.colorTextDisabled,
      '--portal-bg-layout': token.colorBgLayout,
      '--portal-bg-container': token.colorBgContainer,
      '--portal-bg-elevated': token.colorBgElevated,
      '--portal-border': token.colorBorder,
      '--portal-border-secondary': token.colorBorderSecondary,
      '--portal-text': token.colorText,
      '--portal-text-secondary': token.colorTextSecondary,
      '--portal-font-family': token.fontFamily,
    };
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  }, [mode, token]);
  return null;
}

interface ProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * Redux, and antd's ConfigProvider with a theme that follows the system light/dark preference live, without motion
 * when the system asks for less.
 */
export function Providers({ store, children }: ProvidersProps) {
  const mode = useSystemTheme();
  const reducedMotion = useReducedMotion();
  const themeConfig = useMemo<ThemeConfig>(
    () => ({
      algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
      token: { ...BRAND_TOKENS, motion: !reducedMotion },
    }),
    [mode, reducedMotion],
  );
  return (
    <ReduxProvider store={store}>
      <ConfigProvider theme={themeConfig}>
        <DocumentTheme mode={mode} />
        {children}
      </ConfigProvider>
    </ReduxProvider>
  );
}
