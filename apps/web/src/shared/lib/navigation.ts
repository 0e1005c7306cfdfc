/**
 * Lets code outside React (the API layer) navigate with the app's router.
 * The router registers itself once it exists; before that a full page load is used.
 */
export interface NavigationState {
  from?: string;
}

type Navigate = (to: string, state?: NavigationState) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, state?: NavigationState): void {
  if (navigator) navigator(to, state);
  else if (typeof window !== 'undefined' && window.location.pathname !== to) window.location.assign(to);
}
